import Testing
import TrellisTerminal

@Suite struct ScreenWriterTests {
  static func settled(_ screen: Screen, support: ColorSupport = .truecolor) -> ScreenWriter {
    var writer = ScreenWriter(colorSupport: support)
    _ = writer.update(to: screen)
    return writer
  }

  @Test func firstFrameClearsThenDrawsOnlyNonBlankCells() {
    var screen = Screen(columns: 10, rows: 3)
    screen.draw("hi", column: 0, row: 1)
    var writer = ScreenWriter(colorSupport: .truecolor)
    let bytes = writer.update(to: screen)
    #expect(
      String(decoding: bytes, as: UTF8.self) == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[Bhi\u{1B}[?25l")
  }

  @Test func oneChangedCellCostsOneMoveAndOneCharacter() {
    var screen = Screen(columns: 80, rows: 24)
    var writer = Self.settled(screen)
    screen.draw("x", column: 10, row: 5)
    #expect(String(decoding: writer.update(to: screen), as: UTF8.self) == "\u{1B}[6;11Hx")
    // Typing the next character right after it needs no move at all.
    screen.draw("y", column: 11, row: 5)
    #expect(String(decoding: writer.update(to: screen), as: UTF8.self) == "y")
    // Two cells further on the same row: reprinting the unchanged cell is shorter than a move.
    screen.draw("z", column: 13, row: 5)
    #expect(String(decoding: writer.update(to: screen), as: UTF8.self) == " z")
  }

  @Test func stylesChangeWithTheFewestCodes() {
    var screen = Screen(columns: 10, rows: 1)
    var writer = Self.settled(screen)
    screen.draw("a", column: 0, row: 0, style: CellStyle(attributes: .bold))
    screen.draw("b", column: 1, row: 0, style: CellStyle(attributes: [.bold, .underline]))
    screen.draw("c", column: 2, row: 0, style: CellStyle(attributes: .underline))
    screen.draw("d", column: 3, row: 0, style: CellStyle(attributes: .underline, foreground: .red))
    screen.draw("e", column: 4, row: 0)
    let text = String(decoding: writer.update(to: screen), as: UTF8.self)
    #expect(text == "\u{1B}[1ma\u{1B}[4mb\u{1B}[22mc\u{1B}[31md\u{1B}[me")
  }

  @Test func colorsFollowTheTerminalsSupport() {
    var screen = Screen(columns: 4, rows: 1)
    screen.draw("x", column: 0, row: 0, style: CellStyle(foreground: .rgb(255, 0, 0)))
    func output(_ support: ColorSupport) -> String {
      var writer = Self.settled(Screen(columns: 4, rows: 1), support: support)
      return String(decoding: writer.update(to: screen), as: UTF8.self)
    }
    #expect(output(.truecolor) == "\u{1B}[38;2;255;0;0mx")
    #expect(output(.indexed256) == "\u{1B}[38;5;196mx")
    #expect(output(.ansi16) == "\u{1B}[91mx")
    #expect(output(.none) == "x")
  }

  @Test func labelWithEscapeSequenceCannotReachTheTerminal() throws {
    var screen = Screen(columns: 40, rows: 2)
    screen.draw("\u{1B}]0;owned\u{07}", column: 0, row: 0)
    screen.draw("\u{9D}0;owned\u{9C}\u{1B}[2J\u{1B}[H", column: 0, row: 1)
    var writer = ScreenWriter(colorSupport: .truecolor)
    let bytes = writer.update(to: screen)
    #expect(!bytes.contains(0x07))
    #expect(!bytes.contains(0x9D))  // no C1 byte, and none encoded as UTF-8 (C2 9D) either
    #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) })
    // Every ESC the writer sends starts one of its own CSI sequences, which the strict
    // emulator accepts; the label's ESC arrives as the visible symbol U+241B.
    var emulator = VTEmulator(columns: 40, rows: 2)
    try emulator.feed(bytes)
    #expect(emulator.differences(from: screen, colorSupport: .truecolor).isEmpty)
    #expect(screen.text(ofRow: 0).hasPrefix("\u{241B}]0;owned\u{2407}"))
    let withoutWriterSequences = String(decoding: bytes, as: UTF8.self)
      .replacingOccurrences(of: "\u{1B}[", with: "")
    #expect(!withoutWriterSequences.contains("\u{1B}"))
  }

  @Test func graphemesThatWouldMergeAreKeptApart() throws {
    var screen = Screen(columns: 6, rows: 1)
    var writer = Self.settled(screen)
    screen.draw("🇺", column: 0, row: 0)
    screen.draw("🇸", column: 1, row: 0)
    let bytes = writer.update(to: screen)
    var emulator = VTEmulator(columns: 6, rows: 1)
    try emulator.feed(Array("\u{1B}[m\u{1B}[H\u{1B}[2J".utf8) + bytes)
    #expect(emulator.differences(from: screen, colorSupport: .truecolor).isEmpty)
  }

  @Test func fullRedrawOfALargeScreenIsBounded() {
    var screen = Screen(columns: 200, rows: 60)
    for row in 0..<60 { screen.draw(String(repeating: "label ", count: 33), column: 0, row: row) }
    var writer = ScreenWriter(colorSupport: .truecolor)
    let bytes = writer.update(to: screen)
    // The text itself is 60 rows of 198 characters; moves add a few bytes per row.
    #expect(bytes.count < 60 * 198 + 60 * 8 + 32)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
