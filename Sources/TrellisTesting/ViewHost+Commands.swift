@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// One item of the app's menu bar (`commands`), read and run as a person would from the
  /// menu or with its shortcut.
  @MainActor
  public struct Command: @MainActor CustomStringConvertible {
    let core: HostCore
    /// The menu's index in the menu bar, then the item's path in it.
    let menu: Int
    let path: [Int]
    let entry: _MenuEntry

    /// The text of its label.
    public var title: String { entry.title }
    /// Whether it can be chosen (no `.disabled(true)` on it); a disabled command's shortcut
    /// does nothing.
    public var isEnabled: Bool { entry.isEnabled }
    /// Its `keyboardShortcut`, if it has one.
    public var shortcut: KeyboardShortcut? { entry.shortcut }
    /// A toggle's (or a picker option's) state; `nil` for a button.
    public var isOn: Bool? {
      if case .toggle(let isOn) = entry.kind { return isOn }
      return nil
    }

    /// Chooses the item, as a click in the menu does: its action runs. Throws when it is
    /// disabled.
    public func perform() throws {
      do {
        try core.performCommand(menu: menu, path: path)
      } catch let error as HostElement.ActionError {
        switch error {
        case .disabled(let what): throw ViewHostError.disabled(what)
        case .notApplicable(let what): throw ViewHostError.notApplicable(what)
        case .gone(let what): throw ViewHostError.gone(what)
        }
      }
      core.update()
    }

    /// Chooses the item, as ``perform()`` does.
    public func tap() throws { try perform() }

    /// The item's title.
    public var description: String { title }
  }

  /// The titles of the app's menus, in the menu bar's order: the standard menus with items
  /// (the app's, File, Edit, Format, View), the app's `CommandMenu`s, then Window and Help.
  /// Empty when the app declares no commands.
  public var menuBar: [String] { core.commandMenus.map(\.title) }

  /// The items of the menu titled `menu`, as ``ViewHost/Element/MenuItem``s (separators and
  /// headers included); throws when there is no such menu.
  public func commandMenuItems(_ menu: String) throws -> [Element.MenuItem] {
    let menus = core.commandMenus
    guard let found = menus.first(where: { $0.title == menu }) else {
      throw ViewHostError.notFound(
        "a menu titled \"\(menu)\" in the menu bar \(menus.map(\.title))")
    }
    return found.entries.map(Element.MenuItem.init)
  }

  /// The command titled with the last of `items` in the menu titled `menu`, inside the
  /// submenus titled with the others.
  ///
  /// ```swift
  /// let pin = try host.command("Note", "Pin")
  /// #expect(pin.shortcut == KeyboardShortcut("p"))
  /// try pin.perform()
  /// ```
  public func command(_ menu: String, _ items: String...) throws -> Command {
    let menus = core.commandMenus
    guard let menuIndex = menus.firstIndex(where: { $0.title == menu }) else {
      throw ViewHostError.notFound(
        "a menu titled \"\(menu)\" in the menu bar \(menus.map(\.title))")
    }
    var level = menus[menuIndex].entries
    var path: [Int] = []
    var entry: _MenuEntry?
    for title in items {
      guard let index = level.firstIndex(where: { $0.title == title && $0.isChoosable }) else {
        throw ViewHostError.notFound(
          "an item \"\(title)\" in menu \"\(menu)\"; it has \(level.filter(\.isChoosable).map(\.title))"
        )
      }
      path.append(index)
      entry = level[index]
      level = level[index].children
    }
    guard let entry else { throw ViewHostError.notFound("an item of menu \"\(menu)\": none named") }
    return Command(core: core, menu: menuIndex, path: path, entry: entry)
  }

  /// Presses `key` with `modifiers` as a keyboard shortcut: the focused view's `onKeyPress`
  /// actions first, then the app's command with that shortcut (Command and Control are the
  /// same key on Linux), unless the focused text field keeps the key for its editing.
  /// Returns whether something handled it; a disabled command's shortcut does nothing.
  @discardableResult
  public func pressShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Bool {
    let press = KeyPress(
      phase: .down, key: key, characters: String(key.character), modifiers: modifiers)
    core.update()
    if core.pressKey(press) { return true }
    return core.performCommandShortcut(press)
  }

  /// Presses `shortcut`, as ``pressShortcut(_:modifiers:)`` does.
  @discardableResult
  public func pressShortcut(_ shortcut: KeyboardShortcut) -> Bool {
    pressShortcut(shortcut.key, modifiers: shortcut.modifiers)
  }
}
