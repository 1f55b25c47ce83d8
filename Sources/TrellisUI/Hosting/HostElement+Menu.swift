import Foundation

/// What hosts read from a `Menu` or a `contextMenu` and do with it: its items, opening the
/// list a host draws itself (the terminal, the headless host), moving through it, and
/// choosing an item. A host with menus of its own (GTK) reads the items and chooses by path.
extension HostElement {
  /// The items of a `Menu`; `nil` for any other view.
  @_spi(TrellisHost) public var menuEntries: [_MenuEntry]? {
    if node.view is any _CommandsHostMarker { return node.menuEntries.map(\.shown) }
    guard case .menu = node.control else { return nil }
    return node.menuEntries.map(\.shown)
  }

  /// The items of the context menu on this view or around it (the nearest); `nil` when
  /// there is none.
  @_spi(TrellisHost) public var contextMenuEntries: [_MenuEntry]? {
    contextMenuHolder?.menuEntries.map(\.shown)
  }

  /// Whether the element is a menu's button whose button runs an action of its own.
  @_spi(TrellisHost) public var hasMenuPrimaryAction: Bool {
    if case .menu(let primaryAction) = node.control { return primaryAction != nil }
    return false
  }

  /// The element of the view with the nearest context menu, this view or one around it.
  @_spi(TrellisHost) public var contextMenuElement: HostElement? {
    contextMenuHolder.map(element(for:))
  }

  /// The element whose menu this element's menu actions act on: a menu itself, else the
  /// view with the nearest context menu.
  @_spi(TrellisHost) public var menuHolder: HostElement? {
    node.holdsMenu ? self : contextMenuElement
  }

  private var contextMenuHolder: _ViewNode? {
    var current: _ViewNode? = node
    while let candidate = current {
      if candidate.view is any _ContextMenuMarker { return candidate }
      current = candidate.parent
    }
    return nil
  }

  private func element(for holder: _ViewNode) -> HostElement {
    HostElement(node: holder, frame: core.engine?.frame(of: holder) ?? .zero, core: core)
  }

  /// Where the keyboard is in this menu's open list (see ``_MenuListItem/path``); `nil`
  /// while it is closed. For a view with a context menu, its menu's.
  @_spi(TrellisHost) public var openMenuPath: [Int]? {
    guard node.holdsMenu else { return nil }
    return node.menuOpening.get()?.path
  }

  /// Whether the menu (or context menu) this element holds is open.
  @_spi(TrellisHost) public var isMenuOpen: Bool { openMenuPath != nil }

  /// Opens a menu's list below its button, on its first item that can be chosen. A menu
  /// with no items opens nothing.
  @_spi(TrellisHost) public func openMenu() throws {
    guard case .menu = node.control else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a menu")
    }
    try openList(of: node, at: nil, what: "Menu \"\(text)\"")
  }

  /// Opens the context menu on this view or around it: at `point` (where a right click
  /// was), or below the view it is on.
  @_spi(TrellisHost) public func openContextMenu(at point: CGPoint? = nil) throws {
    guard let holder = contextMenuHolder else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" has no context menu")
    }
    try openList(of: holder, at: point, what: "the context menu of \(typeName) \"\(text)\"")
  }

  private func openList(of holder: _ViewNode, at point: CGPoint?, what: String) throws {
    try checkMenuUsable(holder, what)
    let entries = holder.menuEntries
    guard !entries.isEmpty else { return }
    if let open = core.openMenu, open.node !== holder { open.closeMenu() }
    let first = Self.nextChoosable(in: entries, from: -1, step: 1) ?? 0
    holder.menuOpening.set(_MenuOpening(path: [first], anchor: point))
  }

  /// Closes the open list of this menu (or context menu) without choosing.
  @_spi(TrellisHost) public func closeMenu() {
    guard node.holdsMenu, node.menuOpening.get() != nil else { return }
    node.menuOpening.set(nil)
  }

  /// Chooses the item at `path` (its index in the menu, then in each submenu): runs its
  /// action, and closes the menu; a submenu opens its list instead. An item that is
  /// disabled (or in a disabled submenu), a separator or a header cannot be chosen.
  @_spi(TrellisHost) public func chooseMenuItem(at path: [Int]) throws {
    guard node.holdsMenu else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a menu")
    }
    let what = "Menu \"\(text)\""
    try checkMenuUsable(node, what)
    let entries = node.menuEntries
    guard !path.isEmpty else {
      throw ActionError.notApplicable(
        "no item of \(what) was named; its items are \(entries.map(\.shown.title))")
    }
    var level = entries
    for (depth, index) in path.enumerated() {
      guard level.indices.contains(index) else {
        throw ActionError.notApplicable(
          "\(what) has no item at \(path); its items are \(level.map(\.shown.title))")
      }
      let entry = level[index]
      guard entry.shown.isChoosable else {
        throw ActionError.notApplicable("the item at \(path) of \(what) cannot be chosen")
      }
      guard entry.shown.isEnabled else {
        throw ActionError.disabled("the item \"\(entry.shown.title)\" of \(what)")
      }
      if depth < path.count - 1 { level = entry.children }
    }
    guard let chosen = _MenuNodeEntry.at(path, in: entries) else { return }
    if chosen.shown.children.isEmpty, case .submenu = chosen.shown.kind {
      return
    }
    if case .submenu = chosen.shown.kind {
      let first = Self.nextChoosable(in: chosen.children, from: -1, step: 1) ?? 0
      let anchor = node.menuOpening.get()?.anchor
      node.menuOpening.set(_MenuOpening(path: path + [first], anchor: anchor))
      return
    }
    closeMenu()
    chosen.perform?()
  }

  /// Chooses the item titled with the last of `titles`, inside the submenus titled with the
  /// others.
  @_spi(TrellisHost) public func chooseMenuItem(titled titles: [String]) throws {
    var level = node.holdsMenu ? node.menuEntries.map(\.shown) : []
    var path: [Int] = []
    for title in titles {
      guard let index = level.firstIndex(where: { $0.title == title && $0.isChoosable }) else {
        throw ActionError.notApplicable(
          "\(typeName) \"\(text)\" has no menu item \"\(title)\"; it has "
            + "\(level.filter(\.isChoosable).map(\.title))")
      }
      path.append(index)
      level = level[index].children
    }
    try chooseMenuItem(at: path)
  }

  /// Moves the keyboard in the open list's deepest level by `steps` items that can be
  /// chosen (disabled items, separators and headers are passed over), staying at the ends.
  @_spi(TrellisHost) public func moveMenuHighlight(by steps: Int) {
    guard var opening = node.holdsMenu ? node.menuOpening.get() : nil,
      let current = opening.path.last
    else { return }
    let level = entries(at: opening.path.dropLast())
    var index = current
    for _ in 0..<abs(steps) {
      guard let next = Self.nextChoosable(in: level, from: index, step: steps.signum()) else {
        break
      }
      index = next
    }
    guard index != current else { return }
    opening.path[opening.path.count - 1] = index
    node.menuOpening.set(opening)
  }

  /// Opens the submenu the keyboard is on (Right); `false` when it is not on one.
  @_spi(TrellisHost) @discardableResult public func enterMenuSubmenu() -> Bool {
    guard let path = openMenuPath,
      let entry = _MenuNodeEntry.at(path, in: node.menuEntries),
      case .submenu = entry.shown.kind, entry.shown.isEnabled
    else { return false }
    try? chooseMenuItem(at: path)
    return true
  }

  /// Closes the deepest open submenu (Left), keeping the keyboard on its item; `false` at
  /// the menu's first level.
  @_spi(TrellisHost) @discardableResult public func leaveMenuSubmenu() -> Bool {
    guard var opening = node.holdsMenu ? node.menuOpening.get() : nil, opening.path.count > 1
    else { return false }
    opening.path.removeLast()
    node.menuOpening.set(opening)
    return true
  }

  /// Chooses the item the keyboard is on (Return).
  @_spi(TrellisHost) public func chooseHighlightedMenuItem() throws {
    guard let path = openMenuPath else { return }
    try chooseMenuItem(at: path)
  }

  /// A tap on a menu's button: runs its primary action, or opens (or closes) its list.
  func tapMenu(primaryAction: (@MainActor () -> Void)?) throws {
    if let primaryAction {
      try checkMenuUsable(node, "Menu \"\(text)\"")
      closeMenu()
      primaryAction()
    } else if isMenuOpen {
      closeMenu()
    } else {
      try openMenu()
    }
  }

  /// The items of the level that `path` leads to (`[]`: the menu's own).
  private func entries(at path: ArraySlice<Int>) -> [_MenuEntry] {
    var level = node.menuEntries.map(\.shown)
    for index in path {
      guard level.indices.contains(index) else { return [] }
      level = level[index].children
    }
    return level
  }

  /// The next item from `index` by `step` that can be chosen and is enabled.
  private static func nextChoosable(in entries: [_MenuNodeEntry], from index: Int, step: Int)
    -> Int?
  {
    nextChoosable(in: entries.map(\.shown), from: index, step: step)
  }

  private static func nextChoosable(in entries: [_MenuEntry], from index: Int, step: Int)
    -> Int?
  {
    guard step != 0 else { return nil }
    // From past either end (the items changed while the menu was open), the first step
    // lands on the nearest end.
    var next = min(max(index, -1), entries.count) + step
    while entries.indices.contains(next) {
      if entries[next].isChoosable && entries[next].isEnabled { return next }
      next += step
    }
    return nil
  }

  /// A menu can be used while alive, enabled, and not behind a sheet or alert (its own
  /// open list, presented over everything, does not count).
  private func checkMenuUsable(_ holder: _ViewNode, _ what: String) throws {
    guard holder.isAlive else { throw ActionError.gone(what) }
    if let front = core.frontPresentation, front.isAlive, !holder.isInSubtree(of: front),
      !(front.view is _MenuPopup)
    {
      throw ActionError.notApplicable(
        "\(what) is behind a presented sheet or alert; dismiss it first")
    }
    guard holder.isEnabled else { throw ActionError.disabled(what) }
  }
}

extension HostCore {
  /// The menu (or view with a context menu) whose list is open in front of everything, if
  /// one is: keys and clicks go to it.
  @_spi(TrellisHost) public var openMenu: HostElement? {
    update()
    guard let popup = frontPresentation, popup.isAlive, popup.view is _MenuPopup,
      let holder = popup.parent
    else { return nil }
    return HostElement(node: holder, frame: engine?.frame(of: holder) ?? .zero, core: self)
  }

  /// Where the open menu's list is, in points.
  @_spi(TrellisHost) public var openMenuListFrame: CGRect? {
    update()
    guard let popup = frontPresentation, popup.view is _MenuPopup else { return nil }
    return engine?.frame(of: popup)
  }
}
