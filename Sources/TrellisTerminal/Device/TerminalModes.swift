/// The control sequences that switch terminal modes on and off.
public enum TerminalModes {
  /// Switches to the alternate screen, saving the main one (DEC mode 1049).
  public static let enterAlternateScreen = bytes("\u{1B}[?1049h")
  /// Returns to the main screen as it was.
  public static let leaveAlternateScreen = bytes("\u{1B}[?1049l")
  /// Shows the cursor (DEC mode 25).
  public static let showCursor = bytes("\u{1B}[?25h")
  /// Hides the cursor.
  public static let hideCursor = bytes("\u{1B}[?25l")
  /// Reports clicks, drags and the wheel in the SGR encoding (modes 1000, 1002 and 1006).
  public static let enableMouse = bytes("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
  /// Stops mouse reports (moves without a button too).
  public static let disableMouse = bytes(
    "\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
  /// Reports the mouse's moves with no button held too (mode 1003), for hovering.
  public static let enableMotion = bytes("\u{1B}[?1003h")
  /// Stops reporting moves with no button held; drags are still reported (mode 1002).
  public static let disableMotion = bytes("\u{1B}[?1003l")
  /// Wraps pasted text in markers, so it arrives as one paste (mode 2004).
  public static let enableBracketedPaste = bytes("\u{1B}[?2004h")
  /// Stops marking pastes.
  public static let disableBracketedPaste = bytes("\u{1B}[?2004l")
  /// Reports when the window gains and loses focus (mode 1004).
  public static let enableFocusEvents = bytes("\u{1B}[?1004h")
  /// Stops focus reports.
  public static let disableFocusEvents = bytes("\u{1B}[?1004l")
  /// Resets colours and attributes to the terminal's defaults.
  public static let resetStyle = bytes("\u{1B}[m")

  private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
