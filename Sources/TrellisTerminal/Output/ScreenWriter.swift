/// Turns each new ``Screen`` into the bytes that bring the terminal up to date.
///
/// The writer remembers the frame the terminal shows, the cursor position and the current
/// style. For a new frame it prints only the cells that changed, reaching each run of changes
/// with the shortest cursor move (or by reprinting a short gap of unchanged text) and
/// switching styles with the fewest SGR codes. Colours are first mapped to what the terminal
/// supports.
///
/// ```swift
/// var writer = ScreenWriter(colorSupport: .detect(environment: environment))
/// var screen = Screen(columns: 80, rows: 24)
/// screen.draw("Hello", column: 0, row: 0)
/// session.write(writer.update(to: screen))
/// ```
///
/// Everything printed comes from cells, whose graphemes are always printable, so no text on
/// the screen can send a control sequence to the terminal.
public struct ScreenWriter: Sendable {
  /// The colours the terminal supports.
  public var colorSupport: ColorSupport

  /// The frame the terminal shows, or nil before the first update.
  public private(set) var displayed: Screen?
  private var cursor: (column: Int, row: Int)?
  private var style: CellStyle?
  private var cursorVisible: Bool?
  /// The grapheme printed last, while the cursor has not moved since.
  private var lastPrinted: Character?

  /// Makes a writer for a terminal whose contents are unknown; the first update redraws all.
  /// - Parameter colorSupport: The colours the terminal supports.
  public init(colorSupport: ColorSupport) {
    self.colorSupport = colorSupport
  }

  /// Forgets what the terminal shows, so the next update clears it and redraws everything.
  ///
  /// Call it after a resize or after anything else wrote to the terminal.
  public mutating func invalidate() {
    displayed = nil
    cursor = nil
    style = nil
    cursorVisible = nil
    lastPrinted = nil
  }

  /// The bytes that change the terminal from the last frame to `screen`.
  /// - Parameters:
  ///   - screen: The new frame.
  ///   - cursorPosition: Where to show the cursor (a focused text field's caret), or nil to
  ///     hide it.
  /// - Returns: The bytes to write; empty when nothing changed.
  public mutating func update(
    to screen: Screen, cursorPosition: (column: Int, row: Int)? = nil
  ) -> [UInt8] {
    var output: [UInt8] = []
    let previous: Screen
    if let displayed, displayed.columns == screen.columns, displayed.rows == screen.rows,
      displayed.widths == screen.widths
    {
      previous = displayed
    } else {
      output += Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8)
      style = .plain
      cursor = (0, 0)
      previous = Screen(columns: screen.columns, rows: screen.rows, widths: screen.widths)
    }
    for row in 0..<screen.rows { write(row: row, of: screen, over: previous, into: &output) }
    placeCursor(cursorPosition, on: screen, into: &output)
    displayed = screen
    return output
  }

  /// The bytes that change the terminal from the last frame to `screen`, when only the
  /// cells of `spans` (each a row and some of its columns, holding whole graphemes) may
  /// differ from it: nothing else is compared. After a frame of another size or width
  /// profile, or an ``invalidate()``, everything is redrawn, as by
  /// ``update(to:cursorPosition:)``.
  /// - Parameters:
  ///   - screen: The new frame.
  ///   - spans: The cells that may have changed since the last frame.
  ///   - cursorPosition: Where to show the cursor, or nil to hide it.
  /// - Returns: The bytes to write; empty when nothing changed.
  public mutating func update(
    to screen: Screen, changingOnly spans: [(row: Int, columns: Range<Int>)],
    cursorPosition: (column: Int, row: Int)? = nil
  ) -> [UInt8] {
    guard var previous = displayed, previous.columns == screen.columns,
      previous.rows == screen.rows, previous.widths == screen.widths
    else { return update(to: screen, cursorPosition: cursorPosition) }
    displayed = nil  // keeps the frame's cells uniquely referenced while it is brought up to date
    var output: [UInt8] = []
    for span in spans where span.row >= 0 && span.row < screen.rows {
      let columns = span.columns.clamped(to: 0..<screen.columns)
      let written = write(
        row: span.row, columns: columns, of: screen, over: previous, into: &output)
      previous.copy(row: span.row, columns: columns.lowerBound..<written, from: screen)
    }
    placeCursor(cursorPosition, on: screen, into: &output)
    displayed = previous
    return output
  }

  /// The bytes that change `row` of the terminal from `previous` to `screen`.
  private mutating func write(
    row: Int, of screen: Screen, over previous: Screen, into output: inout [UInt8]
  ) {
    write(row: row, columns: 0..<screen.columns, of: screen, over: previous, into: &output)
  }

  /// The bytes that change `columns` of `row` of the terminal from `previous` to `screen`,
  /// and the rest of the row too where a grapheme in them may have moved it; returns the
  /// column after the last one looked at.
  @discardableResult
  private mutating func write(
    row: Int, columns: Range<Int>, of screen: Screen, over previous: Screen,
    into output: inout [UInt8]
  ) -> Int {
    // After a grapheme whose width the terminal may see otherwise, the rest of the row is
    // printed again: a terminal that drew it wider covered some of the cells after it.
    var reprintingRest = false
    var column = columns.lowerBound
    while column < screen.columns, column < columns.upperBound || reprintingRest {
      defer { column += 1 }
      let cell = screen[column, row]
      if cell.isContinuation || (!reprintingRest && cell == previous[column, row]) { continue }
      moveCursor(to: (column, row), on: screen, into: &output)
      let dependable = screen.widths.isDependable(cell.grapheme)
      if !dependable, cell.width > 1 {
        // A terminal that draws it narrower leaves the rest of its cells as they were:
        // blank them first.
        erase(cell, at: (column, row), into: &output)
      } else if let lastPrinted, Self.wouldJoin(lastPrinted, cell.grapheme) {
        // Printed right after it, this grapheme would merge with the one before (two
        // regional indicators, a Hangul syllable, an Indic conjunct); an explicit move
        // keeps the two in their own cells.
        output += CursorMotion.cup((column, row))
      }
      draw(cell, into: &output)
      if !dependable || Self.coversUndependable(previous, column, row, width: cell.width) {
        reprintingRest = true
      }
      if let position = cursor {
        let next = position.column + cell.width
        // Where the terminal's cursor is after an undependable grapheme is its own affair:
        // the next cell is reached with an absolute move.
        cursor = next >= screen.columns || !dependable ? nil : (next, position.row)
      }
    }
    return column
  }

  /// Prints blanks over the cells `cell` will cover, in its style, and comes back to its
  /// first column.
  private mutating func erase(
    _ cell: Cell, at position: (column: Int, row: Int), into output: inout [UInt8]
  ) {
    let mapped = mapped(cell.style)
    output += SelectGraphicRendition.transition(from: style, to: mapped)
    style = mapped
    output += Array(repeating: UInt8(ascii: " "), count: cell.width)
    output += CursorMotion.cup(position)
    lastPrinted = nil
  }

  private mutating func draw(_ cell: Cell, into output: inout [UInt8]) {
    let mapped = mapped(cell.style)
    output += SelectGraphicRendition.transition(from: style, to: mapped)
    style = mapped
    lastPrinted = cell.grapheme
    // Cells never hold controls; checking again keeps the guarantee if that ever changed.
    if cell.grapheme.unicodeScalars.contains(where: InertText.isControl) {
      output.append(contentsOf: InertText.sanitize(String(cell.grapheme)).utf8)
    } else {
      output.append(contentsOf: cell.grapheme.utf8)
    }
  }

  /// Moves the cursor, or reprints the unchanged cells before the target when that is
  /// shorter and they are plain single-column text in the current style.
  private mutating func moveCursor(
    to target: (column: Int, row: Int), on screen: Screen, into output: inout [UInt8]
  ) {
    let motion = CursorMotion.bytes(from: cursor, to: target)
    if let start = cursor, start.row == target.row, start.column < target.column,
      target.column - start.column < motion.count
    {
      var reprint: [UInt8] = []
      for column in start.column..<target.column {
        let cell = screen[column, target.row]
        guard cell.grapheme.isASCII, !cell.isContinuation, mapped(cell.style) == style
        else {
          reprint = motion
          break
        }
        reprint += Array(String(cell.grapheme).utf8)
      }
      if reprint.count < motion.count {
        output += reprint
        lastPrinted = screen[target.column - 1, target.row].grapheme
        cursor = target
        return
      }
    }
    output += motion
    if !motion.isEmpty { lastPrinted = nil }
    cursor = target
  }

  /// Whether the cells a new grapheme of `width` covers at `column` held, in the frame
  /// before, the start of a grapheme the terminal may have drawn wider than its cells: the
  /// cells after it are then no longer known to be as that frame left them.
  private static func coversUndependable(
    _ previous: Screen, _ column: Int, _ row: Int, width: Int
  ) -> Bool {
    for covered in column..<min(column + max(width, 1), previous.columns) {
      let old = previous[covered, row]
      if !old.isContinuation, !old.grapheme.isASCII, !previous.widths.isDependable(old.grapheme) {
        return true
      }
    }
    return false
  }

  /// Whether two graphemes printed one after the other would be read differently, as one
  /// grapheme or split elsewhere.
  static func wouldJoin(_ first: Character, _ second: Character) -> Bool {
    guard !first.isASCII || !second.isASCII else { return false }
    var pair = String(first)
    pair.append(second)
    return Array(pair) != [first, second]
  }

  private mutating func placeCursor(
    _ position: (column: Int, row: Int)?, on screen: Screen, into output: inout [UInt8]
  ) {
    if let position, position.column >= 0, position.column < screen.columns, position.row >= 0,
      position.row < screen.rows
    {
      output += CursorMotion.bytes(from: cursor, to: position)
      cursor = position
      if cursorVisible != true {
        output += TerminalModes.showCursor
        cursorVisible = true
      }
    } else if cursorVisible != false {
      output += TerminalModes.hideCursor
      cursorVisible = false
    }
  }

  private func mapped(_ style: CellStyle) -> CellStyle {
    CellStyle(
      attributes: style.attributes,
      foreground: ColorMapping.map(style.foreground, to: colorSupport),
      background: ColorMapping.map(style.background, to: colorSupport)
    )
  }
}
