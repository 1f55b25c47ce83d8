/// A colour as a host with its own drawing sees it: red, green, blue and opacity between 0
/// and 1. Named colours (`.red`, `.accentColor`...) arrive already resolved.
@_spi(TrellisHost) public struct HostColor: Hashable, Sendable {
  @_spi(TrellisHost) public var red: Double
  @_spi(TrellisHost) public var green: Double
  @_spi(TrellisHost) public var blue: Double
  @_spi(TrellisHost) public var opacity: Double

  /// A colour from its components.
  @_spi(TrellisHost) public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }
}

/// How a text is drawn: its weight, slant, hierarchical level, colour and text style, after
/// the environment (`.font`, `.bold()`, `.foregroundStyle`, a section's header...). Whether
/// the text is enabled is ``HostElement/isEnabled``; a host shows that its own way.
@_spi(TrellisHost) public struct HostTextStyle: Hashable, Sendable {
  /// From `.bold()` (on the text, its font or a container), else the text style's own.
  @_spi(TrellisHost) public var weight: HostFont.Weight
  @_spi(TrellisHost) public var italic: Bool
  /// Whether the foreground is a level below primary (`.foregroundStyle(.secondary)`, a
  /// section's footer, `Color.secondary`): drawn less prominent than the text around it.
  @_spi(TrellisHost) public var isSecondary: Bool
  /// The colour set with `.foregroundStyle`/`.foregroundColor`; `nil` for the host's default.
  @_spi(TrellisHost) public var foreground: HostColor?
  /// The font's text style; `nil` when no font, or one of a fixed size, was set.
  @_spi(TrellisHost) public var textStyle: HostFont.TextStyle?
  /// The font's size in points, when it was made with one (`.system(size:)`, `.custom`).
  @_spi(TrellisHost) public var size: Double?
  /// The family a custom font asked for.
  @_spi(TrellisHost) public var family: String?
  /// Drawn in a monospaced design.
  @_spi(TrellisHost) public var monospaced = false
  @_spi(TrellisHost) public var underline = false
  @_spi(TrellisHost) public var strikethrough = false
  /// Points added between characters (`kerning` and `tracking` together).
  @_spi(TrellisHost) public var letterSpacing: Double?
  /// Points the text is raised by.
  @_spi(TrellisHost) public var baselineOffset: Double?
  /// The fraction of its size the font is drawn at: below 1 when the host shrank the text
  /// to fit (`minimumScaleFactor(_:)`).
  @_spi(TrellisHost) public var sizeScale: Double = 1
  /// Where the text links to (Markdown's `[label](url)`).
  @_spi(TrellisHost) public var link: URL?

  /// A style; by default, the body text's.
  @_spi(TrellisHost) public init(
    weight: HostFont.Weight = .regular, italic: Bool = false, isSecondary: Bool = false,
    foreground: HostColor? = nil, textStyle: HostFont.TextStyle? = nil
  ) {
    self.weight = weight
    self.italic = italic
    self.isSecondary = isSecondary
    self.foreground = foreground
    self.textStyle = textStyle
  }
}

/// Characters of a text drawn in one style.
@_spi(TrellisHost) public struct HostTextRun: Equatable {
  @_spi(TrellisHost) public var string: String
  @_spi(TrellisHost) public var style: HostTextStyle

  @_spi(TrellisHost) public init(string: String, style: HostTextStyle) {
    self.string = string
    self.style = style
  }
}

extension HostTextStyle {
  /// The style a host draws a run in, from its attributes, its resolved style and its
  /// environment.
  init(_ attributes: _TextAttributes, _ style: _TextStyle, _ environment: EnvironmentValues) {
    let font = attributes.font ?? environment.font
    let fontStyle = font.flatMap(HostFont.TextStyle.init)
    let weight = attributes.weight ?? font?.weight ?? environment.text.weight
    // A colour on the text itself replaces the surrounding foreground, level included.
    let isSecondary =
      attributes.color.map { $0 == .secondary } ?? attributes.isSecondary
      ?? (environment.emphasis.secondary || style.color == .secondary)
    let isBold =
      attributes.isBold == true || font?.isBold == true || environment.emphasis.bold
    self.init(
      weight: isBold
        ? .bold
        : weight.map { $0.isBold ? HostFont.Weight($0) : .regular } ?? fontStyle?.weight
          ?? .regular,
      italic: style.isItalic, isSecondary: isSecondary,
      foreground: style.color.flatMap(HostColor.init), textStyle: fontStyle)
    size = font?.size.map(Double.init)
    family = font?.name
    monospaced = style.isMonospaced
    underline = style.isUnderlined
    strikethrough = style.isStrikethrough
    let text = environment.text
    let spacing =
      (attributes.kerning ?? text.kerning ?? 0) + (attributes.tracking ?? text.tracking ?? 0)
    letterSpacing = spacing == 0 ? nil : Double(spacing)
    baselineOffset = attributes.baselineOffset.map(Double.init)
    link = style.link
  }
}

extension HostFont.Weight {
  /// The host weight nearest to `weight` (for a weight heavy enough to be drawn bold).
  init(_ weight: Font.Weight) { self = weight.value >= Font.Weight.bold.value ? .bold : .semibold }
}

extension HostColor {
  /// The components of `color`; `nil` for the colours that mean the host's default foreground
  /// (`primary`, `clear`) or a level of it (`secondary`).
  @_spi(TrellisHost) public init?(_ color: Color) {
    switch color.kind {
    case .named(let name):
      guard let rgb = Self.system[name] else { return nil }
      self.init(
        red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
        blue: Double(rgb & 0xFF) / 255, opacity: color.namedOpacity)
    case .rgb(let red, let green, let blue, let opacity):
      self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
  }

  /// Apple's system colours in the light appearance, as 0xRRGGBB; the accent is the default
  /// blue. (A terminal maps the same names to its palette instead.)
  private static let system: [String: UInt32] = [
    "accent": 0x007AFF, "red": 0xFF3B30, "orange": 0xFF9500, "yellow": 0xFFCC00,
    "green": 0x34C759, "mint": 0x00C7BE, "teal": 0x30B0C7, "cyan": 0x32ADE6, "blue": 0x007AFF,
    "indigo": 0x5856D6, "purple": 0xAF52DE, "pink": 0xFF2D55, "brown": 0xA2845E,
    "white": 0xFFFFFF, "gray": 0x8E8E93, "black": 0x000000,
  ]
}

extension HostElement {
  /// The style of a `Text` (of its first run, for a text joined from several); `nil` for
  /// other views.
  @_spi(TrellisHost) public var textStyle: HostTextStyle? { textRuns?.first?.style }

  /// The runs of a `Text`, each in its own style (`Text("a").bold() + Text("b")`, Markdown),
  /// their characters as shown now; `nil` for other views.
  @_spi(TrellisHost) public var textRuns: [HostTextRun]? {
    guard let text = node.view as? Text else { return nil }
    let environment = node.environment
    let now = node.graph.textClock.now
    let shown = text.styledRuns(in: environment, at: now)
    return zip(text.runs, shown).map { source, run in
      HostTextRun(
        string: run.string, style: HostTextStyle(source.attributes, run.style, environment))
    }
  }

  /// How the lines of a multiline `Text` line up (`leading` is the left, whatever the
  /// layout direction), and the most lines it shows (`nil`: all).
  @_spi(TrellisHost) public var textLayout: (alignment: TextAlignment, lineLimit: Int?) {
    let environment = node.environment
    return (
      environment.text.alignment.drawn(in: environment.layoutDirection),
      environment.text.lineLimit
    )
  }

  /// Where a `Text` that does not fit its lines is cut (`truncationMode(_:)`).
  @_spi(TrellisHost) public var textTruncationMode: Text.TruncationMode {
    node.environment.text.truncationMode
  }

  /// Whether the view is a `Divider`.
  @_spi(TrellisHost) public var isDivider: Bool { node.view is Divider }

  /// Whether a divider runs down a row (in an `HStack`) rather than across a column.
  @_spi(TrellisHost) public var isVerticalDivider: Bool {
    isDivider && node.parentStackAxis == .horizontal
  }
}
