/// The lines of a lazy container: the rows of a ``LazyVGrid`` or ``LazyVStack``, the columns
/// of a ``LazyHGrid`` or ``LazyHStack``. Its rows (the grid's cells) fill each line with up
/// to `perLine` of them in order; every section starts a new line, and a section's header
/// or footer is a line of its own across the container's whole width (or height).
///
/// Held as blocks, one per run of rows of one role in one section (``_RowRun``), so finding
/// a line's rows or a row's line costs O(log runs), and a `ForEach` of any length is one
/// block: nothing here grows with the number of rows.
struct _GridLines {
  /// The lines of one run.
  struct Block {
    /// The number of the run's first line.
    let firstLine: Int
    let rows: Range<Int>
    /// Rows a line holds: the grid's columns, or one for a header, a footer or a stack.
    let perLine: Int
    /// Whether each line is a header or footer across the whole width.
    let spansAll: Bool

    var lineCount: Int { (rows.count + perLine - 1) / perLine }
  }

  private(set) var blocks: [Block] = []
  /// How many lines there are.
  private(set) var count = 0

  /// The lines of the rows in `runs`, `perLine` of a run's rows (at least one) to a line.
  init(runs: [_RowRun], perLine: Int) {
    let perLine = max(1, perLine)
    for run in runs where !run.rows.isEmpty {
      let spansAll = run.role != .row
      let block = Block(
        firstLine: count, rows: run.rows, perLine: spansAll ? 1 : perLine, spansAll: spansAll)
      blocks.append(block)
      count += block.lineCount
    }
  }

  /// The rows of line `line`, and whether it spans the whole width (a header or footer).
  func rows(ofLine line: Int) -> (rows: Range<Int>, spansAll: Bool) {
    let block = blocks[blockIndex { $0.firstLine <= line }]
    let start = block.rows.lowerBound + (line - block.firstLine) * block.perLine
    return (start..<min(block.rows.upperBound, start + block.perLine), block.spansAll)
  }

  /// The line holding the row at `row`.
  func line(ofRow row: Int) -> Int {
    let block = blocks[blockIndex { $0.rows.lowerBound <= row }]
    return block.firstLine + (row - block.rows.lowerBound) / block.perLine
  }

  /// The last block for which `isAtOrBefore` holds (blocks are in order).
  private func blockIndex(_ isAtOrBefore: (Block) -> Bool) -> Int {
    var low = 0
    var high = blocks.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if isAtOrBefore(blocks[middle]) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
