import TrellisTerminal

/// A small terminal emulator that understands exactly what the screen writer may emit:
/// CUP, CUU/CUD/CUF/CUB, CR, BS, ED 2, SGR, DEC mode 25, and printable text. Anything else,
/// and any move whose result differs between real terminals (a relative move while a wrap is
/// pending, printing past the right edge), is an error, so tests catch a writer that relies
/// on it.
struct VTEmulator {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  struct EmulatedCell: Equatable {
    var grapheme: Character = " "
    var width = 1
    var style = CellStyle.plain
  }

  let columns: Int
  let rows: Int
  /// The columns this terminal gives a grapheme; the table's by default, another to play a
  /// terminal that measures some graphemes differently.
  let widthOf: (Character) -> Int
  private let measuresAsTheTable: Bool
  private(set) var cells: [[EmulatedCell]]
  private(set) var cursor = (column: 0, row: 0)
  private(set) var cursorVisible = true
  private var pendingWrap = false
  private var style = CellStyle.plain
  /// What a cell becomes when half of a wide grapheme over it is overwritten; distinctive,
  /// so a writer that forgets to redraw such a cell is caught.
  private let brokenHalf = EmulatedCell(grapheme: "?", width: 1, style: .plain)

  init(columns: Int, rows: Int, widthOf: ((Character) -> Int)? = nil) {
    self.columns = columns
    self.rows = rows
    self.widthOf = widthOf ?? { DisplayWidth.of($0) }
    measuresAsTheTable = widthOf == nil
    cells = Array(repeating: Array(repeating: EmulatedCell(), count: columns), count: rows)
  }

  mutating func feed(_ bytes: [UInt8]) throws {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else {
          throw Failure(description: "ESC not followed by [ at byte \(index)")
        }
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
          guard (0x20...0x3F).contains(bytes[end]) else {
            throw Failure(description: "bad byte \(bytes[end]) inside a CSI sequence")
          }
          end += 1
        }
        guard end < bytes.count else { throw Failure(description: "unterminated CSI") }
        try controlSequence(Array(bytes[(index + 2)..<end]), final: bytes[end])
        index = end + 1
      case 0x0D:
        cursor.column = 0
        pendingWrap = false
        index += 1
      case 0x08:
        guard !pendingWrap else { throw Failure(description: "BS with a wrap pending") }
        cursor.column = max(cursor.column - 1, 0)
        index += 1
      case 0x00..<0x20, 0x7F:
        throw Failure(description: "control byte \(byte) in the output")
      default:
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F, bytes[end] != 0x1B {
          end += 1
        }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        for scalar in text.unicodeScalars where (0x80...0x9F).contains(scalar.value) {
          throw Failure(description: "C1 control U+\(String(scalar.value, radix: 16)) in output")
        }
        for grapheme in text { try print(grapheme) }
        index = end
      }
    }
  }

  private mutating func print(_ grapheme: Character) throws {
    let width = widthOf(grapheme)
    guard width > 0 else { throw Failure(description: "zero-width grapheme printed") }
    if pendingWrap { throw Failure(description: "printing past the right edge") }
    guard cursor.column + width <= columns || !measuresAsTheTable else {
      throw Failure(description: "wide grapheme crosses the right edge")
    }
    // A terminal that measures otherwise may draw a grapheme past the edge; it is cut there.
    let end = min(cursor.column + width, columns)
    for column in cursor.column..<end { breakWide(at: column) }
    cells[cursor.row][cursor.column] = EmulatedCell(grapheme: grapheme, width: width, style: style)
    for column in (cursor.column + 1)..<end {
      cells[cursor.row][column] = EmulatedCell(grapheme: " ", width: 0, style: style)
    }
    cursor.column += width
    if cursor.column >= columns {
      cursor.column = columns - 1
      pendingWrap = true
    }
  }

  private mutating func breakWide(at column: Int) {
    var lead = column
    while lead > 0, cells[cursor.row][lead].width == 0 { lead -= 1 }
    let leadCell = cells[cursor.row][lead]
    guard leadCell.width > 1, lead + leadCell.width > column else { return }
    for covered in lead..<min(lead + leadCell.width, columns) {
      cells[cursor.row][covered] = brokenHalf
    }
  }

  private mutating func controlSequence(_ body: [UInt8], final: UInt8) throws {
    let isPrivate = body.first == UInt8(ascii: "?")
    let text = String(decoding: isPrivate ? Array(body.dropFirst()) : body, as: UTF8.self)
    let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    func parameter(_ index: Int, default value: Int) -> Int {
      index < parameters.count ? (parameters[index] ?? value) : value
    }
    func relative() throws {
      if pendingWrap { throw Failure(description: "relative move with a wrap pending") }
    }
    switch (isPrivate, final) {
    case (false, UInt8(ascii: "H")):
      cursor = (
        min(parameter(1, default: 1), columns) - 1, min(parameter(0, default: 1), rows) - 1
      )
      pendingWrap = false
    case (false, UInt8(ascii: "A")):
      try relative()
      cursor.row = max(cursor.row - parameter(0, default: 1), 0)
    case (false, UInt8(ascii: "B")):
      try relative()
      cursor.row = min(cursor.row + parameter(0, default: 1), rows - 1)
    case (false, UInt8(ascii: "C")):
      try relative()
      cursor.column = min(cursor.column + parameter(0, default: 1), columns - 1)
    case (false, UInt8(ascii: "D")):
      try relative()
      cursor.column = max(cursor.column - parameter(0, default: 1), 0)
    case (false, UInt8(ascii: "J")):
      guard parameter(0, default: 0) == 2 else { throw Failure(description: "ED \(text)") }
      let blank = EmulatedCell(
        grapheme: " ", width: 1, style: CellStyle(background: style.background))
      cells = Array(repeating: Array(repeating: blank, count: columns), count: rows)
    case (false, UInt8(ascii: "m")):
      try selectGraphicRendition(parameters)
    case (true, UInt8(ascii: "h")) where text == "25":
      cursorVisible = true
    case (true, UInt8(ascii: "l")) where text == "25":
      cursorVisible = false
    default:
      throw Failure(
        description:
          "unexpected sequence CSI \(isPrivate ? "?" : "")\(text) \(Character(Unicode.Scalar(final)))"
      )
    }
  }

  private mutating func selectGraphicRendition(_ parameters: [Int?]) throws {
    var index = 0
    func color(_ parameters: [Int?], _ index: inout Int) throws -> TerminalColor {
      guard index + 1 < parameters.count, let kind = parameters[index + 1] else {
        throw Failure(description: "truncated extended colour")
      }
      if kind == 5, index + 2 < parameters.count, let value = parameters[index + 2] {
        index += 2
        return .indexed(UInt8(value))
      }
      if kind == 2, index + 4 < parameters.count, let red = parameters[index + 2],
        let green = parameters[index + 3], let blue = parameters[index + 4]
      {
        index += 4
        return .rgb(UInt8(red), UInt8(green), UInt8(blue))
      }
      throw Failure(description: "bad extended colour")
    }
    while index < parameters.count {
      let code = parameters[index] ?? 0
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.inverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.inverse)
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 38: style.foreground = try color(parameters, &index)
      case 39: style.foreground = .default
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 48: style.background = try color(parameters, &index)
      case 49: style.background = .default
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      default: throw Failure(description: "unexpected SGR code \(code)")
      }
      index += 1
    }
  }

  /// The differences between the emulated screen and the intended one, with colours mapped
  /// the way the writer maps them; empty when they are equal.
  func differences(from screen: Screen, colorSupport: ColorSupport) -> [String] {
    var result: [String] = []
    for row in 0..<rows {
      for column in 0..<columns {
        let intended = screen[column, row]
        let style = CellStyle(
          attributes: intended.style.attributes,
          foreground: intended.style.foreground.approximated(for: colorSupport),
          background: intended.style.background.approximated(for: colorSupport))
        let expected = EmulatedCell(
          grapheme: intended.grapheme, width: intended.width, style: style)
        if cells[row][column] != expected {
          result.append("(\(column),\(row)): got \(cells[row][column]), want \(expected)")
        }
      }
    }
    return result
  }
}
