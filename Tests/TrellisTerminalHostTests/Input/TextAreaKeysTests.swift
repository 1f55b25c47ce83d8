import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A vertical `TextField` and a `TextEditor` in the terminal, driven by keys: their exact
/// screens as text wraps, grows to the line limit and scrolls, with the caret by grapheme.
@MainActor
@Suite struct TextAreaKeysTests {
  @Observable final class Note {
    var body = ""
    var draft = ""
    var submitted: [String] = []
  }

  struct Compose: View {
    @Bindable var note: Note
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Notes", text: $note.body, axis: .vertical)
          .lineLimit(1...3)
          .onSubmit { note.submitted.append(note.body) }
        Button("Clear") { note.body = "" }
        Spacer()
      }
    }
  }

  struct Editor: View {
    @Bindable var note: Note
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Draft")
        TextEditor(text: $note.draft)
        Button("Clear") { note.draft = "" }
      }
    }
  }

  private func press(
    _ input: _TerminalInput, _ key: Key, _ modifiers: KeyModifiers = [], times: Int = 1
  ) {
    for _ in 0..<times {
      _ = input.handle(.key(KeyEvent(key, modifiers: modifiers)))
      input.core.update()
    }
  }

  private func type(_ input: _TerminalInput, _ text: String) {
    for character in text { press(input, .character(character)) }
  }

  private func screen(_ core: HostCore) -> [String] {
    core.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func aVerticalFieldGrowsToItsLineLimitThenScrollsToTheCaret() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Compose(note: note), width: 12, height: 5))
    #expect(screen(input.core) == ["[Notes     ]", "[ Clear ]", "", "", ""])
    press(input, .tab)
    type(input, "one two ")
    #expect(screen(input.core) == ["[one two   ]", "[ Clear ]", "", "", ""])
    type(input, "three four five")
    #expect(
      screen(input.core) == ["[one two   ]", "[three four]", "[five      ]", "[ Clear ]", ""])
    type(input, " six seven")
    // Four lines of text in a field of at most three: the first scrolls out of view, and the
    // caret stays on the last line shown.
    #expect(
      screen(input.core) == ["[three four]", "[five six  ]", "[seven     ]", "[ Clear ]", ""])
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [6, 2])
    #expect(note.body == "one two three four five six seven")
    // Up from the top line shown scrolls the first line back.
    press(input, .up, times: 3)
    #expect(
      screen(input.core) == ["[one two   ]", "[three four]", "[five six  ]", "[ Clear ]", ""])
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [6, 0])
    #expect(input.core.focused?.caretOffset == 5)
  }

  @Test func aRunOfSpacesWiderThanTheFieldWrapsInsideIt() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Compose(note: note), width: 12, height: 5))
    press(input, .tab)
    type(input, "one" + String(repeating: " ", count: 12))
    // The spaces that do not fit go on to the next line: nothing draws past the bracket,
    // and the caret after them is inside the field.
    #expect(screen(input.core) == ["[one       ]", "[          ]", "[ Clear ]", "", ""])
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [6, 1])
    type(input, "two")
    #expect(screen(input.core) == ["[one       ]", "[     two  ]", "[ Clear ]", "", ""])
    #expect(note.body == "one" + String(repeating: " ", count: 12) + "two")
  }

  @Test func returnSubmitsAVerticalFieldAndAltReturnStartsALine() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Compose(note: note), width: 12, height: 5))
    press(input, .tab)
    type(input, "milk")
    press(input, .enter, [.alt])
    type(input, "eggs")
    #expect(note.body == "milk\neggs")
    #expect(note.submitted.isEmpty)
    press(input, .enter)
    #expect(note.submitted == ["milk\neggs"])
    #expect(note.body == "milk\neggs")
    #expect(screen(input.core) == ["[milk      ]", "[eggs      ]", "[ Clear ]", "", ""])
  }

  @Test func anEditorWrapsEveryScriptWholeAndMovesByGrapheme() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Editor(note: note), width: 10, height: 5))
    press(input, .tab)
    type(input, "क्षत्रिय 中文字 👩‍👩‍👧🇯🇵")
    #expect(screen(input.core) == ["Draft", "क्षत्रिय", "中文字", "👩‍👩‍👧🇯🇵", "[ Clear ]"])
    #expect(note.draft == "क्षत्रिय 中文字 👩‍👩‍👧🇯🇵")
    // Each step left crosses one grapheme: the flag, then the family, then the space.
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [4, 3])
    press(input, .left)
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [2, 3])
    press(input, .left)
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [0, 3])
    // Up keeps the column: between 中 and 文 is column 2, then the conjunct's line.
    press(input, .right)
    press(input, .up)
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [2, 2])
    press(input, .home)
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [0, 2])
    press(input, .up)
    #expect(input.core.focused?.caretOffset == 0)
    press(input, .end)
    // Before the space the line wrapped at, after the conjuncts (graphemes, not scalars).
    #expect(input.core.focused?.caretOffset == Array("क्षत्रिय").count)
    // Return starts a new line after the conjunct; nothing is submitted.
    press(input, .enter)
    type(input, "中")
    #expect(note.draft == "क्षत्रिय\n中 中文字 👩‍👩‍👧🇯🇵")
    #expect(screen(input.core) == ["Draft", "क्षत्रिय", "中 中文字", "👩‍👩‍👧🇯🇵", "[ Clear ]"])
    // Backspace takes the whole family emoji, never part of it.
    press(input, .end, [.control])
    press(input, .left)
    press(input, .backspace)
    #expect(note.draft == "क्षत्रिय\n中 中文字 🇯🇵")
  }

  @Test func tabMovesFocusOutOfAnEditor() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Editor(note: note), width: 10, height: 5))
    press(input, .tab)
    type(input, "a")
    press(input, .tab)
    #expect(input.core.focused?.kind == .button)
    #expect(note.draft == "a")
    press(input, .enter)
    #expect(note.draft == "")
    #expect(screen(input.core) == ["Draft", "", "", "", "[ Clear ]"])
  }

  @Test func aPasteKeepsItsLinesAndAHugeOneShowsItsEnd() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Editor(note: note), width: 10, height: 5))
    press(input, .tab)
    _ = input.handle(.paste("one\rtwo\r\nthree"))
    input.core.update()
    #expect(note.draft == "one\ntwo\nthree")
    #expect(screen(input.core) == ["Draft", "one", "two", "three", "[ Clear ]"])
    let lines = (1...20_000).map { "line \($0)" }
    _ = input.handle(.paste("\r" + lines.joined(separator: "\r")))
    input.core.update()
    #expect(note.draft == "one\ntwo\nthree\n" + lines.joined(separator: "\n"))
    // The last line fills the editor's width: the caret after it goes to a line of its own.
    #expect(screen(input.core) == ["Draft", "line 19999", "line 20000", "", "[ Clear ]"])
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [0, 3])
  }
}
