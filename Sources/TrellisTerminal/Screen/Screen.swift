/// A grid of cells: what a terminal should show.
///
/// Build the next frame by drawing into a `Screen`, then give it to a ``ScreenWriter``, which
/// sends the terminal only what differs from the frame before. Drawing keeps wide graphemes
/// whole: overwriting either half of one blanks the other half, and a wide grapheme that
/// would cross the right edge is drawn as a blank instead.
public struct Screen: Hashable, Sendable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]
  /// How the terminal measures graphemes of several scalars: ``draw(_:column:row:style:limit:)``
  /// sizes cells by it, and a ``ScreenWriter`` trusts the cursor only after graphemes it
  /// measured.
  public let widths: WidthProfile

  /// Makes a screen of blank cells.
  /// - Parameters:
  ///   - columns: The width in columns (negative counts as 0).
  ///   - rows: The height in rows (negative counts as 0).
  ///   - style: The style of the blanks; plain by default.
  ///   - widths: How the terminal measures graphemes; the table's rules by default.
  public init(
    columns: Int, rows: Int, style: CellStyle = .plain, widths: WidthProfile = .standard
  ) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.widths = widths
    cells = Array(repeating: .blank(style), count: self.columns * self.rows)
  }

  /// The cell at a position.
  /// - Parameters:
  ///   - column: A zero-based column inside the screen.
  ///   - row: A zero-based row inside the screen.
  public subscript(column: Int, row: Int) -> Cell {
    cells[row * columns + column]
  }

  /// Puts a cell at a position, keeping wide graphemes around it whole.
  ///
  /// Positions outside the screen are ignored.
  /// - Parameters:
  ///   - cell: The cell; a wide one also covers the cells to its right.
  ///   - column: The zero-based column.
  ///   - row: The zero-based row.
  public mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < columns, row >= 0, row < rows, !cell.isContinuation else { return }
    var cell = cell
    if column + cell.width > columns { cell = .blank(cell.style) }
    for covered in column..<(column + cell.width) {
      breakWideGrapheme(at: covered, row: row)
    }
    let start = row * columns + column
    cells[start] = cell
    for offset in 1..<max(cell.width, 1) {
      cells[start + offset] = .continuation(cell.style)
    }
  }

  /// Draws a string from a position rightward, one grapheme per cell (or as many as it is
  /// wide).
  ///
  /// Control characters are drawn as inert symbols; zero-width graphemes are dropped. Text
  /// past `limit` or the right edge is cut; a wide grapheme that does not fit whole is left
  /// out.
  /// - Parameters:
  ///   - text: The text to draw.
  ///   - column: The zero-based starting column.
  ///   - row: The zero-based row.
  ///   - style: The style of the drawn cells.
  ///   - limit: The column the text must stop before; the right edge by default.
  /// - Returns: The column after the last drawn grapheme.
  @discardableResult
  public mutating func draw(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, limit: Int? = nil
  ) -> Int {
    let end = min(limit ?? columns, columns)
    var position = column
    for grapheme in InertText.sanitize(text) {
      let cell = Cell(grapheme, style: style, widths: widths)
      if widths.width(of: grapheme) == 0 { continue }
      if position + cell.width > end { break }
      if position >= 0 { set(cell, column: position, row: row) }
      position += cell.width
    }
    return position
  }

  /// Fills a rectangle with blanks of a style; parts outside the screen are ignored.
  /// - Parameters:
  ///   - columns: The columns to fill.
  ///   - rows: The rows to fill.
  ///   - style: The style of the blanks.
  public mutating func fill(columns: Range<Int>, rows: Range<Int>, style: CellStyle = .plain) {
    let columnRange = columns.clamped(to: 0..<self.columns)
    for row in rows.clamped(to: 0..<self.rows) {
      for column in columnRange {
        set(.blank(style), column: column, row: row)
      }
    }
  }

  /// Takes the cells of `columns` of `row` from `other`, a screen of the same width.
  mutating func copy(row: Int, columns: Range<Int>, from other: Screen) {
    guard row >= 0, row < min(rows, other.rows), self.columns == other.columns else { return }
    let columns = columns.clamped(to: 0..<self.columns)
    let range =
      (row * self.columns + columns.lowerBound)..<(row * self.columns + columns.upperBound)
    cells.replaceSubrange(range, with: other.cells[range])
  }

  /// Blanks the whole screen.
  /// - Parameter style: The style of the blanks; plain by default.
  public mutating func clear(style: CellStyle = .plain) {
    for index in cells.indices { cells[index] = .blank(style) }
  }

  /// The text of one row, continuation cells left out; handy in tests and for plain-text
  /// output.
  /// - Parameter row: The zero-based row.
  /// - Returns: The row's graphemes in order.
  public func text(ofRow row: Int) -> String {
    var result = ""
    for column in 0..<columns where !self[column, row].isContinuation {
      result.append(self[column, row].grapheme)
    }
    return result
  }

  /// The whole screen as plain text: one line per row, trailing blanks trimmed, no styles.
  ///
  /// This is what a host prints when the output is not a terminal and plain text was asked
  /// for; control characters in it are already inert.
  public var plainText: String {
    var lines: [Substring] = []
    for row in 0..<rows {
      let line = text(ofRow: row)
      lines.append(
        line[..<(line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.startIndex)])
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Blanks the wide grapheme that covers a cell, if any, before something is drawn there.
  private mutating func breakWideGrapheme(at column: Int, row: Int) {
    let base = row * columns
    var lead = column
    while lead > 0, cells[base + lead].isContinuation { lead -= 1 }
    let leadCell = cells[base + lead]
    guard leadCell.width > 1, lead + leadCell.width > column else { return }
    for covered in lead..<(lead + leadCell.width) {
      cells[base + covered] = .blank(leadCell.style)
    }
  }
}
