import Foundation

/// One tab as its tab view reads it from the tab's views: what its bar shows for it, and
/// the value that selects it.
@MainActor
struct _TabDescription {
  /// The tab's slot: the node that holds its views, shown while the tab is selected.
  let node: _ViewNode
  /// The text of its label (a `Tab`'s title, a `tabItem`'s text).
  var title: String
  /// The first system symbol in its label.
  var symbol: _SymbolItem?
  /// Its badge's text; `nil` for none.
  var badge: String?
  /// The value that selects it: a `Tab`'s value, a `tag(_:)`, else its `ForEach` element's id.
  var tag: _TypedTag?
  var role: TabRole?
  /// The title of the `TabSection` it is in.
  var section: String?
}

/// What a tab view keeps between evaluations, in its node: its own selection (when none is
/// bound), its tabs as last read, which one is shown, and the tab the keyboard is on in its
/// bar.
@MainActor
final class _TabViewState {
  weak var node: _ViewNode?
  /// The bound selection; `nil` for a tab view that keeps its own.
  var selection: _PickerSelection?
  /// The identity of the selected tab's slot, when the tab view keeps its own selection.
  private var ownSelection: _ChildID?
  /// Set while the tab view brings its children up to date: its tabs are read once they all
  /// are (`refresh()`), not as each changes.
  var isReconciling = false
  /// The tabs, in order, as last read.
  private(set) var tabs: [_TabDescription] = []
  /// The tab shown; `nil` when the selection matches none (or there are none).
  private(set) var selectedIndex: Int?
  /// The slot shown, to tell when the selection moved to another tab.
  private var shownSlot: ObjectIdentifier?
  /// The tab the keyboard is on in the focused bar (the terminal's Left and Right), until
  /// one is selected; `nil` means the selected tab.
  var highlighted: Int?
  /// The bar, the tab view's first child.
  var bar: _ViewNode? {
    guard let node, let first = node.children.first, first.view is _TabBar else { return nil }
    return first
  }
  /// What the bar showed when it was last told, to tell when it must be drawn again.
  private var shownBar: _TabBarItem?

  /// A tab's label, badge or tag changed (their modifiers tell it when their views are
  /// updated): the bar reads the tabs again once the update of the tab's views is done.
  func tabTraitsChanged() {
    guard !isReconciling, let bar, bar.isAlive else { return }
    bar.invalidate(because: "tab item")
  }

  // MARK: Reading the tabs

  /// Reads the tabs from their slots, resolves the selection, shows the selected tab's
  /// slot and keeps the others out of view (their state kept), and tells the bar and the
  /// tab view's layout what changed.
  func refresh() {
    guard let node, node.isAlive else { return }
    var headers: [Int: String] = [:]
    var described: [(_TabDescription, section: Int?)] = []
    for child in node.children.dropFirst() {
      guard let slot = child.view as? _TabSlot else { continue }
      if slot.isHeader {
        if let section = slot.section, let header = child.children.first {
          headers[section] = header.textContent
        }
        // A section's header is read, never shown.
        child.setShown(false)
        continue
      }
      described.append((describe(child, implicitTag: slot.implicitTag), slot.section))
    }
    tabs = described.map { tab, section in
      var tab = tab
      tab.section = section.flatMap { headers[$0] }
      return tab
    }
    let selected = resolveSelection()
    let slot = selected.map { ObjectIdentifier(tabs[$0].node) }
    if slot != shownSlot {
      shownSlot = slot
      highlighted = nil
      // Another tab is laid out now.
      node.markLayoutChanged(.layout)
      dropFocusFromHiddenTabs()
    }
    selectedIndex = selected
    for (index, tab) in tabs.enumerated() { tab.node.setShown(index == selected) }
    let item = barItem(highlighted: nil)
    if item != shownBar {
      shownBar = item
      bar?.markLayoutChanged(.layout)
    }
  }

  /// The tab the selection picks: with a binding, the first whose value equals it (none
  /// when no tab's does); without one, the tab view's own, else the first.
  private func resolveSelection() -> Int? {
    if let selection {
      let values = selection.values
      return tabs.firstIndex { tab in
        guard let tag = tab.tag, selection.accepts(tag) else { return false }
        return values.contains(tag.value)
      }
    }
    if let own = ownSelection, let index = tabs.firstIndex(where: { $0.node.id == own }) {
      return index
    }
    ownSelection = tabs.first?.node.id
    return tabs.isEmpty ? nil : 0
  }

  /// What the tab in `slot` is called, badged and tagged: read down from the slot through
  /// the views that wrap one view (modifiers, a `Tab`'s page, a `tabItem`), the outermost
  /// of each kind winning.
  private func describe(_ slot: _ViewNode, implicitTag: _TypedTag?) -> _TabDescription {
    var label: _ViewNode?
    var badge: Text??
    var tag: _TypedTag?
    var pageTag: _TypedTag?
    var role: TabRole?
    var current = slot.children.first
    while let node = current {
      if badge == nil, let badged = node.view as? any _BadgeProviding {
        badge = .some(badged._badge)
      }
      if tag == nil, let tagged = node.view as? any _TagProviding { tag = tagged._typedTag }
      if let page = node.view as? any _TabPageProviding {
        if label == nil {
          label = node.children.count > 1 ? node.children[1] : nil
          pageTag = page._tabTag
          role = page._tabRole
        }
        current = node.children.first
        continue
      }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    let now = slot.graph.textClock.now
    let badgeText = (badge ?? nil).map { $0.shownString(in: slot.environment, at: now) }
    return _TabDescription(
      node: slot, title: label?.textContent ?? "", symbol: label.flatMap(Self.symbol(in:)),
      badge: badgeText?.isEmpty == false ? badgeText : nil, tag: pageTag ?? tag ?? implicitTag,
      role: role)
  }

  /// The first system symbol in a label's views.
  private static func symbol(in node: _ViewNode) -> _SymbolItem? {
    if let image = node.view as? Image { return _SymbolItem(image, in: node.environment) }
    for child in node.children {
      if let found = symbol(in: child) { return found }
    }
    return nil
  }

  // MARK: Selecting

  /// Whether the tab at `index` can be selected: always without a binding; with one, when
  /// its value has the selection's type.
  func canSelect(_ index: Int) -> Bool {
    guard tabs.indices.contains(index) else { return false }
    guard let selection else { return true }
    guard let tag = tabs[index].tag else { return false }
    return selection.accepts(tag)
  }

  /// Selects the tab at `index`, as a click or Return on it does: the binding is set to its
  /// value (or the tab view's own selection to it). Returns `false` when it cannot be.
  @discardableResult
  func select(_ index: Int) -> Bool {
    guard canSelect(index), let node else { return false }
    highlighted = nil
    if let selection {
      guard let tag = tabs[index].tag, selection.write(tag.value) else { return false }
    } else {
      ownSelection = tabs[index].node.id
      node.invalidate(because: "selection")
    }
    // The bar draws the highlight's end at once, even when the selection does not change.
    bar?.markLayoutChanged(.content)
    return true
  }

  /// Keyboard focus left in a tab that is no longer shown moves to the bar, so that Tab and
  /// the bar's keys carry on from there.
  private func dropFocusFromHiddenTabs() {
    guard let node else { return }
    let graph = node.graph
    graph.enqueue(.afterUpdate, depth: Int.min) { [weak self, weak graph] in
      guard let self, let graph, let focused = graph.focusedNode, let tabView = self.node,
        tabView.isAlive, focused.isInSubtree(of: tabView), focused.isHidden
      else { return }
      graph.focusedNode = self.bar
    }
  }

  // MARK: The bar

  /// What the bar shows: the tabs, the selected one, and (while it has focus) the one the
  /// keyboard is on.
  func barItem(highlighted: Int?) -> _TabBarItem {
    _TabBarItem(
      tabs: tabs.map {
        _TabBarTab(
          title: $0.title, glyph: $0.symbol?.glyph, icon: $0.symbol?.icon, badge: $0.badge)
      },
      selected: selectedIndex, highlighted: highlighted)
  }

  /// The tab the keyboard is on: the highlighted one, else the selected one.
  var keyboardTab: Int? { highlighted ?? selectedIndex }
}

extension _ViewNode {
  /// A tab view's state, made the first time it is asked for.
  var tabViewState: _TabViewState { modifierState { _TabViewState() }.state }
}

private struct TabViewStateKey: EnvironmentKey {
  static var defaultValue: _TabViewState? { nil }
}

extension EnvironmentValues {
  /// The tab view whose tab the views here are in; `nil` outside any.
  var _tabViewState: _TabViewState? {
    get { self[TabViewStateKey.self] }
    set { self[TabViewStateKey.self] = newValue }
  }
}
