import Testing

@testable import TrellisMacros

@Suite struct SwiftLexerTests {
  private func tokens(_ source: String) -> [(SwiftToken.Kind, String)] {
    let tokenized = TokenizedSource(source)
    return tokenized.tokens.indices.map { (tokenized[$0].kind, tokenized.text($0)) }
  }

  @Test func wordsPunctuationAndOperatorsAreTokens() {
    let found = tokens("Text(\"Hi\").padding(.horizontal, 16) ?? x -> y")
    #expect(
      found.map(\.1) == [
        "Text", "(", "\"Hi\"", ")", ".", "padding", "(", ".", "horizontal", ",", "16", ")", "??",
        "x", "->", "y",
      ])
    #expect(found[0].0 == .word)
    #expect(found[2].0 == .string)
    #expect(found[12].0 == .operator)
  }

  @Test func commentsAreSkippedAndLineBreaksRemembered() {
    let source = TokenizedSource("a // one\n/* two /* nested */ still */ b\nc")
    #expect(source.tokens.map { source.text($0.range) } == ["a", "b", "c"])
    #expect(source.tokens.map(\.startsLine) == [false, true, true])
  }

  @Test func aStringHidesTheBracketsAndQuotesInItsInterpolations() {
    let found = tokens(#"Text("a \("(" + ")") b \(x["k"]!) }") + 1"#)
    #expect(found.map(\.1) == ["Text", "(", #""a \("(" + ")") b \(x["k"]!) }""#, ")", "+", "1"])
  }

  @Test func rawAndMultilineStringsAreOneToken() {
    let raw = ##"#"quote " and \( not interpolated"#"##
    #expect(tokens(raw + " x").map(\.1) == [raw, "x"])
    let multiline = "\"\"\"\n  line \"one\"\n  \\(two)\n  \"\"\" y"
    #expect(tokens(multiline).map(\.1) == [String(multiline.dropLast(2)), "y"])
  }

  @Test func poundAttributeAndDollarNamesAreTokens() {
    let found = tokens("#Preview @Previewable @State var $x `default` $0")
    #expect(found.map(\.0) == [.pound, .attribute, .attribute, .word, .word, .word, .word])
    #expect(
      found.map(\.1) == ["#Preview", "@Previewable", "@State", "var", "$x", "`default`", "$0"])
  }

  @Test func numbersKeepTheirExponentsAndRangesAreOperators() {
    #expect(
      tokens("1.5e-3 0x1p+4 1_000 0..<5 1...").map(\.1) == [
        "1.5e-3", "0x1p+4", "1_000", "0", "..<", "5", "1", "...",
      ])
  }

  @Test func nonASCIIIdentifiersAndTextStayWhole() {
    #expect(
      tokens("let café = \"日本語\" + émoji😀").map(\.1) == [
        "let", "café", "=", "\"日本語\"", "+", "émoji😀",
      ])
  }

  @Test func unterminatedInputEndsWithoutLosingTheRest() {
    #expect(tokens("\"open\nnext").map(\.1) == ["\"open", "next"])
    #expect(tokens("a /* never closed").map(\.1) == ["a"])
    #expect(tokens("x \u{01} y").map(\.1) == ["x", "\u{01}", "y"])
  }

  @Test func bracketsAreMatchedAcrossKinds() {
    let source = TokenizedSource("f(a[1], { b($0) }) g")
    #expect(source.closingBracket(of: 1) == 13)
    #expect(source.closingBracket(of: 3) == 5)
    #expect(TokenizedSource("f(a]").closingBracket(of: 1) == nil)
    #expect(source.topLevelIndices(in: 2..<13).map { source.text($0) } == ["a", "[", ",", "{"])
  }
}
