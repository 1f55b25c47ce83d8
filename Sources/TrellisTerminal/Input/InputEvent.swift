/// Something the terminal reported: a key, a mouse action, a paste, a focus change, a resize,
/// or the program's return to the terminal after a stop.
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
  /// The program was continued after a stop (Ctrl-Z and `fg`, or SIGTSTP and SIGCONT from
  /// outside) and has the terminal again, at this size: its contents are unknown, so draw
  /// everything.
  case resumed(TerminalSize)
}
