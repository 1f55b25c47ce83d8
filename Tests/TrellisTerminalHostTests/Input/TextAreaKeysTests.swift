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

  @Test func printScreens() throws {
    let note = Note()
    let input = _TerminalInput(core: HostCore(root: Compose(note: note), width: 12, height: 6))
    press(input, .tab)
    type(input, "one two three four five six seven")
    print(screen(input.core), input.core.caretPosition as Any)
    let e = Note()
    let i2 = _TerminalInput(core: HostCore(root: Editor(note: e), width: 10, height: 5))
    press(i2, .tab)
    type(i2, "क्षत्रिय 中文字 👩‍👩‍👧🇯🇵")
    print(screen(i2.core), i2.core.caretPosition as Any)
  }
}
