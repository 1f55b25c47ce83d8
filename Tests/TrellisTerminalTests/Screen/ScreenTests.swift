import Testing
import TrellisTerminal

@Suite struct ScreenTests {
  @Test func drawPutsGraphemesInCells() {
    var screen = Screen(columns: 10, rows: 2)
    let end = screen.draw("a中b", column: 1, row: 1)
    #expect(end == 5)
    #expect(screen[1, 1].grapheme == "a")
    #expect(screen[2, 1].grapheme == "中")
    #expect(screen[2, 1].width == 2)
    #expect(screen[3, 1].isContinuation)
    #expect(screen[4, 1].grapheme == "b")
    #expect(screen.text(ofRow: 1) == " a中b     ")
  }

  @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
    var screen = Screen(columns: 6, rows: 1)
    screen.draw("中文", column: 0, row: 0)
    screen.draw("x", column: 1, row: 0)
    #expect(screen.text(ofRow: 0) == " x文  ")
    screen.draw("y", column: 2, row: 0)
    #expect(screen.text(ofRow: 0) == " xy   ")
    #expect(!screen[3, 0].isContinuation)
  }

  @Test func wideGraphemeAtTheEdgeIsCut() {
    var screen = Screen(columns: 3, rows: 1)
    let end = screen.draw("ab中", column: 0, row: 0)
    #expect(end == 2)
    #expect(screen.text(ofRow: 0) == "ab ")
    screen.set(Cell("中"), column: 2, row: 0)
    #expect(screen.text(ofRow: 0) == "ab ")
  }

  @Test func limitCutsText() {
    var screen = Screen(columns: 10, rows: 1)
    screen.draw("abcdef", column: 0, row: 0, limit: 3)
    #expect(screen.text(ofRow: 0) == "abc       ")
  }

  @Test func controlsAreDrawnInert() {
    var screen = Screen(columns: 12, rows: 1)
    screen.draw("\u{1B}]0;owned\u{07}", column: 0, row: 0)
    #expect(screen.text(ofRow: 0) == "\u{241B}]0;owned\u{2407}  ")
  }

  @Test func labelsInHindiUrduAndChineseKeepColumnsAligned() {
    let labels = ["Amber", "हिन्दी लेबल", "اردو لیبل", "中文标签", "👨‍👩‍👧 family"]
    var screen = Screen(columns: 30, rows: labels.count)
    for (row, label) in labels.enumerated() {
      screen.draw(label, column: 0, row: row)
      screen.draw("|", column: 16, row: row)
    }
    for row in labels.indices {
      let text = screen.text(ofRow: row)
      let prefix = text[..<text.firstIndex(of: "|")!]
      #expect(DisplayWidth.of(String(prefix)) == 16, "row \(row): \(text)")
    }
  }

  @Test func plainTextTrimsTrailingBlanks() {
    var screen = Screen(columns: 12, rows: 4)
    screen.draw("Rows: 2", column: 0, row: 0)
    screen.draw("中文 \u{1B}", column: 2, row: 1, style: CellStyle(attributes: .bold))
    #expect(screen.plainText == "Rows: 2\n  中文 \u{241B}")
  }

  @Test func fillAndClear() {
    let blue = CellStyle(background: .blue)
    var screen = Screen(columns: 4, rows: 3)
    screen.fill(columns: 1..<9, rows: -1..<2, style: blue)
    #expect(screen[0, 0].style == .plain)
    #expect(screen[3, 1].style == blue)
    #expect(screen[3, 2].style == .plain)
    screen.clear()
    #expect(screen == Screen(columns: 4, rows: 3))
  }
}
