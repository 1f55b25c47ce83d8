/// A grid of cells that layouts draw into: each cell holds one grapheme (or is the
/// continuation of a wide one to its left) and a style. Hosts turn it into text or terminal
/// output.
struct _Canvas {
  struct Style: Hashable {
    var bold = false
    var italic = false
    var underline = false
    var dim = false
    var inverse = false
    var foreground: Color? = nil
  }

  struct Cell: Hashable {
    /// The grapheme, or `nil` for the right half of a wide grapheme.
    var grapheme: String?
    var style: Style
    static let blank = Cell(grapheme: " ", style: Style())
  }

  let size: _Size
  private(set) var cells: [Cell]
  /// Where drawing is allowed; set by containers that clip (lists, scroll views).
  var clip: _Rect

  init(size: _Size) {
    self.size = size
    cells = Array(repeating: .blank, count: max(0, size.width * size.height))
    clip = _Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  subscript(x: Int, y: Int) -> Cell {
    cells[y * size.width + x]
  }

  /// Draws `text` on one line from (x, y), cut at `maxWidth` columns and at the clip.
  /// Control characters are drawn as visible, inert symbols, never sent raw.
  /// - Returns: The number of columns drawn.
  @discardableResult
  mutating func draw(
    _ text: some StringProtocol, x: Int, y: Int, maxWidth: Int = .max, style: Style = Style()
  ) -> Int {
    guard y >= clip.y, y < clip.maxY else { return 0 }
    var column = x
    let limit = maxWidth >= clip.maxX - x ? clip.maxX : x + maxWidth
    for character in text {
      let safe = _Canvas.inert(character)
      let width = _DisplayWidth.of(safe)
      if width == 0 {
        // A combining mark joins the grapheme to its left.
        if column > x, column - 1 >= clip.x, column - 1 < limit {
          var cell = cells[y * size.width + column - 1]
          cell.grapheme = (cell.grapheme ?? "") + String(safe)
          cells[y * size.width + column - 1] = cell
        }
        continue
      }
      if column + width > limit { break }
      if column >= clip.x {
        cells[y * size.width + column] = Cell(grapheme: String(safe), style: style)
        if width == 2 { cells[y * size.width + column + 1] = Cell(grapheme: nil, style: style) }
      }
      column += width
    }
    return column - x
  }

  /// Applies `change` to the style of each cell in `rect` (within the clip).
  mutating func restyle(_ rect: _Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&cells[y * size.width + x].style) }
    }
  }

  /// Fills `rect` with `character`.
  mutating func fill(_ rect: _Rect, with character: Character, style: Style = Style()) {
    let area = rect.intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        cells[y * size.width + x] = Cell(grapheme: String(character), style: style)
      }
    }
  }

  /// The screen as plain text, one line per row, trailing spaces removed.
  var text: String {
    var lines: [String] = []
    lines.reserveCapacity(size.height)
    for y in 0..<size.height {
      var line = ""
      for x in 0..<size.width {
        if let grapheme = cells[y * size.width + x].grapheme { line += grapheme }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// A visible stand-in for control characters (C0, DEL, C1), so that text from the app's
  /// data cannot drive the terminal: ESC becomes "␛", other C0 controls their control
  /// pictures, DEL "␡", C1 controls "�".
  static func inert(_ character: Character) -> Character {
    guard let scalar = character.unicodeScalars.first else { return character }
    let value = scalar.value
    if value < 0x20 { return Character(Unicode.Scalar(0x2400 + value)!) }
    if value == 0x7F { return "␡" }
    if (0x80...0x9F).contains(value) { return "�" }
    if character.unicodeScalars.contains(where: {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
    }) {
      return "�"
    }
    return character
  }
}
