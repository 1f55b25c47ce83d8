import Testing
import TrellisTerminal

/// Terminals that measure graphemes of several scalars otherwise than the table: with their
/// measured profile the writer draws them exactly; without it, whatever they make of such a
/// grapheme, every other cell stays in its column.
@Suite struct ScreenWriterWidthTests {
  /// A terminal, as the width it gives each grapheme.
  struct Terminal: Sendable, CustomTestStringConvertible {
    let name: String
    let width: @Sendable (Character) -> Int
    var testDescription: String { name }
  }

  static let sumOf: @Sendable (Character) -> Int = { grapheme in
    grapheme.unicodeScalars.reduce(0) { $0 + DisplayWidth.of($1) }
  }

  static let terminals = [
    // tmux 3.3: a joiner joins, but modifiers, U+FE0F and keycaps count scalar by scalar.
    Terminal(name: "tmux-like") { grapheme in
      switch WidthProfile.kind(of: grapheme) {
      case .emojiModifierSequence, .emojiVariationSequence, .keycapSequence: return sumOf(grapheme)
      default: return DisplayWidth.of(grapheme)
      }
    },
    // Every scalar its own glyph: a family of three is six columns.
    Terminal(name: "scalar by scalar") { sumOf($0) },
    // Whole graphemes drawn in their base's cells: a conjunct is one column, a flag one.
    Terminal(name: "base cells") { grapheme in
      switch WidthProfile.kind(of: grapheme) {
      case .conjunct, .flag, .combiningSequence:
        return grapheme.unicodeScalars.first.map(DisplayWidth.of) ?? 1
      default: return DisplayWidth.of(grapheme)
      }
    },
  ]

  /// Rows of text in which graphemes of every kind come between ASCII words.
  static let words = [
    "ab", "Amber", "👩‍💻", "👨‍👩‍👧", "👍🏽", "❤️", "1️⃣", "🇩🇪", "हिन्दी", "क्षत्रिय", "নমস্কার",
    "தமிழ்", "中文", "e\u{301}", "x", "  ",
  ]

  static func randomRow(_ generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      text += words.randomElement(using: &generator)!
    }
    return text
  }

  /// The cells of `screen` that a grapheme `terminal` measures otherwise covers, on the
  /// screen or on the terminal; and those of them it leaves uncovered, which must be blank.
  static func mismeasured(_ screen: Screen, by terminal: Terminal) -> (
    covered: Set<[Int]>, left: Set<[Int]>
  ) {
    var covered: Set<[Int]> = []
    var left: Set<[Int]> = []
    for row in 0..<screen.rows {
      for column in 0..<screen.columns {
        let cell = screen[column, row]
        guard !cell.isContinuation else { continue }
        let drawn = terminal.width(cell.grapheme)
        guard drawn != cell.width else { continue }
        for position in column..<min(column + max(drawn, cell.width), screen.columns) {
          covered.insert([position, row])
          if position >= column + drawn { left.insert([position, row]) }
        }
      }
    }
    return (covered, left)
  }

  @Test(arguments: terminals, [1, 2, 3])
  func withoutMeasurementsTheOtherCellsStayInTheirColumns(terminal: Terminal, seed: UInt64)
    throws
  {
    var generator = SeededGenerator(seed: seed)
    var screen = Screen(columns: 30, rows: 4)
    var emulator = VTEmulator(columns: 30, rows: 4, widthOf: terminal.width)
    var writer = ScreenWriter(colorSupport: .ansi16)
    var sawMismeasured = false
    for step in 0..<150 {
      let row = Int.random(in: 0..<4, using: &generator)
      let column = Int.random(in: 0..<12, using: &generator)
      screen.draw(Self.randomRow(&generator), column: column, row: row)
      if Bool.random(using: &generator) {
        screen.draw("]", column: 29, row: row, style: CellStyle(attributes: .bold))
      }
      try emulator.feed(writer.update(to: screen))
      let (excused, left) = Self.mismeasured(screen, by: terminal)
      sawMismeasured = sawMismeasured || !excused.isEmpty
      let wrong = emulator.differences(from: screen, colorSupport: .ansi16).filter { line in
        // "(column,row): ..." is outside every mismeasured grapheme's columns.
        let position = line.dropFirst().prefix { $0 != ")" }.split(separator: ",")
          .compactMap { Int($0) }
        return !excused.contains(position)
      }
      #expect(wrong.isEmpty, "step \(step): \(wrong.prefix(3))")
      // What a grapheme drawn narrower leaves of its cells shows nothing from before.
      let stale = left.filter { emulator.cells[$0[1]][$0[0]].grapheme != " " }
      #expect(
        stale.isEmpty,
        "step \(step): stale cells at \(stale.sorted { $0.lexicographicallyPrecedes($1) })")
      if !wrong.isEmpty || !stale.isEmpty { return }
    }
    #expect(sawMismeasured, "the rows never held a grapheme this terminal measures otherwise")
  }

  @Test(arguments: terminals, [1, 2, 3])
  func withTheMeasuredProfileEveryCellIsExact(terminal: Terminal, seed: UInt64) throws {
    var measurements: [Character: Int] = [:]
    for sample in WidthProfile.samples {
      measurements[sample.grapheme] = terminal.width(sample.grapheme)
    }
    let profile = WidthProfile(measurements: measurements)
    var generator = SeededGenerator(seed: seed)
    var screen = Screen(columns: 30, rows: 4, widths: profile)
    var emulator = VTEmulator(columns: 30, rows: 4, widthOf: terminal.width)
    var writer = ScreenWriter(colorSupport: .ansi16)
    for step in 0..<150 {
      let row = Int.random(in: 0..<4, using: &generator)
      screen.draw(
        Self.randomRow(&generator), column: Int.random(in: 0..<12, using: &generator), row: row)
      try emulator.feed(writer.update(to: screen))
      let differences = emulator.differences(from: screen, colorSupport: .ansi16)
      #expect(differences.isEmpty, "step \(step): \(differences.prefix(3))")
      if !differences.isEmpty { return }
    }
  }

  @Test func aMeasuredGraphemeIsPrintedOnceAndTheCursorTrustedAfterIt() {
    let profile = WidthProfile(measurements: ["👍🏽": 4])
    var screen = Screen(columns: 10, rows: 1, widths: profile)
    var writer = ScreenWriter(colorSupport: .none)
    _ = writer.update(to: screen)
    screen.draw("👍🏽x", column: 0, row: 0)
    #expect(String(decoding: writer.update(to: screen), as: UTF8.self) == "👍🏽x")
  }

  @Test func anUnmeasuredWideGraphemeIsErasedFirstAndTheRestOfTheRowPlacedAfterIt() {
    var screen = Screen(columns: 8, rows: 1)
    screen.draw("Amber", column: 0, row: 0)
    var writer = ScreenWriter(colorSupport: .none)
    _ = writer.update(to: screen)
    screen.draw("❤️", column: 0, row: 0)
    // Blanks over both its cells, the heart, then an absolute move to the unchanged "ber"
    // after it, which is printed again to the end of the row in case the heart covered any.
    #expect(
      String(decoding: writer.update(to: screen), as: UTF8.self)
        == "\r  \u{1B}[H❤️\u{1B}[1;3Hber   ")
  }
}
