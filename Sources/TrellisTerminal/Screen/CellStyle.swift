/// How a cell's grapheme is drawn: text attributes and colours.
public struct CellStyle: Hashable, Sendable {
  /// Text attributes a terminal can show.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt8

    /// Makes a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Faint text, used for disabled controls.
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic text.
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let inverse = Attributes(rawValue: 1 << 4)
    /// Text struck through with a line.
    public static let strikethrough = Attributes(rawValue: 1 << 5)
  }

  /// The attributes set.
  public var attributes: Attributes
  /// The text colour.
  public var foreground: TerminalColor
  /// The cell's background colour.
  public var background: TerminalColor

  /// Makes a style.
  /// - Parameters:
  ///   - attributes: The attributes; none by default.
  ///   - foreground: The text colour; the terminal's default by default.
  ///   - background: The background; the terminal's default by default.
  public init(
    attributes: Attributes = [],
    foreground: TerminalColor = .default,
    background: TerminalColor = .default
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// Plain text in the terminal's default colours.
  public static let plain = CellStyle()
}
