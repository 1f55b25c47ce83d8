internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// The keys of a scene's commands in the terminal: F10 opens the menu bar's first menu, F1
/// (or `?` outside a text field) lists every command with its key, and a command's shortcut
/// runs it from anywhere in the window.
extension _TerminalInput {
  /// What a key does with the scene's commands; `nil` when the key goes on to the window.
  func handleCommandKeys(_ key: KeyEvent) -> Outcome? {
    // Ctrl-C stays the terminal's interrupt, which quits: never the Edit menu's Copy.
    let isInterrupt = key.modifiers == .control && key.key == .character("c")
    guard core.commandsElement != nil else {
      // Without a menu bar, the Edit menu's keys still undo, redo, cut and paste.
      guard !isInterrupt, let press = _TerminalKeyPress.keyPress(for: key),
        core.performCommandShortcut(press)
      else { return nil }
      return Outcome.none
    }
    if core.isCommandsHelpShown {
      // Any key closes the list (Ctrl-C still quits).
      if key.modifiers == .control, key.key == .character("c") { return nil }
      core.isCommandsHelpShown = false
      return Outcome.none
    }
    guard core.openMenu == nil else { return nil }
    if Self.isHelpKey(key, focused: core.focused?.kind) {
      core.isCommandsHelpShown = true
      return Outcome.none
    }
    if key.key == .function(10), key.modifiers.isEmpty {
      core.openCommandMenu(0)
      return Outcome.none
    }
    if !isInterrupt, let press = _TerminalKeyPress.keyPress(for: key),
      core.performCommandShortcut(press)
    {
      return Outcome.none
    }
    return nil
  }

  /// F1, or `?` while no text field has focus (where it is typed).
  static func isHelpKey(_ key: KeyEvent, focused: HostElement.Kind?) -> Bool {
    if key.key == .function(1), key.modifiers.isEmpty { return true }
    let inField = focused == .textField || focused == .secureField
    return key.key == .character("?") && key.modifiers.isDisjoint(with: [.control, .alt, .meta])
      && !inField
  }
}
