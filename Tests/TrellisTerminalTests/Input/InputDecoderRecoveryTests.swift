import Testing
import TrellisTerminal

/// Bad bytes and unknown sequences are skipped; the input around them is kept.
@Suite struct InputDecoderRecoveryTests {
  static let malformedUTF8: [DecoderCase] = [
    DecoderCase("a", raw: [0xFF], "b", typed("ab")),
    DecoderCase("a", raw: [0xC3], "b", typed("ab")),  // truncated two-byte scalar
    DecoderCase("a", raw: [0xE2, 0x82], "b", typed("ab")),  // truncated three-byte scalar
    DecoderCase("a", raw: [0xC0, 0xAF], "b", typed("ab")),  // overlong '/'
    DecoderCase("a", raw: [0xE0, 0x80, 0xAF], "b", typed("ab")),  // overlong, three bytes
    DecoderCase("a", raw: [0xED, 0xA0, 0x80], "b", typed("ab")),  // a UTF-16 surrogate
    DecoderCase("a", raw: [0xF4, 0x90, 0x80, 0x80], "b", typed("ab")),  // past U+10FFFF
    DecoderCase("a", raw: [0x80, 0xBF], "b", typed("ab")),  // stray continuation bytes
    DecoderCase("a", raw: [0xC2, 0x9B], "b", typed("ab")),  // C1 CSI encoded as UTF-8
    DecoderCase("a", raw: [0xE4], "Ab", typed("aAb")),  // lead byte then ASCII
    DecoderCase("a", raw: [0xE4], "\u{1B}[A", typed("a") + [.key(KeyEvent(.up))]),
    DecoderCase("", raw: [0x1B, 0xFF], "x", [.key(KeyEvent(.escape))] + typed("x")),
  ]

  static let unknownSequences: [DecoderCase] = [
    DecoderCase("a\u{1B}[99Xb", typed("ab")),
    DecoderCase("a\u{1B}[?1;2cb", typed("ab")),
    DecoderCase("a\u{1B}[1 qb", typed("ab")),
    DecoderCase("a\u{1B}[>0;1u", typed("a")),
    DecoderCase("\u{1B}[1;\u{01}", .character("a"), .control),
    DecoderCase("\u{1B}[12\u{1B}[A", .up),
    DecoderCase("\u{1B}O\u{1B}[B", .down),
    DecoderCase("\u{1B}O\u{7F}", .backspace),
    DecoderCase("\u{1B}[<0;0;1Mz", typed("z")),
    DecoderCase("\u{1B}[<0;1Mz", typed("z")),
    DecoderCase("\u{1B}[<99;1;1mz", typed("z")),
    DecoderCase("\u{1B}[201~z", typed("z")),
    DecoderCase("\u{1B}[" + String(repeating: "1;", count: 500) + "mq", typed("q")),
    DecoderCase("\u{1B}[999999999999999999999Aq", [.key(KeyEvent(.up))] + typed("q")),
  ]

  @Test(arguments: malformedUTF8) func skipsMalformedUTF8(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: unknownSequences) func skipsUnknownSequences(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.expected)
  }

  @Test(arguments: malformedUTF8 + unknownSequences) func recoveryDoesNotDependOnSplits(
    _ testCase: DecoderCase
  ) {
    for split in 0...testCase.bytes.count {
      var decoder = InputDecoder()
      let events =
        decoder.feed(testCase.bytes[..<split]) + decoder.feed(testCase.bytes[split...])
        + decoder.flush()
      #expect(events == testCase.expected, "split at \(split)")
    }
  }
}
