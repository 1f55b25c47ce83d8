/// How the tab views in a view hierarchy look. As on Apple's platforms, the styles are the
/// built-in ones only; set one with ``View/tabViewStyle(_:)``.
///
/// Every host draws one look: a bar of the tabs above the selected tab's content. The
/// styles Apple draws otherwise are accepted and drawn that way too: `.page` (pages swiped
/// sideways with a row of dots) shows plain tabs, with the bar to switch them, since a
/// terminal or a desktop window has no swipe; `.sidebarAdaptable` shows the bar, not a
/// sidebar; `.tabBarOnly` is the bar.
@MainActor @preconcurrency
public protocol TabViewStyle {
  /// Which built-in style this is; Trellis's own styles provide it.
  var _tabViewStyleKind: _TabViewStyleKind { get }
}

/// A built-in tab view style. It has no public initialiser: only Trellis's styles make one.
public struct _TabViewStyleKind: Equatable, Sendable {
  enum Style: Equatable, Sendable {
    case automatic, page, tabBarOnly, sidebarAdaptable, grouped
  }
  let style: Style
  /// A page style's index dots, which no host draws.
  var indexDisplayMode: PageTabViewStyle.IndexDisplayMode?
}

/// The platform's default tab view style: a bar of the tabs above the selected one.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _tabViewStyleKind: _TabViewStyleKind { .init(style: .automatic) }
}

/// Pages swiped sideways on Apple's touch platforms, with a row of dots for the page shown;
/// drawn here as plain tabs, with the bar to switch them.
public struct PageTabViewStyle: TabViewStyle {
  /// When a page style shows its row of dots.
  public struct IndexDisplayMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable {
      case automatic, always, never
    }
    let mode: Mode

    /// Dots when there is more than one page.
    public static let automatic = IndexDisplayMode(mode: .automatic)
    /// Dots always.
    public static let always = IndexDisplayMode(mode: .always)
    /// No dots.
    public static let never = IndexDisplayMode(mode: .never)
  }

  /// When the dots would show; no host draws them.
  public var indexDisplayMode: IndexDisplayMode

  /// A page style.
  ///
  /// - Parameter indexDisplayMode: When the row of dots would show.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// This style's kind.
  public var _tabViewStyleKind: _TabViewStyleKind {
    .init(style: .page, indexDisplayMode: indexDisplayMode)
  }
}

/// The tabs in a bar only, never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _tabViewStyleKind: _TabViewStyleKind { .init(style: .tabBarOnly) }
}

/// A tab bar that becomes a sidebar on iPadOS and macOS; drawn here as the bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _tabViewStyleKind: _TabViewStyleKind { .init(style: .sidebarAdaptable) }
}

/// The tabs as a segmented control above the content, as macOS groups them; drawn here as
/// the bar.
public struct GroupedTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
  /// This style's kind.
  public var _tabViewStyleKind: _TabViewStyleKind { .init(style: .grouped) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's default tab view style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages swiped sideways on Apple's touch platforms; plain tabs here.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with a row of dots shown as `indexDisplayMode` says; plain tabs here.
  ///
  /// - Parameter indexDisplayMode: When the row of dots would show.
  /// - Returns: The style.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// The tabs in a bar only.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar where Apple's platforms have room; the bar here.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
  /// The tabs as a segmented control above the content; the bar here.
  public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension View {
  /// Sets the style of the tab views in this view. The innermost style set wins.
  ///
  /// Every style is drawn as a bar of the tabs above the selected one (see
  /// ``TabViewStyle``): `.page` shows plain tabs here.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, with the style set for tab views in it.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let kind = style._tabViewStyleKind
    return modifier(_EnvironmentModifier { $0.tabViewStyle = kind })
  }
}

private struct TabViewStyleKey: EnvironmentKey {
  static var defaultValue: _TabViewStyleKind { .init(style: .automatic) }
}

extension EnvironmentValues {
  /// The style `.tabViewStyle(_:)` set for tab views here.
  var tabViewStyle: _TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}
