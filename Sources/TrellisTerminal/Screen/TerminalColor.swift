/// A colour a terminal cell can have.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 standard colours, 0-7 normal and 8-15 bright, as the user's palette
  /// shows them.
  case ansi(UInt8)
  /// An entry of the 256-colour palette: 0-15 the standard colours, 16-231 a 6x6x6 cube,
  /// 232-255 a grey ramp.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// Black (0).
  public static let black = TerminalColor.ansi(0)
  /// Red (1).
  public static let red = TerminalColor.ansi(1)
  /// Green (2).
  public static let green = TerminalColor.ansi(2)
  /// Yellow (3).
  public static let yellow = TerminalColor.ansi(3)
  /// Blue (4).
  public static let blue = TerminalColor.ansi(4)
  /// Magenta (5).
  public static let magenta = TerminalColor.ansi(5)
  /// Cyan (6).
  public static let cyan = TerminalColor.ansi(6)
  /// White, which most palettes show as light grey (7).
  public static let white = TerminalColor.ansi(7)
  /// Bright black, usually dark grey (8).
  public static let brightBlack = TerminalColor.ansi(8)
  /// Bright white (15).
  public static let brightWhite = TerminalColor.ansi(15)
}
