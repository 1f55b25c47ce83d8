import Foundation

/// One tab of a tab view, as a host shows it in its bar.
@_spi(TrellisHost) public struct HostTab: Equatable {
  /// The text of its label.
  @_spi(TrellisHost) public var title: String
  /// The name of the system symbol in its label.
  @_spi(TrellisHost) public var symbolName: String?
  /// The symbol's glyph, as the terminal draws it.
  @_spi(TrellisHost) public var glyph: String?
  /// The symbol's freedesktop icon name (without `-symbolic`), as a desktop draws it.
  @_spi(TrellisHost) public var icon: String?
  /// Its badge's text; `nil` for none.
  @_spi(TrellisHost) public var badge: String?
  /// The title of the `TabSection` it is in.
  @_spi(TrellisHost) public var section: String?
  /// Whether it is a search tab (`Tab(role: .search)`).
  @_spi(TrellisHost) public var isSearch: Bool
}

/// What hosts read from a tab view and do with it: its tabs, the selected one, selecting
/// another, and the tab the keyboard is on in its bar.
extension HostElement {
  /// The state of the tab view this element is, or whose bar it is.
  private var tabViewState: _TabViewState? {
    if case .tabBar(let state) = node.control { return state }
    if node.view is any _TabViewMarker { return node.existingModifierState(_TabViewState.self) }
    return nil
  }

  /// Whether this is a `TabView` (its bar is an element of its own, ``tabBar``).
  @_spi(TrellisHost) public var isTabView: Bool { node.view is any _TabViewMarker }

  /// A tab view's bar, for a tab view's element (or the bar's own).
  @_spi(TrellisHost) public var tabBar: HostElement? {
    guard let bar = tabViewState?.bar, bar.isAlive else { return nil }
    return core.element(for: bar) ?? HostElement(node: bar, frame: .zero, core: core)
  }

  /// A tab view's tabs, in order; `nil` for any other view.
  @_spi(TrellisHost) public var tabs: [HostTab]? {
    tabViewState?.tabs.map {
      HostTab(
        title: $0.title, symbolName: $0.symbol?.name, glyph: $0.symbol?.glyph,
        icon: $0.symbol?.icon, badge: $0.badge, section: $0.section, isSearch: $0.role == .search)
    }
  }

  /// The tab shown; `nil` when the selection matches no tab.
  @_spi(TrellisHost) public var selectedTabIndex: Int? { tabViewState?.selectedIndex }

  /// The tab the keyboard is on in the focused bar (Left and Right move it; Return or Space
  /// selects it): the selected tab until it moves.
  @_spi(TrellisHost) public var tabHighlight: Int? { tabViewState?.keyboardTab }

  /// Selects the tab at `index`, as a click on it does: the selection binding is set to its
  /// value (or the tab view's own selection to the tab). A tab whose value (tag) is not of
  /// the selection's type cannot be selected.
  @_spi(TrellisHost) public func selectTab(at index: Int) throws {
    guard let state = tabViewState else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a tab view")
    }
    try checkUsable("TabView")
    guard state.tabs.indices.contains(index) else {
      throw ActionError.notApplicable(
        "the tab view has \(state.tabs.count) tabs, not one at \(index)")
    }
    guard state.select(index) else {
      throw ActionError.notApplicable(
        "the tab \"\(state.tabs[index].title)\" has no value (tag) of the selection's type "
          + "\(state.selection.map { "\($0.valueType)" } ?? "")")
    }
  }

  /// Selects the tab titled `title`.
  @_spi(TrellisHost) public func selectTab(titled title: String) throws {
    guard let tabs else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a tab view")
    }
    guard let index = tabs.firstIndex(where: { $0.title == title }) else {
      throw ActionError.notApplicable(
        "the tab view has no tab titled \"\(title)\"; it has \(tabs.map(\.title))")
    }
    try selectTab(at: index)
  }

  /// Left and Right on a focused bar: the keyboard moves `steps` tabs along it, stopping at
  /// either end; nothing is selected until Return or Space.
  func moveTabHighlight(by steps: Int) throws {
    guard let state = tabViewState, !state.tabs.isEmpty else { return }
    try checkUsable("TabView")
    let from = state.keyboardTab ?? (steps > 0 ? -1 : state.tabs.count)
    let to = min(state.tabs.count - 1, max(0, from + steps))
    guard to != state.keyboardTab else { return }
    state.highlighted = to
    state.bar?.markLayoutChanged(.content)
    core.layout(followingChanges: true)
  }

  /// Return or Space on a focused bar: selects the tab the keyboard is on.
  func selectKeyboardTab() throws {
    guard let state = tabViewState, let index = state.keyboardTab else { return }
    try selectTab(at: index)
  }

  /// Ctrl-PageDown (`offset` 1) and Ctrl-PageUp (-1): selects the tab `offset` places from
  /// the selected one, wrapping around at the ends, as browsers' and GTK's notebooks do.
  /// With no tab selected, the first (or last) is.
  @_spi(TrellisHost) public func selectAdjacentTab(by offset: Int) throws {
    guard let state = tabViewState, !state.tabs.isEmpty else { return }
    let count = state.tabs.count
    let from = state.selectedIndex ?? (offset > 0 ? -1 : count)
    try selectTab(at: ((from + offset) % count + count) % count)
  }
}

extension HostCore {
  /// The tab views on screen, in reading order.
  @_spi(TrellisHost) public var tabViews: [HostElement] { elements.filter(\.isTabView) }

  /// The tab view that Ctrl-PageUp and Ctrl-PageDown switch: the innermost around focus
  /// (its bar, or a control in its selected tab), else the first on screen.
  @_spi(TrellisHost) public var tabViewAroundFocus: HostElement? {
    var current = graph.focusedNode
    while let node = current {
      if node.view is any _TabViewMarker {
        return element(for: node) ?? HostElement(node: node, frame: .zero, core: self)
      }
      current = node.parent
    }
    return tabViews.first
  }
}

/// Marks a tab view, whatever its generic arguments.
@MainActor
protocol _TabViewMarker {}
extension TabView: _TabViewMarker {}
