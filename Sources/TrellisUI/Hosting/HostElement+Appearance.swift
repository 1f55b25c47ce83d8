/// A colour as a host with its own drawing sees it: red, green, blue and opacity between 0
/// and 1. Named colours (`.red`, `.accentColor`...) arrive already resolved.
@_spi(TrellisHost) public struct HostColor: Equatable, Sendable {
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
@_spi(TrellisHost) public struct HostTextStyle: Equatable {
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

extension HostColor {
  /// The components of `color`; `nil` for the colours that mean the host's default foreground
  /// (`primary`, `clear`) or a level of it (`secondary`).
  init?(_ color: Color) {
    switch color.kind {
    case .named(let name):
      guard let rgb = Self.system[name] else { return nil }
      self.init(
        red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
        blue: Double(rgb & 0xFF) / 255)
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
  /// The style of a `Text`; `nil` for other views.
  @_spi(TrellisHost) public var textStyle: HostTextStyle? {
    guard let text = node.view as? Text else { return nil }
    let environment = node.environment
    let emphasis = environment.emphasis
    let font = text.font ?? environment.font
    let fontStyle = font.flatMap(HostFont.TextStyle.init)
    let isBold = text.isBold || emphasis.bold || font?.isBold == true
    // A colour on the text itself replaces the surrounding foreground, level included.
    let color = text.color ?? environment.foregroundColor
    let isSecondary =
      text.color.map { $0 == .secondary } ?? (emphasis.secondary || color == .secondary)
    return HostTextStyle(
      weight: isBold ? .bold : fontStyle?.weight ?? .regular,
      italic: text.isItalic || emphasis.italic || font?.isItalic == true,
      isSecondary: isSecondary, foreground: color.flatMap(HostColor.init), textStyle: fontStyle)
  }

  /// Whether the view is a `Divider`.
  @_spi(TrellisHost) public var isDivider: Bool { node.view is Divider }

  /// Whether a divider runs down a row (in an `HStack`) rather than across a column.
  @_spi(TrellisHost) public var isVerticalDivider: Bool {
    isDivider && node.parentStackAxis == .horizontal
  }
}
