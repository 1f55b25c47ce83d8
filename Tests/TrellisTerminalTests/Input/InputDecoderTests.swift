import Testing
import TrellisTerminal

@Suite struct InputDecoderTests {
  @Test(arguments: DecoderCases.text) func text(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: DecoderCases.controls) func controlKeys(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: DecoderCases.csi) func csiSequences(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: DecoderCases.ss3) func ss3Sequences(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: DecoderCases.mouse) func sgrMouse(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: DecoderCases.pasteAndFocus) func pasteAndFocus(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: DecoderCases.mixed) func mixedInput(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test func loneEscapeWaitsForFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.key(KeyEvent(.escape))])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
  }

  @Test func escapeThenBracketIsAltBracketOnFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.flush() == [.key(KeyEvent(.character("["), modifiers: .alt))])
  }

  @Test func lastGraphemeIsHeldUntilItCannotGrow() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("ab".utf8)) == typed("a"))
    #expect(decoder.feed(Array("\u{301}".utf8)).isEmpty)
    #expect(decoder.feed(Array("\r".utf8)) == typed("b\u{301}") + [.key(KeyEvent(.enter))])
  }

  @Test func pasteIsNotFlushedBeforeItsEnd() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(decoder.isInPaste)
    #expect(decoder.flush().isEmpty)
    #expect(decoder.feed(Array("d\u{1B}[201~".utf8)) == [.paste("abcd")])
  }

  @Test func longPasteIsOneEvent() {
    let body = String(repeating: "line of text\r", count: 10_000)
    let events = decodeAll(Array("\u{1B}[200~\(body)\u{1B}[201~".utf8))
    #expect(events == [.paste(body)])
  }
}
