import Testing
import TrellisTerminal

/// For many random changes, replaying the writer's bytes on an emulator must give exactly
/// the intended screen.
@Suite struct ScreenWriterDifferentialTests {
  /// Graphemes of every width class, including pairs that would merge if printed together.
  static let palette: [String] = [
    "a", "b", "Z", " ", "~", "é", "e\u{301}", "中", "文", "한", "각", "हि", "न्दी", "क्ष", "ا", "ُ",
    "😀", "👨‍👩‍👧", "🇯🇵", "🇺", "🇸", "\u{1100}", "\u{1161}", "❤️", "\u{1B}", "\u{07}", "\u{9B}",
    "\u{7F}", "\u{200B}",
  ]

  static func randomColor(_ generator: inout SeededGenerator) -> TerminalColor {
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return .default
    case 1: return .ansi(UInt8.random(in: 0...15, using: &generator))
    case 2: return .indexed(UInt8.random(in: 0...255, using: &generator))
    case 3:
      return .rgb(
        UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
        UInt8.random(in: 0...255, using: &generator))
    default: return .red
    }
  }

  static func randomStyle(_ generator: inout SeededGenerator) -> CellStyle {
    if Int.random(in: 0..<3, using: &generator) == 0 { return .plain }
    return CellStyle(
      attributes: CellStyle.Attributes(rawValue: UInt8.random(in: 0..<32, using: &generator)),
      foreground: randomColor(&generator), background: randomColor(&generator))
  }

  static func mutate(_ screen: inout Screen, _ generator: inout SeededGenerator) {
    let edits = Int.random(in: 0...6, using: &generator)
    for _ in 0..<edits {
      let column = Int.random(in: -2..<screen.columns + 2, using: &generator)
      let row = Int.random(in: 0..<screen.rows, using: &generator)
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        let width = Int.random(in: 1...6, using: &generator)
        let height = Int.random(in: 1...3, using: &generator)
        screen.fill(
          columns: column..<(column + width), rows: row..<(row + height),
          style: randomStyle(&generator))
      case 1 where Int.random(in: 0..<10, using: &generator) == 0:
        screen.clear(style: randomStyle(&generator))
      default:
        var text = ""
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          text += palette.randomElement(using: &generator)!
        }
        screen.draw(text, column: column, row: row, style: randomStyle(&generator))
      }
    }
  }

  @Test(arguments: [ColorSupport.truecolor, .indexed256, .ansi16, .none], [1, 2, 3, 4, 5])
  func replayedOutputMatchesTheIntendedScreen(colorSupport: ColorSupport, seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var columns = Int.random(in: 8...24, using: &generator)
    var rows = Int.random(in: 2...7, using: &generator)
    var screen = Screen(columns: columns, rows: rows)
    var emulator = VTEmulator(columns: columns, rows: rows)
    var writer = ScreenWriter(colorSupport: colorSupport)
    for step in 0..<400 {
      if Int.random(in: 0..<80, using: &generator) == 0 {
        // A resize: the host makes a new screen and the terminal keeps nothing.
        columns = Int.random(in: 8...24, using: &generator)
        rows = Int.random(in: 2...7, using: &generator)
        screen = Screen(columns: columns, rows: rows)
        emulator = VTEmulator(columns: columns, rows: rows)
        writer.invalidate()
      }
      Self.mutate(&screen, &generator)
      let caret: (column: Int, row: Int)? =
        Bool.random(using: &generator)
        ? (
          Int.random(in: 0..<columns, using: &generator),
          Int.random(in: 0..<rows, using: &generator)
        )
        : nil
      let bytes = writer.update(to: screen, cursorPosition: caret)
      try emulator.feed(bytes)
      let differences = emulator.differences(from: screen, colorSupport: colorSupport)
      #expect(differences.isEmpty, "step \(step): \(differences.prefix(3))")
      if let caret {
        #expect(emulator.cursor == caret, "step \(step)")
        #expect(emulator.cursorVisible)
      } else {
        #expect(!emulator.cursorVisible)
      }
      if !differences.isEmpty { return }
      #expect(
        writer.update(to: screen, cursorPosition: caret).isEmpty, "an idle frame writes nothing")
    }
  }

  /// The columns of each row where `screen` differs from `before`, widened to whole
  /// graphemes: what a host that knows what it changed tells the writer.
  static func changedSpans(_ screen: Screen, since before: Screen) -> [(
    row: Int, columns: Range<Int>
  )] {
    var spans: [(row: Int, columns: Range<Int>)] = []
    for row in 0..<screen.rows {
      let changed = (0..<screen.columns).filter { screen[$0, row] != before[$0, row] }
      guard var lower = changed.first, var upper = changed.last.map({ $0 + 1 }) else { continue }
      while lower > 0, screen[lower, row].isContinuation || before[lower, row].isContinuation {
        lower -= 1
      }
      while upper < screen.columns,
        screen[upper, row].isContinuation || before[upper, row].isContinuation
      {
        upper += 1
      }
      spans.append((row, lower..<upper))
    }
    return spans
  }

  /// Told only which cells changed, the writer compares and writes only those, and the
  /// terminal still ends up showing the screen: a grapheme the terminal may draw at another
  /// width has the rest of its row printed again.
  @Test(arguments: [ColorSupport.truecolor, .ansi16], [11, 12, 13, 14])
  func spansOfChangedCellsGiveTheIntendedScreen(colorSupport: ColorSupport, seed: UInt64)
    throws
  {
    var generator = SeededGenerator(seed: seed)
    let columns = Int.random(in: 8...24, using: &generator)
    let rows = Int.random(in: 2...7, using: &generator)
    var screen = Screen(columns: columns, rows: rows)
    var emulator = VTEmulator(columns: columns, rows: rows)
    var writer = ScreenWriter(colorSupport: colorSupport)
    try emulator.feed(writer.update(to: screen))
    var spansWritten = 0
    for step in 0..<400 {
      let before = screen
      Self.mutate(&screen, &generator)
      let spans = Self.changedSpans(screen, since: before)
      spansWritten += spans.count
      try emulator.feed(writer.update(to: screen, changingOnly: spans))
      let differences = emulator.differences(from: screen, colorSupport: colorSupport)
      #expect(differences.isEmpty, "step \(step): \(differences.prefix(3))")
      if !differences.isEmpty { return }
      #expect(writer.update(to: screen, changingOnly: []).isEmpty, "no spans, nothing written")
    }
    #expect(spansWritten > 100, "the steps changed too little to tell")
  }
}
