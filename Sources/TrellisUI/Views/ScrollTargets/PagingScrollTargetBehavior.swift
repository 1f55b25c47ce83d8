import Foundation

/// Rests a scroll view on whole pages, a page being the viewport's length: each scroll
/// moves to the next or previous page from where it began, however far it went. The last
/// page ends at the content's end.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The paging behavior.
  public init() {}

  /// Moves `target` to the page after or before the one scrolling began on, in the
  /// scrolling's direction.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    for axis in [_Axis.horizontal, .vertical] where context.axes._contains(axis) {
      let page = context.containerSize[axis]
      let end = max(0, context.contentSize[axis] - page)
      guard page > 0, end > 0 else { continue }
      let start = context.originalTarget.rect.origin[axis]
      let proposed = target.rect.origin[axis]
      let velocity = axis == .horizontal ? context.velocity.dx : context.velocity.dy
      let direction = velocity != 0 ? velocity : proposed - start
      // The page scrolling began on: the last one when it began at the end.
      let current = start >= end ? (end / page).rounded(.up) : (start / page).rounded()
      let next: CGFloat
      if direction > 0 {
        next = current + 1
      } else if direction < 0 {
        next = current - 1
      } else {
        next = (proposed / page).rounded()
      }
      target.rect.origin[axis] = min(max(0, next * page), end)
      target.anchor = nil
    }
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Rests on whole pages, the viewport's length each.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
