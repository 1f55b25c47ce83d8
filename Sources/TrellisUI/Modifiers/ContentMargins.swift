import Foundation

/// Which part of a scrollable view a content margin insets: its content, its scroll
/// indicators, or both (``automatic``). Use it with `contentMargins(_:_:for:)`.
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Choice: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
  let choice: Choice

  /// Whatever the view supports: a ``ScrollView`` insets both its content and its
  /// indicators.
  public static var automatic: ContentMarginPlacement { .init(choice: .automatic) }
  /// The scroll content only: it starts and ends that far in from the scroll view's edges,
  /// and scrolls through the margin.
  public static var scrollContent: ContentMarginPlacement { .init(choice: .scrollContent) }
  /// The scroll indicators only. The Linux hosts accept it and leave their bars as they are.
  public static var scrollIndicators: ContentMarginPlacement {
    .init(choice: .scrollIndicators)
  }
}

extension View {
  /// Insets the content of the scroll views inside this view by `length` on `edges`, for
  /// `placement`.
  ///
  /// The margin is part of what scrolls: the content starts `length` in from the scroll
  /// view's top and ends `length` before its bottom once scrolled to the end, and on its way
  /// it passes through the margin to the scroll view's edge. Across the scrolling axis the
  /// content is offered the scroll view's size less the margins.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { chips }
  ///   .contentMargins(.horizontal, 20)
  /// ```
  /// Margins set further in replace those set further out, edge by edge. `List` and `Form`
  /// do not take them yet.
  /// - Parameters:
  ///   - edges: The edges the margin goes on.
  ///   - length: The margin, in points; `nil` for the system's (16 points).
  ///   - placement: The content, the indicators, or (`.automatic`) both.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let amount = length ?? 16
    return contentMargins(
      edges,
      EdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount),
      for: placement)
  }

  /// Insets the content of the scroll views inside this view on `edges` by the matching
  /// sides of `insets`, for `placement` (see `contentMargins(_:_:for:)`).
  ///
  /// - Parameters:
  ///   - edges: The edges whose side of `insets` is used.
  ///   - insets: The margins, in points, edge by edge.
  ///   - placement: The content, the indicators, or (`.automatic`) both.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modifier(
      _EnvironmentModifier { environment in
        if placement.choice != .scrollIndicators {
          environment.scrollContentMargins.set(edges, from: insets)
        }
        if placement.choice != .scrollContent {
          environment.scrollIndicatorMargins.set(edges, from: insets)
        }
      })
  }

  /// Insets the content of the scroll views inside this view by `length` on every edge, for
  /// `placement` (see `contentMargins(_:_:for:)`).
  ///
  /// - Parameters:
  ///   - length: The margin, in points.
  ///   - placement: The content, the indicators, or (`.automatic`) both.
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(.all, length, for: placement)
  }
}

extension EdgeInsets {
  /// Takes the sides of `insets` on `edges`, keeping the others.
  mutating func set(_ edges: Edge.Set, from insets: EdgeInsets) {
    if edges.contains(.top) { top = insets.top }
    if edges.contains(.leading) { leading = insets.leading }
    if edges.contains(.bottom) { bottom = insets.bottom }
    if edges.contains(.trailing) { trailing = insets.trailing }
  }

  /// The sum of the two sides across `axis`'s ends (top and bottom for vertical).
  func total(along axis: _Axis) -> CGFloat {
    axis == .vertical ? top + bottom : leading + trailing
  }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets() }
}

private struct ScrollIndicatorMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
  /// The margins around scroll views' content here (`contentMargins(_:_:for:)`).
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }

  /// The margins around scroll views' indicators here; kept, not drawn.
  var scrollIndicatorMargins: EdgeInsets {
    get { self[ScrollIndicatorMarginsKey.self] }
    set { self[ScrollIndicatorMarginsKey.self] = newValue }
  }
}
