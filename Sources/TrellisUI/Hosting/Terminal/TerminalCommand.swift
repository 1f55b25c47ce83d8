internal import TrellisTerminal

/// What a key press asks the terminal host to do, decided from the key and the kind of
/// control that has focus; no terminal or graph involved, so it is tested on its own.
enum _TerminalCommand: Equatable {
  /// Tab: focus the next control in reading order.
  case focusNext
  /// Shift-Tab: focus the previous control.
  case focusPrevious
  /// Enter or Space on a button, toggle or stepper: press it.
  case press
  /// Enter in a text field: submit it.
  case submit
  /// Text typed into the focused field.
  case insert(String)
  /// Backspace in a text field.
  case deleteBackward
  /// Scroll the list or scroll view under focus by this many steps (back when negative).
  case scroll(Int)
  /// Escape: dismiss the frontmost sheet or alert.
  case dismiss
  /// Ctrl-C: quit, restoring the terminal.
  case quit
  /// Nothing to do.
  case ignore

  /// How far PageUp and PageDown scroll.
  static let page = 10

  /// The command for `event` while a control of `focused` kind (or none) has focus.
  static func command(for event: KeyEvent, focused: HostElement.Kind?) -> _TerminalCommand {
    let isField = focused == .textField || focused == .secureField
    let modifiers = event.modifiers
    switch event.key {
    case .character(let character):
      if modifiers.contains(.control) {
        return character == "c" || character == "C" ? .quit : .ignore
      }
      if modifiers.contains(.alt) || modifiers.contains(.meta) { return .ignore }
      if isField { return .insert(String(character)) }
      if character == " ", let focused, focused != .other { return .press }
      return .ignore
    case .tab:
      return modifiers.contains(.shift) ? .focusPrevious : .focusNext
    case .enter:
      if isField { return .submit }
      if let focused, focused != .other, focused != .slider { return .press }
      return .ignore
    case .backspace:
      return isField ? .deleteBackward : .ignore
    case .escape:
      return .dismiss
    case .up: return .scroll(-1)
    case .down: return .scroll(1)
    case .pageUp: return .scroll(-page)
    case .pageDown: return .scroll(page)
    default:
      return .ignore
    }
  }
}

/// Moving focus through the controls in reading order.
enum _FocusOrder {
  /// The index to focus among `count` controls after the one at `current` (or before it,
  /// `backward`), wrapping around; `nil` when there are none. With nothing focused, Tab
  /// starts at the first control and Shift-Tab at the last.
  static func next(count: Int, current: Int?, backward: Bool) -> Int? {
    guard count > 0 else { return nil }
    guard let current, current >= 0, current < count else { return backward ? count - 1 : 0 }
    return backward ? (current - 1 + count) % count : (current + 1) % count
  }

  /// Whether an element takes keyboard focus: an enabled control.
  @MainActor static func isFocusable(_ element: HostElement) -> Bool {
    element.kind != .other && element.isEnabled
  }
}
