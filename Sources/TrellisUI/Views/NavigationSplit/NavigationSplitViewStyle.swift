/// How a ``NavigationSplitView`` shares its width between the detail and the leading
/// columns; set one with ``View/navigationSplitViewStyle(_:)``.
///
/// A style of your own is accepted and shown as ``automatic``: its configuration, as
/// Apple's, gives it nothing to draw the columns with.
@MainActor public protocol NavigationSplitViewStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What a style is given.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// The view standing for the split view; not called by Trellis, which draws the columns
  /// itself in every style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``NavigationSplitViewStyle`` is given: nothing it can read, as in SwiftUI.
public struct NavigationSplitViewStyleConfiguration {}

/// The platform's choice: ``BalancedNavigationSplitViewStyle`` here, as on a Mac.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The automatic style.
  public init() {}
  /// Draws nothing: Trellis draws the columns.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The leading columns beside the detail, which is made narrower to make room for them.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
  /// Draws nothing: Trellis draws the columns.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// The detail first: the leading columns are hidden until shown (``NavigationSplitViewVisibility/automatic``
/// is ``NavigationSplitViewVisibility/detailOnly``). Shown, they sit beside the detail
/// here, where an iPad lays them over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  public init() {}
  /// Draws nothing: Trellis draws the columns.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's choice: balanced.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The leading columns beside a narrower detail.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail first, the leading columns hidden until shown.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// The built-in style a split view is drawn in.
enum _NavigationSplitStyleKind {
  case balanced, prominentDetail
}

extension View {
  /// Sets the style of the ``NavigationSplitView``s in this view. The innermost style set
  /// wins.
  ///
  /// ```swift
  /// NavigationSplitView {
  ///   Sidebar()
  /// } detail: {
  ///   Detail()
  /// }
  /// .navigationSplitViewStyle(.prominentDetail)
  /// ```
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    let kind: _NavigationSplitStyleKind =
      style is ProminentDetailNavigationSplitViewStyle ? .prominentDetail : .balanced
    return modifier(_EnvironmentModifier { $0._navigationSplitStyle = kind })
  }
}

private struct NavigationSplitStyleKey: EnvironmentKey {
  static var defaultValue: _NavigationSplitStyleKind { .balanced }
}

extension EnvironmentValues {
  /// The style `navigationSplitViewStyle(_:)` set for split views here.
  var _navigationSplitStyle: _NavigationSplitStyleKind {
    get { self[NavigationSplitStyleKey.self] }
    set { self[NavigationSplitStyleKey.self] = newValue }
  }
}
