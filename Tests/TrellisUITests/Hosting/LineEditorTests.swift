import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

@Suite struct LineEditorTests {
  typealias Line = _LineEditor

  /// A line built from `marked`, where "|" marks the caret.
  private func line(_ marked: String) -> Line {
    let caret = marked.firstIndex(of: "|").map { marked.distance(from: marked.startIndex, to: $0) }
    return Line(text: marked.replacingOccurrences(of: "|", with: ""), caret: caret)
  }

  /// The line after `commands`, written with "|" at the caret.
  private func after(_ marked: String, _ commands: Line.Command...) -> String {
    var edited = line(marked)
    for command in commands { edited.apply(command) }
    var text = edited.text
    text.insert("|", at: text.index(text.startIndex, offsetBy: edited.caret))
    return text
  }

  @Test func theCaretStartsAtTheEndAndIsClamped() {
    #expect(Line(text: "abc").caret == 3)
    #expect(Line(text: "abc", caret: 10).caret == 3)
    #expect(Line(text: "abc", caret: -2).caret == 0)
    #expect(Line(text: "").caret == 0)
  }

  @Test func insertGoesAtTheCaret() {
    #expect(after("ab|c", .insert("X")) == "abX|c")
    #expect(after("|abc", .insert("X")) == "X|abc")
    #expect(after("abc|", .insert("XY")) == "abcXY|")
    #expect(after("|", .insert("中文")) == "中文|")
    // A combining mark typed after a letter joins it: one character, caret after it.
    #expect(after("e|x", .insert("\u{301}")) == "e\u{301}|x")
  }

  @Test func theCountFollowsGraphemesAsTheTextChanges() {
    // Each line keeps its count of characters as commands change it; where removing a
    // character joins its neighbours into one, the count and caret follow the text.
    var joined = Line(text: "\rx\n", caret: 2)
    joined.apply(.deleteBackward)
    #expect(joined.text == "\r\n")
    #expect(joined.count == 1 && joined.caret == 1)
    for text in ["abc", "a\r\nb", "क्षत्रिय", "漢字かな", "👨‍👩‍👧‍👦🇮🇳x", "e\u{301}", ""] {
      var line = Line(text: text)
      #expect(line.count == text.count, "\(text)")
      line.apply(.insert("\u{301}"))
      #expect(line.count == line.text.count, "\(text)")
      line.apply(.move(.home))
      line.apply(.insert("🇮🇳"))
      #expect(line.count == line.text.count && line.caret <= line.count, "\(text)")
      line.apply(.move(.offset(1)))
      line.apply(.deleteToEnd)
      #expect(line.count == line.text.count && line.caret == line.count, "\(text)")
      line.apply(.deleteBackward)
      #expect(line.count == 0 && line.text.isEmpty, "\(text)")
    }
  }

  @Test func insertReportsAChange() {
    var edited = Line(text: "a")
    let typed = edited.apply(.insert("b"))
    let typedNothing = edited.apply(.insert(""))
    let moved = edited.apply(.move(.left))
    #expect(typed && !typedNothing && !moved)
    #expect(edited.text == "ab" && edited.caret == 1)
  }

  @Test func backspaceAndDeleteRemoveOneCharacter() {
    #expect(after("ab|c", .deleteBackward) == "a|c")
    #expect(after("|abc", .deleteBackward) == "|abc")
    #expect(after("|", .deleteBackward) == "|")
    #expect(after("ab|c", .deleteForward) == "ab|")
    #expect(after("abc|", .deleteForward) == "abc|")
    #expect(after("|abc", .deleteForward) == "|bc")
  }

  @Test func graphemesAreNeverSplit() {
    let family = "👩‍👩‍👧"
    #expect(after("a\(family)|b", .deleteBackward) == "a|b")
    #expect(after("a|\(family)b", .deleteForward) == "a|b")
    #expect(after("a\(family)|", .move(.left), .move(.left)) == "|a\(family)")
    #expect(after("|\(family)", .move(.right)) == "\(family)|")
    // "नमस्ते": each grapheme (न, म, स्ते) goes whole.
    let namaste = "नमस्ते"
    #expect(namaste.count == 3)
    #expect(after("\(namaste)|", .deleteBackward) == "नम|")
    #expect(after("\(namaste)|", .move(.left), .insert("X")) == "नमX|स्ते")
    #expect(after("中文|", .deleteBackward, .deleteBackward) == "|")
  }

  @Test func caretMovesStopAtTheEnds() {
    #expect(after("|ab", .move(.left)) == "|ab")
    #expect(after("ab|", .move(.right)) == "ab|")
    #expect(after("a|b", .move(.home)) == "|ab")
    #expect(after("a|b", .move(.end)) == "ab|")
    #expect(after("|", .move(.end)) == "|")
    #expect(after("|", .move(.wordLeft)) == "|")
    #expect(after("|", .move(.wordRight)) == "|")
  }

  @Test func killToEndAndToStart() {
    #expect(after("ab|cd", .deleteToEnd) == "ab|")
    #expect(after("ab|cd", .deleteToStart) == "|cd")
    #expect(after("abcd|", .deleteToEnd) == "abcd|")
    #expect(after("|abcd", .deleteToStart) == "|abcd")
    #expect(after("|", .deleteToEnd, .deleteToStart) == "|")
  }

  @Test func wordMovesSkipSeparatorsThenTheWord() {
    #expect(after("foo bar|", .move(.wordLeft)) == "foo |bar")
    #expect(after("foo bar |", .move(.wordLeft)) == "foo |bar ")
    #expect(after("foo ba|r", .move(.wordLeft)) == "foo |bar")
    #expect(after("foo |bar", .move(.wordLeft)) == "|foo bar")
    #expect(after("|foo bar", .move(.wordRight)) == "foo| bar")
    #expect(after("foo| bar", .move(.wordRight)) == "foo bar|")
    // Punctuation separates words, as in readline and on macOS.
    #expect(after("a.b-c, d!|", .move(.wordLeft)) == "a.b-c, |d!")
    #expect(after("user@example.com|", .move(.wordLeft)) == "user@example.|com")
    #expect(after("|..., snake_case", .move(.wordRight)) == "..., snake_case|")
    #expect(after("नमस्ते दुनिया|", .move(.wordLeft)) == "नमस्ते |दुनिया")
    #expect(after("你好 世界|", .move(.wordLeft)) == "你好 |世界")
  }

  @Test func deleteWordBeforeTheCaret() {
    #expect(after("foo bar|", .deleteWordBackward) == "foo |")
    #expect(after("foo bar  |", .deleteWordBackward) == "foo |")
    #expect(after("foo ba|r", .deleteWordBackward) == "foo |r")
    #expect(after("foo, |bar", .deleteWordBackward) == "|bar")
    #expect(after("|foo", .deleteWordBackward) == "|foo")
    #expect(after("   |", .deleteWordBackward) == "|")
    #expect(after("hi 👩‍👩‍👧|", .deleteWordBackward) == "hi |")
  }
}

@Suite struct FieldViewportTests {
  private func start(_ widths: [Int], caret: Int, columns: Int, previous: Int = 0) -> Int {
    _FieldViewport.start(widths: widths, caret: caret, columns: columns, previous: previous)
  }

  @Test func aShortTextIsShownFromItsStart() {
    #expect(start([1, 1, 1], caret: 3, columns: 10) == 0)
    #expect(start([], caret: 0, columns: 10) == 0)
    #expect(start([1, 1, 1], caret: 1, columns: 10, previous: 2) == 0)
  }

  @Test func theCaretAtTheEndOfALongTextKeepsAColumn() {
    // Ten characters in five columns: four of them, then the caret.
    #expect(start(Array(repeating: 1, count: 10), caret: 10, columns: 5) == 6)
    // Wide characters take two columns each.
    #expect(start(Array(repeating: 2, count: 10), caret: 10, columns: 5) == 8)
  }

  @Test func theViewMovesOnlyWhenTheCaretLeavesIt() {
    let widths = Array(repeating: 1, count: 10)
    // Moving left from the end keeps the view until the caret reaches its left edge.
    #expect(start(widths, caret: 8, columns: 5, previous: 6) == 6)
    #expect(start(widths, caret: 6, columns: 5, previous: 6) == 6)
    #expect(start(widths, caret: 5, columns: 5, previous: 6) == 5)
    // Moving right past the right edge brings it along.
    #expect(start(widths, caret: 5, columns: 5, previous: 0) == 1)
  }

  @Test func deletedTextIsFilledBackIn() {
    // The last frame started at 6; the text is now 5 long and fits from 2.
    #expect(start(Array(repeating: 1, count: 5), caret: 5, columns: 4, previous: 6) == 2)
  }
}
