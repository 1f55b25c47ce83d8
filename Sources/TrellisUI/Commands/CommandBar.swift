/// One menu of the menu bar that a scene's commands make: its title and its items.
@MainActor
struct _CommandBarMenu {
  var title: String
  var entries: [_MenuNodeEntry]
}

extension _ViewNode {
  /// The menu bar that the commands under this node (a `_CommandsHost`) make: the standard
  /// menus that have items, each group's items in its placement's order with a separator
  /// between groups, and the `CommandMenu`s after View, in the order they were declared.
  var commandBar: [_CommandBarMenu] {
    guard children.count > 1 else { return [] }
    var found: [(slot: _CommandSlot, node: _ViewNode)] = []
    Self.collectCommandItems(children[1], into: &found)
    // A group replacing a standard one takes the place of its items.
    let replaced = Set(
      found.compactMap { item -> CommandGroupPlacement? in
        guard case .group(let placement, .replacing) = item.slot else { return nil }
        return placement
      })
    // The app's own shortcuts come first: a standard item whose shortcut the app gives one
    // of its items (a "New Note" on Ctrl+N) is shown without it.
    var taken: [KeyboardShortcut] = []
    for item in found where item.slot.isAppsOwn {
      Self.collectShortcuts(item.node.menuEntries, into: &taken)
    }
    var menus: [_CommandBarMenu] = []
    func standard(_ menu: _StandardMenu) {
      let groups = found.compactMap { item -> (Int, Int, [_MenuNodeEntry])? in
        guard case .group(let placement, let position) = item.slot, placement.menu == menu
        else { return nil }
        if position == .standard {
          guard !replaced.contains(placement) else { return nil }
          return (
            placement.order, position.rawValue,
            Self.withoutShortcuts(taken, item.node.menuEntries)
          )
        }
        return (placement.order, position.rawValue, item.node.menuEntries)
      }
      // A stable sort: groups at the same place keep the order they were declared in.
      let ordered = groups.enumerated().sorted { lhs, rhs in
        (lhs.element.0, lhs.element.1, lhs.offset) < (rhs.element.0, rhs.element.1, rhs.offset)
      }
      let entries = Self.joined(ordered.map(\.element.2))
      if !entries.isEmpty { menus.append(_CommandBarMenu(title: menu.title, entries: entries)) }
    }
    for menu in [_StandardMenu.app, .file, .edit, .format, .view] { standard(menu) }
    for item in found where item.slot == .menu {
      let entries = item.node.menuEntries
      guard !entries.isEmpty else { continue }
      menus.append(
        _CommandBarMenu(title: item.node.children.first?.textContent ?? "", entries: entries))
    }
    standard(.window)
    standard(.help)
    return menus
  }

  /// The menu bar as a menu's items: one submenu per menu.
  var commandBarEntries: [_MenuNodeEntry] {
    commandBar.map { menu in
      _MenuNodeEntry(
        shown: _MenuEntry(
          title: menu.title, kind: .submenu(menu.entries.map(\.shown)), isEnabled: true,
          isDestructive: false),
        perform: nil, children: menu.entries)
    }
  }

  /// Every menu and command, as the list the terminal's help key shows: each menu's title
  /// as a header, then its items with their submenus' items after them.
  var commandsHelpEntries: [_MenuEntry] {
    var entries: [_MenuEntry] = []
    func add(_ items: [_MenuEntry], prefix: String) {
      for item in items {
        switch item.kind {
        case .separator, .header: continue
        case .submenu(let children): add(children, prefix: prefix + item.title + " ▸ ")
        case .action, .toggle:
          var shown = item
          shown.title = prefix + item.title
          entries.append(shown)
        }
      }
    }
    for (index, menu) in commandBar.enumerated() {
      if index > 0 {
        entries.append(
          _MenuEntry(title: "", kind: .separator, isEnabled: false, isDestructive: false))
      }
      entries.append(
        _MenuEntry(title: menu.title, kind: .header, isEnabled: false, isDestructive: false))
      add(menu.entries.map(\.shown), prefix: "")
    }
    return entries
  }

  /// The enabled command whose shortcut `press` is, searched through every menu and submenu;
  /// `nil` when there is none (a disabled command's shortcut finds nothing).
  func command(for press: KeyPress) -> _MenuNodeEntry? {
    func search(_ entries: [_MenuNodeEntry]) -> _MenuNodeEntry? {
      for entry in entries {
        if case .submenu = entry.shown.kind {
          guard entry.shown.isEnabled, let found = search(entry.children) else { continue }
          return found
        }
        if let shortcut = entry.shown.shortcut, _CommandShortcut.matches(shortcut, press) {
          return entry.shown.isEnabled ? entry : nil
        }
      }
      return nil
    }
    for menu in commandBar {
      if let found = search(menu.entries) { return found }
    }
    return nil
  }

  private static func collectShortcuts(
    _ entries: [_MenuNodeEntry], into shortcuts: inout [KeyboardShortcut]
  ) {
    for entry in entries {
      if let shortcut = entry.shown.shortcut { shortcuts.append(shortcut) }
      collectShortcuts(entry.children, into: &shortcuts)
    }
  }

  /// `entries` with the shortcuts in `taken` taken off (the same key on Linux).
  private static func withoutShortcuts(_ taken: [KeyboardShortcut], _ entries: [_MenuNodeEntry])
    -> [_MenuNodeEntry]
  {
    guard !taken.isEmpty else { return entries }
    return entries.map { entry in
      var entry = entry
      if let shortcut = entry.shown.shortcut,
        taken.contains(where: { _CommandShortcut.isSameKey($0, shortcut) })
      {
        entry.shown.shortcut = nil
      }
      return entry
    }
  }

  private static func collectCommandItems(
    _ node: _ViewNode, into found: inout [(slot: _CommandSlot, node: _ViewNode)]
  ) {
    if let items = node.view as? any _CommandItemsMarker {
      found.append((items.slot, node))
      return
    }
    for child in node.children { collectCommandItems(child, into: &found) }
  }

  /// Groups of items one after the other, a separator between two that have items.
  private static func joined(_ groups: [[_MenuNodeEntry]]) -> [_MenuNodeEntry] {
    var entries: [_MenuNodeEntry] = []
    for group in groups where !group.isEmpty {
      if !entries.isEmpty {
        entries.append(
          _MenuNodeEntry(
            shown: _MenuEntry(title: "", kind: .separator, isEnabled: false, isDestructive: false)
          ))
      }
      entries.append(contentsOf: group)
    }
    return entries
  }
}

/// How a command's shortcut is pressed on Linux, and which keys a focused text field keeps.
@_spi(TrellisHost) public enum _CommandShortcut {
  /// Whether `press` is `shortcut`: Command stands for Control (as GTK's `<Primary>` does on
  /// Linux), letters match in either case, and Caps Lock, the keypad and Fn do not count.
  @_spi(TrellisHost) public static func matches(_ shortcut: KeyboardShortcut, _ press: KeyPress)
    -> Bool
  {
    normalized(shortcut.modifiers) == normalized(press.modifiers)
      && String(shortcut.key.character).lowercased() == String(press.key.character).lowercased()
  }

  /// Whether two shortcuts are the same key on Linux (Command as Control).
  static func isSameKey(_ lhs: KeyboardShortcut, _ rhs: KeyboardShortcut) -> Bool {
    normalized(lhs.modifiers) == normalized(rhs.modifiers)
      && String(lhs.key.character).lowercased() == String(rhs.key.character).lowercased()
  }

  /// The modifiers Linux tells apart: Command as Control.
  @_spi(TrellisHost) public static func normalized(_ modifiers: EventModifiers) -> EventModifiers {
    var result = modifiers.intersection([.shift, .control, .option, .command])
    if result.contains(.command) {
      result.remove(.command)
      result.insert(.control)
    }
    return result
  }

  /// Whether a focused text field keeps `press` for its editing rather than a command
  /// having it: typing (no modifier but Shift), and the readline keys the fields use
  /// (Control-A, B, D, E, F, K, U, W; Option-B, F).
  @_spi(TrellisHost) public static func textFieldKeeps(_ press: KeyPress) -> Bool {
    let modifiers = normalized(press.modifiers)
    if modifiers.subtracting(.shift).isEmpty { return true }
    let key = String(press.key.character).lowercased()
    if modifiers == .control { return ["a", "b", "d", "e", "f", "k", "u", "w"].contains(key) }
    if modifiers == .option { return ["b", "f"].contains(key) }
    return false
  }

  /// How a shortcut reads in a menu or a list of keys: `Ctrl+Shift+S`, `F5`, `Ctrl+Return`.
  @_spi(TrellisHost) public static func label(_ shortcut: KeyboardShortcut) -> String {
    let modifiers = normalized(shortcut.modifiers)
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.option) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    parts.append(keyName(shortcut.key))
    return parts.joined(separator: "+")
  }

  private static func keyName(_ key: KeyEquivalent) -> String {
    switch key {
    case .return: return "Return"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .space: return "Space"
    case .delete: return "Backspace"
    case .deleteForward: return "Delete"
    case .upArrow: return "Up"
    case .downArrow: return "Down"
    case .leftArrow: return "Left"
    case .rightArrow: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    default:
      for number in 1...20 where KeyEquivalent.function(number) == key { return "F\(number)" }
      return String(key.character).uppercased()
    }
  }
}
