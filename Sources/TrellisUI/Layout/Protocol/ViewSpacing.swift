import Foundation

/// How much space a view prefers between itself and its neighbours, edge by edge. Two views'
/// spacing is the larger of the two preferences that face each other.
public struct ViewSpacing: Sendable {
  /// The preferred space beyond each edge, in points.
  var top: CGFloat
  var leading: CGFloat
  var bottom: CGFloat
  var trailing: CGFloat

  /// No preferred space on any edge.
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The default spacing: 8 points on every edge. (A view's own spacing, from
  /// ``LayoutSubview/spacing``, is its host's: in the terminal, a column beside a view and
  /// nothing above or below it.)
  public init() { self.init(top: 8, leading: 8, bottom: 8, trailing: 8) }

  init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// A host's default spacing: `spacing.width` beside a view, `spacing.height` above and
  /// below it.
  init(default spacing: CGSize) {
    self.init(
      top: spacing.height, leading: spacing.width, bottom: spacing.height,
      trailing: spacing.width)
  }

  /// Takes, on each of `edges`, the larger of this spacing's and `other`'s preference.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// This spacing with, on each of `edges`, the larger of its and `other`'s preference.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The space between a view with this spacing and `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }
}
