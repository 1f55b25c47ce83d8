/// Something the terminal reported: a key, a mouse action, a paste, a focus change or a resize.
public enum InputEvent: Hashable, Sendable {
  /// A key press; printable text arrives as one event per grapheme.
  case key(KeyEvent)
  /// A mouse action.
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste was on, as one event however long it is.
  case paste(String)
  /// The terminal window gained focus.
  case focusIn
  /// The terminal window lost focus.
  case focusOut
  /// The terminal changed size.
  case resize(TerminalSize)
}
