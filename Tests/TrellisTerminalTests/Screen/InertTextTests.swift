import Testing
import TrellisTerminal

@Suite struct InertTextTests {
  @Test func everyC0ControlBecomesItsPicture() {
    for value in UInt32(0)..<0x20 {
      let sanitized = InertText.sanitize(String(Unicode.Scalar(value)!))
      #expect(sanitized.unicodeScalars.map(\.value) == [0x2400 + value])
    }
  }

  @Test func escapeDeleteAndC1() {
    #expect(InertText.sanitize("\u{1B}") == "\u{241B}")
    #expect(InertText.sanitize("\u{7F}") == "\u{2421}")
    #expect(InertText.sanitize("a\u{9B}b\u{85}") == "a\u{FFFD}b\u{FFFD}")
  }

  @Test func ordinaryTextIsUnchanged() {
    for text in ["Amber", "हिन्दी", "中文", "👨‍👩‍👧", "\u{A0}", "é"] {
      #expect(InertText.sanitize(text) == text)
    }
  }

  @Test func cellNeverHoldsAControl() {
    #expect(Cell("\u{1B}").grapheme == "\u{241B}")
    #expect(Cell("\r\n").grapheme == "\u{FFFD}")
    #expect(Cell("\u{9B}").grapheme == "\u{FFFD}")
  }
}
