/// Whether a scroll view, list or form shows its scroll indicators (the scroll bars).
///
/// Set it with ``View/scrollIndicators(_:axes:)``; ``ScrollView``'s `showsIndicators: false`
/// hides them too. Hidden indicators take no room, and the content scrolls as before (the
/// wheel, the touchpad and the keys).
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  enum Choice: Hashable, Sendable { case automatic, visible, hidden, never }
  let choice: Choice

  /// The platform's choice: shown (GTK shows its bars while there is somewhere to scroll).
  public static var automatic: ScrollIndicatorVisibility { .init(choice: .automatic) }
  /// Shown, where the platform can show them.
  public static var visible: ScrollIndicatorVisibility { .init(choice: .visible) }
  /// Hidden. Apple's platforms may still show them (macOS with a mouse attached); the
  /// Linux hosts never do.
  public static var hidden: ScrollIndicatorVisibility { .init(choice: .hidden) }
  /// Never shown, whatever the platform prefers.
  public static var never: ScrollIndicatorVisibility { .init(choice: .never) }

  /// Whether indicators in this visibility are drawn.
  var isShown: Bool { choice == .automatic || choice == .visible }

  /// The visibility's name, as Apple's debug description gives it.
  public var description: String { "\(choice)" }
}

extension View {
  /// Sets whether the scroll views, lists and forms in this view show their scroll
  /// indicators along `axes`.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { chips }
  ///   .scrollIndicators(.hidden)
  /// ```
  /// - Parameters:
  ///   - visibility: Shown (`.automatic`, `.visible`) or not (`.hidden`, `.never`).
  ///   - axes: The axes whose indicators it applies to; both when not given.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    modifier(
      _EnvironmentModifier {
        if axes.contains(.vertical) { $0.verticalScrollIndicatorVisibility = visibility }
        if axes.contains(.horizontal) { $0.horizontalScrollIndicatorVisibility = visibility }
      })
  }
}

private struct VerticalScrollIndicatorKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalScrollIndicatorKey: EnvironmentKey {
  static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
  /// Whether vertical scroll indicators are shown here (``View/scrollIndicators(_:axes:)``).
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorKey.self] }
    set { self[VerticalScrollIndicatorKey.self] = newValue }
  }

  /// Whether horizontal scroll indicators are shown here.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorKey.self] }
    set { self[HorizontalScrollIndicatorKey.self] = newValue }
  }

  /// The axes along which scroll indicators are shown here.
  var scrollIndicatorAxes: Axis.Set {
    var axes: Axis.Set = []
    if verticalScrollIndicatorVisibility.isShown { axes.insert(.vertical) }
    if horizontalScrollIndicatorVisibility.isShown { axes.insert(.horizontal) }
    return axes
  }
}

extension HostElement {
  /// Whether this scroll container shows its scroll indicator along `axis`: a host hides
  /// its scroll bar when not (the content still scrolls).
  @_spi(TrellisHost) public func showsScrollIndicator(along axis: Axis) -> Bool {
    guard case .layout(let layout) = node.layout else { return false }
    if let scroll = layout as? _ScrollLayout { return scroll.indicatorAxes._contains(axis._axis) }
    if let list = layout as? _ListLayout { return axis == .vertical && list.showsIndicator }
    return false
  }
}
