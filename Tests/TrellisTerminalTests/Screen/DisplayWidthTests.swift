import Testing
import TrellisTerminal

/// Widths match what terminals (glibc's `wcwidth`, as xterm and tmux use it) advance, with
/// emoji sequences counted as one wide grapheme.
@Suite struct DisplayWidthTests {
  struct WidthCase: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int
    init(_ text: String, _ width: Int) {
      self.text = text
      self.width = width
    }
    var testDescription: String { "\(text.debugDescription) = \(width)" }
  }

  static let latin: [WidthCase] = [
    WidthCase("", 0), WidthCase("a", 1), WidthCase("Amber", 5), WidthCase("é", 1),
    WidthCase("e\u{301}", 1), WidthCase("ñ", 1), WidthCase("\u{301}", 0),
    WidthCase("Ａ", 2), WidthCase("ｱ", 1), WidthCase("\u{AD}", 1),
  ]

  // Expected values checked against glibc's wcswidth in the C.UTF-8 locale.
  static let indicAndArabic: [WidthCase] = [
    WidthCase("हिन्दी", 5), WidthCase("नमस्ते", 4), WidthCase("क्ष", 2),
    WidthCase("اردو", 4), WidthCase("اُردُو", 4), WidthCase("لیبل", 4),
    WidthCase("উর্দু", 3), WidthCase("தமிழ்", 4), WidthCase("ไทย", 3),
  ]

  static let eastAsian: [WidthCase] = [
    WidthCase("中", 2), WidthCase("中文标签", 8), WidthCase("日本語", 6), WidthCase("한국어", 6),
    WidthCase("각", 2), WidthCase("\u{1100}\u{1161}\u{11A8}", 2), WidthCase("。", 2),
    WidthCase("𠀀", 2), WidthCase("中a文", 5),
  ]

  static let emoji: [WidthCase] = [
    WidthCase("😀", 2), WidthCase("👍🏽", 2), WidthCase("👨‍👩‍👧‍👦", 2), WidthCase("🏳️‍🌈", 2),
    WidthCase("👩🏽‍💻", 2), WidthCase("🇯🇵", 2), WidthCase("🇺🇸🇫🇷", 4), WidthCase("❤️", 2),
    WidthCase("❤", 1), WidthCase("1️⃣", 2), WidthCase("✈", 1), WidthCase("⌚", 2),
  ]

  static let zeroWidth: [WidthCase] = [
    WidthCase("\u{200B}", 0), WidthCase("\u{200D}", 0), WidthCase("\u{FE0F}", 0),
    WidthCase("a\u{200B}b", 2),
  ]

  @Test(arguments: latin + indicAndArabic + eastAsian + emoji + zeroWidth)
  func widthOfText(_ testCase: WidthCase) {
    #expect(DisplayWidth.of(testCase.text) == testCase.width)
  }

  @Test func controlCharactersCountAsTheirSymbols() {
    #expect(DisplayWidth.of("\u{1B}]0;x\u{07}") == 6)
  }

  @Test func graphemeWidthIsTheSumOverItsCells() {
    for text in ["हिन्दी", "中文", "👨‍👩‍👧‍👦", "اُردُو"] {
      var screen = Screen(columns: 20, rows: 1)
      let end = screen.draw(text, column: 0, row: 0)
      #expect(end == DisplayWidth.of(text))
    }
  }
}
