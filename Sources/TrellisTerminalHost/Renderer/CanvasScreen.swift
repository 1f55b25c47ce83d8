internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// Turns the canvas that layouts draw into a TrellisTerminal `Screen`: graphemes with their
/// widths, attributes (dim for disabled controls, inverse for the focused one) and colours.
enum _CanvasScreen {
  /// The screen showing `canvas`, cell for cell, its graphemes measured by `widths` (as the
  /// canvas was drawn).
  static func screen(from canvas: _Canvas, widths: WidthProfile = .standard)
    -> TrellisTerminal.Screen
  {
    var screen = TrellisTerminal.Screen(
      columns: canvas.size.width, rows: canvas.size.height, widths: widths)
    copy(rows: 0..<canvas.size.height, of: canvas, into: &screen, widths: widths)
    return screen
  }

  /// Brings the cells of `spans` of `screen` (the screen of an earlier `canvas` of the same
  /// size) up to date with `canvas`. Each span holds whole graphemes.
  static func update(
    _ screen: inout TrellisTerminal.Screen, spans: [_CellSpan], from canvas: _Canvas,
    widths: WidthProfile
  ) {
    for span in spans {
      screen.fill(columns: span.columns, rows: span.row..<(span.row + 1))
      copy(
        rows: span.row..<(span.row + 1), columns: span.columns, of: canvas, into: &screen,
        widths: widths)
    }
  }

  /// Sets the cells of `rows` (of `columns`, all of them by default) of a blank `screen`
  /// from `canvas`.
  private static func copy(
    rows: Range<Int>, columns: Range<Int>? = nil, of canvas: _Canvas,
    into screen: inout TrellisTerminal.Screen, widths: WidthProfile
  ) {
    let columns = (columns ?? 0..<canvas.size.width).clamped(to: 0..<canvas.size.width)
    // Neighbouring cells mostly share a style: convert each run's style once.
    var lastStyle = _Canvas.Style()
    var lastCellStyle = CellStyle.plain
    for y in rows.clamped(to: 0..<canvas.size.height) {
      for x in columns {
        let cell = canvas[x, y]
        // The right half of a wide grapheme is written by the grapheme to its left.
        // A canvas cell holds one grapheme (a base and the marks that joined it).
        guard let text = cell.grapheme, let grapheme = character(text) else { continue }
        if cell.style != lastStyle {
          lastStyle = cell.style
          lastCellStyle = style(cell.style)
        }
        screen.set(
          TrellisTerminal.Cell(grapheme, style: lastCellStyle, widths: widths), column: x, row: y)
      }
    }
  }

  /// The one grapheme a canvas cell holds; a single ASCII byte, the common case, skips
  /// grapheme breaking.
  private static func character(_ text: String) -> Character? {
    let utf8 = text.utf8
    if utf8.count == 1, let byte = utf8.first, byte < 0x80 {
      return Character(Unicode.Scalar(byte))
    }
    return text.first
  }

  /// The terminal style for a canvas style.
  static func style(_ style: _Canvas.Style) -> CellStyle {
    var attributes: CellStyle.Attributes = []
    if style.bold { attributes.insert(.bold) }
    if style.dim { attributes.insert(.dim) }
    if style.italic { attributes.insert(.italic) }
    if style.underline { attributes.insert(.underline) }
    if style.inverse { attributes.insert(.inverse) }
    if style.strikethrough { attributes.insert(.strikethrough) }
    // A fill in the primary colour is the terminal's own foreground behind the text: reverse
    // video.
    if style.background == .primary { attributes.insert(.inverse) }
    let background = style.background.flatMap { $0 == .primary ? nil : color($0) }
    return CellStyle(
      attributes: attributes, foreground: style.foreground.map(color) ?? .default,
      background: background ?? .default)
  }

  /// The terminal colour for a `Color`: named colours as the palette's, others as 24-bit
  /// (the writer maps them down to what the terminal supports).
  static func color(_ color: Color) -> TerminalColor {
    switch color.kind {
    case .named(let name):
      switch name {
      case "red": return .red
      case "green", "mint": return .green
      case "yellow", "orange", "brown": return .yellow
      case "blue", "indigo", "accent": return .blue
      case "cyan", "teal": return .cyan
      case "purple", "pink": return .magenta
      case "white": return .white
      case "black": return .black
      case "gray", "secondary": return .brightBlack
      default: return .default
      }
    case .rgb(let red, let green, let blue, _):
      return .rgb(component(red), component(green), component(blue))
    }
  }

  private static func component(_ value: Double) -> UInt8 {
    UInt8((min(1, max(0, value)) * 255).rounded())
  }
}
