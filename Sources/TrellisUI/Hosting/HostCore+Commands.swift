import Foundation

/// One menu of a scene's menu bar as a host shows it.
@_spi(TrellisHost) public struct _CommandMenuItem: Equatable, Sendable {
  /// The menu's title.
  @_spi(TrellisHost) public var title: String
  /// Its items; each button's and toggle's shortcut is in its entry.
  @_spi(TrellisHost) public var entries: [_MenuEntry]
}

/// What hosts read of a scene's commands and do with them: the menu bar, choosing an item,
/// a shortcut pressed anywhere in the window, the terminal's open menu and its list of keys.
extension HostCore {
  /// The node of the commands' host around the window's content, if the scene has commands.
  var commandsHostNode: _ViewNode? {
    var current: _ViewNode? = graph.root
    while let node = current {
      if node.view is any _CommandsHostMarker { return node }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    return nil
  }

  /// The scene's menu bar: each menu with items, in order; empty without commands.
  @_spi(TrellisHost) public var commandMenus: [_CommandMenuItem] {
    update()
    return commandsHostNode?.commandBar.map {
      _CommandMenuItem(title: $0.title, entries: $0.entries.map(\.shown))
    } ?? []
  }

  /// The element whose menu is the menu bar (its items one submenu per menu): the terminal
  /// opens its list, moves through it and chooses in it as in a `Menu`'s.
  @_spi(TrellisHost) public var commandsElement: HostElement? {
    update()
    guard let node = commandsHostNode else { return nil }
    return HostElement(node: node, frame: engine?.frame(of: node) ?? .zero, core: self)
  }

  /// Runs the item at `path` (its index in the menu, then in each submenu) of the menu at
  /// `menu`; a disabled item, a separator, a header or a submenu throws.
  @_spi(TrellisHost) public func performCommand(menu: Int, path: [Int]) throws {
    guard let element = commandsElement else {
      throw HostElement.ActionError.notApplicable("the scene has no commands")
    }
    let entries = element.node.menuEntries
    guard entries.indices.contains(menu) else {
      throw HostElement.ActionError.notApplicable(
        "the menu bar has no menu at \(menu); its menus are \(entries.map(\.shown.title))")
    }
    guard let item = _MenuNodeEntry.at([menu] + path, in: entries), item.perform != nil else {
      throw HostElement.ActionError.notApplicable(
        "the item at \(path) of menu \(entries[menu].shown.title) is not a command")
    }
    try element.chooseMenuItem(at: [menu] + path)
  }

  /// Runs the enabled command whose shortcut `press` is, unless a sheet or alert is in
  /// front or the focused text field keeps the key for its editing. Returns whether a command
  /// ran: a disabled command's shortcut does nothing, and the key goes on as any other. A
  /// scene without commands still answers the Edit menu's keys (HostCore+EditShortcuts.swift).
  @_spi(TrellisHost) public func performCommandShortcut(_ press: KeyPress) -> Bool {
    update()
    guard presentations.isEmpty else { return false }
    guard let host = commandsHostNode else { return performStandardEditShortcut(press) }
    if let focused, focused.kind == .textField || focused.kind == .secureField,
      _CommandShortcut.textFieldKeeps(press)
    {
      return false
    }
    guard let command = host.command(for: press), let perform = command.perform else {
      return false
    }
    perform()
    update()
    return true
  }

  /// Opens the menu bar's menu at `index` as a list the host draws at the window's top
  /// leading corner, on its first item that can be chosen.
  @_spi(TrellisHost) public func openCommandMenu(_ index: Int = 0) {
    guard let host = commandsHostNode else { return }
    let menus = host.menuEntries
    guard menus.indices.contains(index) else { return }
    let first = menus[index].children.firstIndex { $0.shown.isChoosable && $0.shown.isEnabled }
    host.menuOpening.set(_MenuOpening(path: [index] + (first.map { [$0] } ?? []), anchor: nil))
    update()
  }

  /// Moves the open menu bar's list to the menu before or after the open one (Left and
  /// Right at a menu's first level), round the ends.
  @_spi(TrellisHost) public func moveCommandMenu(by offset: Int) {
    guard let host = commandsHostNode, let open = host.menuOpening.get(),
      let current = open.path.first
    else { return }
    let count = host.menuEntries.count
    guard count > 0 else { return }
    openCommandMenu(((current + offset) % count + count) % count)
  }

  /// Whether the list of every menu and command (the terminal's help key) is shown.
  @_spi(TrellisHost) public var isCommandsHelpShown: Bool {
    get { commandsHostNode?.commandsHelp.get() ?? false }
    set {
      guard let host = commandsHostNode, host.commandsHelp.get() != newValue else { return }
      host.commandsHelp.set(newValue)
      update()
    }
  }
}

extension HostElement {
  /// Whether this is the menu bar's element (``HostCore/commandsElement``), whose list's
  /// first level is the menus.
  @_spi(TrellisHost) public var isCommandBar: Bool { node.view is any _CommandsHostMarker }
}
