import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@testable import TrellisUI

/// How `Text` breaks into lines: the one line that fits comes back whole (the common case,
/// measured once), and every other case still wraps at spaces, breaks long words, cuts with
/// "…" and keeps graphemes whole.
@MainActor
@Suite struct TextWrappingTests {
  private func lines(_ text: String, width: Int?, maxLines: Int? = nil) -> [String] {
    _TextWrapping.lines(text, width: width, maxLines: maxLines)
  }

  @Test func aLineThatFitsComesBackWhole() {
    #expect(lines("Hello", width: 10) == ["Hello"])
    #expect(lines("Hello", width: 5) == ["Hello"])
    #expect(lines("Hello", width: nil) == ["Hello"])
    #expect(lines("Кедр 橡树", width: 9) == ["Кедр 橡树"])
    #expect(lines("", width: 3) == [""])
    #expect(lines("", width: nil) == [""])
    #expect(lines("Hello", width: 10, maxLines: 1) == ["Hello"])
    // A negative limit is no limit.
    #expect(lines("Hello", width: 10, maxLines: -1) == ["Hello"])
  }

  @Test func noRoomIsNoLine() {
    #expect(lines("Hello", width: 0).isEmpty)
    #expect(lines("", width: 0).isEmpty)
    #expect(lines("Hello", width: 10, maxLines: 0).isEmpty)
  }

  @Test func aLineTooLongWrapsAtSpacesThenByCharacters() {
    #expect(lines("Hello world", width: 8) == ["Hello", "world"])
    #expect(lines("Hello", width: 4) == ["Hell", "o"])
    // Two columns a character: four columns do not fit in three.
    #expect(lines("橡树", width: 3) == ["橡", "树"])
    #expect(lines("one two three", width: 8, maxLines: 1) == ["one two…"])
    #expect(lines("one two three", width: 5, maxLines: 1) == ["one…"])
    // The cut is by characters, not at the last word that fits, as Apple's tail truncation.
    #expect(lines("🍊 Orange", width: 8, maxLines: 1) == ["🍊 Oran…"])
    #expect(
      lines("alpha beta gamma delta", width: 10, maxLines: 2) == ["alpha beta", "gamma del…"])
    #expect(lines("क्षितिज पर सूरज", width: 9, maxLines: 1).first?.hasSuffix("…") == true)
  }

  @Test func newlinesBreakParagraphsAndACarriageReturnPairIsOneCharacter() {
    #expect(lines("a\nb", width: nil) == ["a", "b"])
    #expect(lines("a\nb", width: 10) == ["a", "b"])
    #expect(lines("a\n\nb", width: 10) == ["a", "", "b"])
    // "\r\n" is one grapheme, not a newline.
    #expect(lines("a\r\nb", width: nil) == ["a\r\nb"])
  }

  @Test func printableASCIIIsAColumnACharacterAndTheRestAsWideAsItIs() {
    #expect(_DisplayWidth.of("Hello, world!") == 13)
    #expect(_DisplayWidth.of("") == 0)
    #expect(_DisplayWidth.of("e\u{301}") == 1)
    #expect(_DisplayWidth.of("a字b") == 4)
    // Control characters are measured as the symbols drawn for them.
    #expect(_DisplayWidth.of("a\u{7}b") == 3)
    #expect(_DisplayWidth.of("\u{7F}") == 1)
    #expect(_DisplayWidth.of("Hello"[...]) == 5)
  }
}
