import Foundation

extension View {
  /// Adds `insets` to this view's safe area: its content keeps clear of them, while what
  /// scrolls scrolls through them.
  ///
  /// On a `ScrollView` the insets go around its content and scroll with it, as
  /// `contentMargins(_:_:for:)` does, adding to margins set further out: the first
  /// card starts below the top inset and scrolls up to the edge. On any other view (a `List`
  /// too, here) they pad the view, as `padding` does.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { cards }
  ///   .safeAreaPadding(.horizontal, 20)
  /// ```
  /// - Parameter insets: The room to add on each edge, in points.
  /// - Returns: A view with a larger safe area.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modifier(
      _SafeAreaPaddingModifier(insets: insets, scrolls: Self.self is any _ScrollsContent.Type))
  }

  /// Adds `length` points (the system's 16 when `nil`) to this view's safe area on `edges`;
  /// see `safeAreaPadding(_:)` with `EdgeInsets`.
  /// - Parameters:
  ///   - edges: The edges to add room on.
  ///   - length: The room, in points; `nil` for the system's.
  /// - Returns: A view with a larger safe area.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? 16
    return safeAreaPadding(
      EdgeInsets(
        top: edges.contains(.top) ? amount : 0,
        leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0,
        trailing: edges.contains(.trailing) ? amount : 0))
  }

  /// Adds `length` points to this view's safe area on every edge; see
  /// `safeAreaPadding(_:)` with `EdgeInsets`.
  /// - Parameter length: The room, in points.
  /// - Returns: A view with a larger safe area.
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(.all, length)
  }
}

/// A view whose content scrolls, so that safe area padding goes around its content: a
/// `ScrollView`, or one with modifiers that only change its environment or bindings.
protocol _ScrollsContent {}

extension ScrollView: _ScrollsContent {}
extension ModifiedContent: _ScrollsContent where Content: _ScrollsContent {}
extension _ScrollPositionView: _ScrollsContent where Content: _ScrollsContent {}

/// Pads its content, or (`scrolls`) adds the insets to the margins of the scroll view it is.
struct _SafeAreaPaddingModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let insets: EdgeInsets
  let scrolls: Bool

  func _environmentTransform() -> ((inout EnvironmentValues) -> Void)? {
    guard scrolls else { return nil }
    let insets = insets
    return { environment in
      var margins = environment.scrollContentMargins
      margins.top += insets.top
      margins.leading += insets.leading
      margins.bottom += insets.bottom
      margins.trailing += insets.trailing
      environment.scrollContentMargins = margins
    }
  }

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    scrolls ? .transparent : .layout(_PaddingLayout(insets: insets))
  }
}
