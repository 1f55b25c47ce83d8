@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// One tab of a tab view, as its bar shows it.
  public struct TabItem: Equatable, Sendable, CustomStringConvertible {
    /// The text of the tab's label.
    public var title: String
    /// The system symbol in its label (`"tray"`), if it has one.
    public var systemImage: String?
    /// Its badge's text (`"3"`, `"!"`); `nil` for none.
    public var badge: String?
    /// The title of the `TabSection` it is in.
    public var section: String?
    /// Whether it is the tab shown.
    public var isSelected: Bool

    /// A tab as a test expects to find it.
    public init(
      title: String, systemImage: String? = nil, badge: String? = nil, section: String? = nil,
      isSelected: Bool = false
    ) {
      self.title = title
      self.systemImage = systemImage
      self.badge = badge
      self.section = section
      self.isSelected = isSelected
    }

    /// The title, badge and selection, for failure messages.
    public var description: String {
      title + (badge.map { " (\($0))" } ?? "") + (isSelected ? " [selected]" : "")
    }
  }

  /// A tab view's tabs, in order (this element is the tab view, or its bar); `nil` for any
  /// other view.
  public var tabs: [TabItem]? {
    guard let tabs = base.tabs else { return nil }
    let selected = base.selectedTabIndex
    return tabs.enumerated().map { index, tab in
      TabItem(
        title: tab.title, systemImage: tab.symbolName, badge: tab.badge, section: tab.section,
        isSelected: index == selected)
    }
  }

  /// The titles of a tab view's tabs, in order.
  public var tabTitles: [String]? { base.tabs?.map(\.title) }

  /// The title of the tab shown; `nil` when the selection matches no tab.
  public var selectedTab: String? {
    guard let tabs = base.tabs, let index = base.selectedTabIndex else { return nil }
    return tabs[index].title
  }

  /// The tab the keyboard is on in the tab view's bar: Left and Right move it there, and
  /// Return or Space selects it. It is the selected tab until it moves.
  public var highlightedTab: String? {
    guard let tabs = base.tabs, let index = base.tabHighlight else { return nil }
    return tabs[index].title
  }

  /// The tab view's bar, the control that Tab focuses.
  public var tabBar: ViewHost.Element? { base.tabBar.map(ViewHost.Element.init) }

  /// Selects the tab titled `title`, as a click on it does: the selection binding is set to
  /// its value. Throws when there is no such tab, or its value (tag) is not of the
  /// selection's type.
  public func selectTab(_ title: String) throws { try run { try base.selectTab(titled: title) } }

  /// Selects the tab at `index`.
  public func selectTab(at index: Int) throws { try run { try base.selectTab(at: index) } }

  /// Selects the tab `offset` places from the selected one, wrapping around at the ends, as
  /// Ctrl-PageDown (1) and Ctrl-PageUp (-1) do.
  public func selectAdjacentTab(by offset: Int) throws {
    try run { try base.selectAdjacentTab(by: offset) }
  }
}
