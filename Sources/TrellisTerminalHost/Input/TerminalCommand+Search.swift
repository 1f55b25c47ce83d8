internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

extension _TerminalCommand {
  /// Where focus is with respect to a searchable view's search area.
  enum SearchRole: Equatable {
    case none
    /// The search field.
    case field
    /// One of the suggestions under it.
    case suggestion
  }

  /// The search and refresh keys: F5 or Ctrl-R refreshes, wherever focus is; `/` and Ctrl-F
  /// focus the search field when focus is not in a text field (where they type a slash and
  /// move the caret); in the search field Escape ends the search and Down goes to the
  /// suggestions; on a suggestion Up and Down move through them (Up from the first back to
  /// the field) and Escape ends the search. `nil` for every other key.
  static func searchCommand(
    for event: KeyEvent, focused: HostElement.Kind?, search: SearchRole
  ) -> _TerminalCommand? {
    let modifiers = event.modifiers
    let control = modifiers.contains(.control)
    let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
    if event.key == .function(5) && plain { return .refresh }
    if case .character(let character) = event.key, control,
      modifiers.isDisjoint(with: [.alt, .meta]), character.lowercased() == "r"
    {
      return .refresh
    }
    let inField = focused == .textField || focused == .secureField
    if !inField, case .character(let character) = event.key {
      if character == "/" && plain { return .focusSearch }
      if character.lowercased() == "f" && control && modifiers.isDisjoint(with: [.alt, .meta]) {
        return .focusSearch
      }
    }
    switch (search, event.key) {
    case (.field, .escape), (.suggestion, .escape): return .dismissSearch
    case (.field, .down) where plain: return .focusNext
    case (.suggestion, .down) where plain: return .focusNext
    case (.suggestion, .up) where plain: return .focusPrevious
    default: return nil
    }
  }
}
