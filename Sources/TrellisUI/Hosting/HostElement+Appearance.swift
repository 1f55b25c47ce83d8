/// A colour as a host with its own drawing sees it: one of the named colours of ``Color``
/// (`"red"`, `"primary"`, `"accent"`...), or components between 0 and 1.
@_spi(TrellisHost) public enum HostColor: Equatable {
  case named(String)
  case rgb(red: Double, green: Double, blue: Double, opacity: Double)
}

/// How a text is drawn: its weight, slant, emphasis and colour, after the environment
/// (`.font`, `.bold()`, `.foregroundStyle`, a section's header...) and `.disabled`.
@_spi(TrellisHost) public struct HostTextStyle: Equatable {
  @_spi(TrellisHost) public var bold = false
  @_spi(TrellisHost) public var italic = false
  /// Secondary text, captions, disabled text: drawn less prominent.
  @_spi(TrellisHost) public var dim = false
  @_spi(TrellisHost) public var foreground: HostColor?
  /// The font's text style (`"title"`, `"caption"`, `"body"`...), if one was set.
  @_spi(TrellisHost) public var textStyle: String?

  /// A style; by default, the body text's.
  @_spi(TrellisHost) public init(
    bold: Bool = false, italic: Bool = false, dim: Bool = false, foreground: HostColor? = nil,
    textStyle: String? = nil
  ) {
    self.bold = bold
    self.italic = italic
    self.dim = dim
    self.foreground = foreground
    self.textStyle = textStyle
  }
}

extension HostColor {
  init(_ color: Color) {
    switch color.kind {
    case .named(let name): self = .named(name)
    case .rgb(let red, let green, let blue, let opacity):
      self = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }
  }
}

extension HostElement {
  /// The style of a `Text`; `nil` for other views.
  @_spi(TrellisHost) public var textStyle: HostTextStyle? {
    guard let text = node.view as? Text else { return nil }
    var cell = _Canvas.Style()
    _TextStyling.apply(node.environment, to: &cell)
    let font = text.font ?? node.environment.font
    font?.apply(to: &cell)
    if text.isBold { cell.bold = true }
    if text.isItalic { cell.italic = true }
    if let color = text.color { cell.foreground = color }
    if !node.isEnabled { cell.dim = true }
    return HostTextStyle(
      bold: cell.bold, italic: cell.italic, dim: cell.dim,
      foreground: cell.foreground.map(HostColor.init), textStyle: font.map { "\($0.style)" })
  }

  /// Whether the view is a `Divider`.
  @_spi(TrellisHost) public var isDivider: Bool { node.view is Divider }

  /// Whether a divider runs down a row (in an `HStack`) rather than across a column.
  @_spi(TrellisHost) public var isVerticalDivider: Bool {
    isDivider && node.parentStackAxis == .horizontal
  }
}
