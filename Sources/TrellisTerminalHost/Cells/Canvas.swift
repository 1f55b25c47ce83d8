@_spi(TrellisHost) import TrellisUI

/// A grid of cells that layouts draw into: each cell holds one grapheme (or is the
/// continuation of a wide one to its left) and a style. A grapheme takes as many cells as the
/// terminal gives it columns (see `_DisplayWidth`). Hosts turn it into text or terminal
/// output.
struct _Canvas {
  struct Style: Hashable {
    var bold = false
    var italic = false
    var underline = false
    var dim = false
    var inverse = false
    var strikethrough = false
    var foreground: Color? = nil
    /// The cell's background: a fill's colour (a shape, a colour used as a view). Text and
    /// lines drawn over a filled cell keep it.
    var background: Color? = nil

    /// Whether two cells' styles are equal, compared field by field where the cells are
    /// (the synthesized `==` copies each style, colours and all, to compare it).
    fileprivate static func same(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
      a.pointee.style.bold == b.pointee.style.bold
        && a.pointee.style.italic == b.pointee.style.italic
        && a.pointee.style.underline == b.pointee.style.underline
        && a.pointee.style.dim == b.pointee.style.dim
        && a.pointee.style.inverse == b.pointee.style.inverse
        && a.pointee.style.strikethrough == b.pointee.style.strikethrough
        && a.pointee.style.foreground == b.pointee.style.foreground
        && a.pointee.style.background == b.pointee.style.background
    }
  }

  struct Cell: Hashable {
    /// The grapheme, or `nil` for the right half of a wide grapheme.
    var grapheme: String?
    var style: Style
    static let blank = Cell(grapheme: " ", style: Style())
  }

  let size: _CellSize
  private(set) var cells: [Cell]
  /// Where drawing is allowed; set by containers that clip (lists, scroll views).
  var clip: _CellRect

  init(size: _CellSize) {
    self.size = size
    cells = Array(repeating: .blank, count: max(0, size.width * size.height))
    clip = _CellRect(x: 0, y: 0, width: size.width, height: size.height)
  }

  subscript(x: Int, y: Int) -> Cell {
    cells[y * size.width + x]
  }

  /// The cells of `columns` of `row`, in order.
  func cells(row: Int, columns: Range<Int>) -> ArraySlice<Cell> {
    cells[(row * size.width + columns.lowerBound)..<(row * size.width + columns.upperBound)]
  }

  /// The part of `columns` of `row` whose cells differ from `before` (the same cells as they
  /// were), widened to whole graphemes; empty when none differ.
  func changedColumns(row: Int, columns: Range<Int>, before: [Cell]) -> Range<Int> {
    cells.withUnsafeBufferPointer { all in
      before.withUnsafeBufferPointer { before in
        let now = all.baseAddress! + row * size.width
        let then = before.baseAddress!
        let first = columns.lowerBound
        var lower = first
        while lower < columns.upperBound, Self.same(now + lower, then + (lower - first)) {
          lower += 1
        }
        guard lower < columns.upperBound else { return lower..<lower }
        var upper = columns.upperBound
        while upper > lower, Self.same(now + upper - 1, then + (upper - 1 - first)) { upper -= 1 }
        // A grapheme wider than a cell is its first cell and blanks after it (`grapheme` nil).
        while lower > columns.lowerBound, now[lower].grapheme == nil { lower -= 1 }
        while upper < columns.upperBound, now[upper].grapheme == nil { upper += 1 }
        return lower..<upper
      }
    }
  }

  /// Whether two cells are equal, read where they are: copying a cell out retains and
  /// releases its grapheme, which costs more than comparing it.
  private static func same(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
    a.pointee.grapheme == b.pointee.grapheme && Style.same(a, b)
  }

  /// Draws `text` on one line from (x, y), cut at `maxWidth` columns and at the clip.
  /// Control characters are drawn as visible, inert symbols, never sent raw. A grapheme
  /// takes as many cells as it is wide (an Indic conjunct three or four), and one that
  /// does not fit whole is left out; drawing over part of a wide grapheme blanks the rest of
  /// it, as a terminal does.
  /// - Returns: The number of columns drawn.
  @discardableResult
  mutating func draw(
    _ text: some StringProtocol, x: Int, y: Int, maxWidth: Int = .max, style: Style = Style()
  ) -> Int {
    guard y >= clip.y, y < clip.maxY else { return 0 }
    var column = x
    let limit = maxWidth >= clip.maxX - x ? clip.maxX : x + maxWidth
    if _DisplayWidth.isPrintableASCII(text) {
      // A cell a byte, as most text is: no grapheme breaking, no width look-ups, and a cell
      // that is no part of a wide grapheme simply replaced.
      let graphemes = Self.asciiGraphemes
      let row = y * size.width
      for byte in text.utf8 {
        if column + 1 > limit { break }
        if column >= clip.x {
          let index = row + column
          if cells[index].grapheme == nil
            || (column + 1 < size.width && cells[index + 1].grapheme == nil)
          {
            put(
              Cell(grapheme: graphemes[Int(byte)], style: style), width: 1, x: column, y: y)
          } else {
            var cell = Cell(grapheme: graphemes[Int(byte)], style: style)
            // Drawn over a fill, a grapheme keeps the fill's colour behind it.
            if style.background == nil { cell.style.background = cells[index].style.background }
            cells[index] = cell
          }
        }
        column += 1
      }
      return column - x
    }
    /// The cell of the last grapheme drawn, which a lone combining mark joins.
    var lastDrawn: Int?
    for character in text {
      let safe = _Canvas.inert(character)
      let width = _DisplayWidth.of(safe)
      if width == 0 {
        if let lastDrawn {
          cells[lastDrawn].grapheme = (cells[lastDrawn].grapheme ?? "") + String(safe)
        }
        continue
      }
      if column + width > limit { break }
      if column >= clip.x {
        put(Cell(grapheme: String(safe), style: style), width: width, x: column, y: y)
        lastDrawn = y * size.width + column
      }
      column += width
    }
    return column - x
  }

  /// The graphemes of the ASCII bytes, made once.
  private static let asciiGraphemes: [String] = (0..<128).map {
    String(Character(Unicode.Scalar(UInt8($0))))
  }

  /// Puts a grapheme `width` columns wide at (x, y), blanking what is left of any wide
  /// grapheme it covers in part.
  private mutating func put(_ cell: Cell, width: Int, x: Int, y: Int, keepsBackground: Bool = true)
  {
    let row = y * size.width
    var cell = cell
    // Drawn over a fill, a grapheme keeps the fill's colour behind it.
    if keepsBackground, cell.style.background == nil {
      cell.style.background = cells[row + x].style.background
    }
    if cells[row + x].grapheme == nil { blankWideGrapheme(covering: x, y: y) }
    var after = x + width
    while after < size.width, cells[row + after].grapheme == nil {
      // The rest of a wide grapheme whose start this one covers.
      cells[row + after].grapheme = " "
      after += 1
    }
    cells[row + x] = cell
    for offset in 1..<width { cells[row + x + offset] = Cell(grapheme: nil, style: cell.style) }
  }

  /// Blanks the whole wide grapheme that the continuation cell at (x, y) belongs to.
  private mutating func blankWideGrapheme(covering x: Int, y: Int) {
    let row = y * size.width
    var start = x
    while start > 0, cells[row + start].grapheme == nil { start -= 1 }
    var end = start + 1
    while end < size.width, cells[row + end].grapheme == nil { end += 1 }
    for column in start..<end { cells[row + column].grapheme = " " }
  }

  /// Blanks the cells of `columns` in `row`, whatever the clip.
  mutating func blank(row: Int, columns: Range<Int>) {
    guard row >= 0, row < size.height else { return }
    let columns = columns.clamped(to: 0..<size.width)
    for index in (row * size.width + columns.lowerBound)..<(row * size.width + columns.upperBound) {
      cells[index] = .blank
    }
  }

  /// Applies `change` to the style of each cell in `rect` (within the clip).
  mutating func restyle(_ rect: _CellRect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&cells[y * size.width + x].style) }
    }
  }

  /// The cells of `rect` (within the canvas), row by row, to compare with after drawing.
  func cells(in rect: _CellRect) -> [Cell] {
    let area = rect.intersection(_CellRect(x: 0, y: 0, width: size.width, height: size.height))
    guard area.width > 0, area.height > 0 else { return [] }
    var copied: [Cell] = []
    copied.reserveCapacity(area.width * area.height)
    for y in area.y..<area.maxY {
      copied.append(contentsOf: cells[(y * size.width + area.x)..<(y * size.width + area.maxX)])
    }
    return copied
  }

  /// Applies `change` to each cell of `rect` (within the canvas) that differs from `before`
  /// (``cells(in:)`` of the same rect), given the cell as it was: what one item just drew.
  mutating func rework(
    _ rect: _CellRect, changedFrom before: [Cell], _ change: (inout Cell, Cell) -> Void
  ) {
    let area = rect.intersection(_CellRect(x: 0, y: 0, width: size.width, height: size.height))
    guard area.width > 0, area.height > 0, before.count == area.width * area.height else { return }
    var index = 0
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let old = before[index]
        index += 1
        if cells[y * size.width + x] != old { change(&cells[y * size.width + x], old) }
      }
    }
  }

  /// Mirrors the cells of `rect` (within the clip) left to right, each grapheme changed by
  /// `glyph` to its mirror image: for a control drawn right to left in cells one column wide
  /// (a wide grapheme in `rect` leaves it as it is).
  mutating func mirror(_ rect: _CellRect, glyph: (String) -> String) {
    let area = rect.intersection(clip)
    guard area.width > 1, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      let row = (y * size.width + area.x)..<(y * size.width + area.maxX)
      guard cells[row].allSatisfy({ $0.grapheme.map(_DisplayWidth.of) == 1 }) else { continue }
      let mirrored = cells[row].reversed().map { cell in
        Cell(grapheme: cell.grapheme.map(glyph), style: cell.style)
      }
      cells.replaceSubrange(row, with: mirrored)
    }
  }

  /// Fills `rect` with `character`.
  mutating func fill(_ rect: _CellRect, with character: Character, style: Style = Style()) {
    let area = rect.intersection(clip)
    guard area.width > 0, area.height > 0 else { return }
    let width = max(1, _DisplayWidth.of(character))
    for y in area.y..<area.maxY {
      var x = area.x
      while x + width <= area.maxX {
        put(
          Cell(grapheme: String(character), style: style), width: width, x: x, y: y,
          keepsBackground: false)
        x += width
      }
    }
  }

  /// Sets the cell at (x, y), within the clip, to `grapheme` (one column wide) in `style`;
  /// `keepsBackground` keeps the colour of a fill under it when `style` has none.
  mutating func paint(_ grapheme: String, x: Int, y: Int, style: Style, keepsBackground: Bool) {
    guard clip.contains(_CellPoint(x: x, y: y)), x >= 0, y >= 0, x < size.width, y < size.height
    else { return }
    put(
      Cell(grapheme: grapheme, style: style), width: 1, x: x, y: y, keepsBackground: keepsBackground
    )
  }

  /// The screen as plain text, one line per row, trailing spaces removed.
  var text: String {
    var lines: [String] = []
    lines.reserveCapacity(size.height)
    for y in 0..<size.height {
      let start = y * size.width
      // The blank cells at the end are left out, rather than joined and then removed one by
      // one: most rows are mostly blank.
      var end = start + size.width
      while end > start, cells[end - 1].grapheme == " " || cells[end - 1].grapheme == nil {
        end -= 1
      }
      var line = ""
      line.reserveCapacity(end - start)
      for index in start..<end {
        if let grapheme = cells[index].grapheme { line += grapheme }
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
