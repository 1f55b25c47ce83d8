/// Encodes cursor moves, choosing the shortest of absolute and relative forms.
enum CursorMotion {
  /// The bytes that move the cursor from `start` to `target`.
  ///
  /// With an unknown start only an absolute move (CUP) will do. Otherwise the candidates are
  /// CUP, relative moves (CUU, CUD, CUF, CUB), backspaces for a short step left, and a carriage
  /// return followed by a move right; the shortest wins.
  /// - Parameters:
  ///   - start: The zero-based column and row of the cursor, or nil when unknown.
  ///   - target: The zero-based column and row to reach.
  static func bytes(from start: (column: Int, row: Int)?, to target: (column: Int, row: Int))
    -> [UInt8]
  {
    guard let start else { return cup(target) }
    // Checked first: the writer asks for every cell it prints, mostly where the cursor is.
    if start == target { return [] }
    let absolute = cup(target)
    var vertical: [UInt8] = []
    let rowDelta = target.row - start.row
    if rowDelta < 0 { vertical = csi(-rowDelta, "A") }
    if rowDelta > 0 { vertical = csi(rowDelta, "B") }
    var best = absolute
    let columnDelta = target.column - start.column
    var horizontal: [[UInt8]] = []
    if columnDelta == 0 {
      horizontal.append([])
    } else if columnDelta > 0 {
      horizontal.append(csi(columnDelta, "C"))
    } else {
      horizontal.append(csi(-columnDelta, "D"))
      if -columnDelta <= 3 { horizontal.append(Array(repeating: 0x08, count: -columnDelta)) }
    }
    if target.column < start.column {
      horizontal.append([0x0D] + (target.column > 0 ? csi(target.column, "C") : []))
    }
    for candidate in horizontal where vertical.count + candidate.count < best.count {
      best = vertical + candidate
    }
    return best
  }

  /// The absolute move, with the parameters that equal 1 left out.
  static func cup(_ target: (column: Int, row: Int)) -> [UInt8] {
    let row = target.row + 1
    let column = target.column + 1
    if column == 1 {
      return Array((row == 1 ? "\u{1B}[H" : "\u{1B}[\(row)H").utf8)
    }
    return Array("\u{1B}[\(row);\(column)H".utf8)
  }

  private static func csi(_ count: Int, _ final: Character) -> [UInt8] {
    Array((count == 1 ? "\u{1B}[\(final)" : "\u{1B}[\(count)\(final)").utf8)
  }
}
