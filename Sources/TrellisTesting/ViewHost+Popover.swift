import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The frontmost popover's panel (its border included), or `nil` while no popover is in
  /// front. Its content is found by the `find` methods, as a sheet's is; its `frame` is where
  /// the panel is drawn.
  public var popover: Element? {
    guard let front = core.presentations.last, front.isPopover else { return nil }
    return Element(front.box)
  }

  /// Clicks outside the frontmost popover, as a person closes one: it is dismissed (its
  /// binding becomes `false`, or its item `nil`) unless a view in it has
  /// `interactiveDismissDisabled()`. Throws when no popover is in front.
  public func clickOutsidePopover() throws {
    guard let front = core.presentations.last, front.isPopover else {
      throw ViewHostError.notFound("a presented popover")
    }
    let box = front.box.frame
    let corners = [
      CGPoint(x: 0.5, y: 0.5), CGPoint(x: core.size.width - 0.5, y: core.size.height - 0.5),
      CGPoint(x: core.size.width - 0.5, y: 0.5), CGPoint(x: 0.5, y: core.size.height - 0.5),
    ]
    guard let outside = corners.first(where: { !box.contains($0) }) else {
      throw ViewHostError.notApplicable("the popover covers the whole window")
    }
    _ = core.pressOutsidePopover(at: outside)
  }
}
