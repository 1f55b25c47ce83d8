import Foundation

/// Rests a scroll view on whole pages, a page being the viewport's length: each scroll
/// moves to the next page boundary from where it began, its way, however far it went. The
/// last page ends at the content's end.
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
      // An axis the scrolling did not move along stays where it is.
      guard direction != 0 else { continue }
      // The next page boundary past where scrolling began, its way (from between two
      // pages, the nearer one that way).
      let next =
        direction > 0 ? (start / page).rounded(.down) + 1 : (start / page).rounded(.up) - 1
      target.rect.origin[axis] = min(max(0, next * page), end)
      target.anchor = nil
    }
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Rests on whole pages, the viewport's length each.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
