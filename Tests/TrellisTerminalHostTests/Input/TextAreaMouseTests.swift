import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A `TextEditor` and a vertical `TextField` in the terminal, driven by the mouse: a click
/// puts the caret under the pointer, by whole graphemes and on the lines as shown; the wheel
/// over the text being edited moves through its lines.
@MainActor
@Suite struct TextAreaMouseTests {
  @Observable final class Journal {
    var entry = ""
    var title = ""
  }

  struct JournalView: View {
    @Bindable var journal: Journal
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        TextField("Title", text: $journal.title, axis: .vertical)
          .lineLimit(1...2)
        TextEditor(text: $journal.entry)
        Button("Clear") { journal.entry = "" }
      }
    }
  }

  private func click(_ input: _TerminalInput, column: Int, row: Int) {
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    input.core.update()
  }

  private func wheel(_ input: _TerminalInput, down: Bool, row: Int) {
    _ = input.handle(.mouse(MouseEvent(down ? .scrollDown : .scrollUp, column: 2, row: row)))
    input.core.update()
  }

  private func type(_ input: _TerminalInput, _ text: String) {
    for character in text {
      _ = input.handle(.key(KeyEvent(.character(character))))
      input.core.update()
    }
  }

  private func screen(_ core: HostCore) -> [String] {
    core.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func aClickPutsTheCaretBeforeTheGraphemeUnderThePointer() throws {
    let journal = Journal()
    journal.entry = "क्षत्रिय\n中文字 👩‍👩‍👧🇯🇵"
    let input = _TerminalInput(
      core: HostCore(root: JournalView(journal: journal), width: 12, height: 6))
    #expect(screen(input.core) == ["[Title     ]", "क्षत्रिय", "中文字 👩‍👩‍👧🇯🇵", "", "", "[ Clear ]"])
    // On 文 (columns 2 and 3 of the editor's second line): the caret goes before it.
    click(input, column: 2, row: 2)
    #expect(input.core.focused?.textAreaRole == .editor)
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [2, 2])
    type(input, "·")
    #expect(journal.entry == "क्षत्रिय\n中·文字 👩‍👩‍👧🇯🇵")
    // On the family emoji's first cell, then past the end of the line: never inside a
    // cluster, and past the end is the line's end.
    click(input, column: 8, row: 2)
    type(input, "+")
    #expect(journal.entry == "क्षत्रिय\n中·文字 +👩‍👩‍👧🇯🇵")
    click(input, column: 11, row: 1)
    type(input, "!")
    #expect(journal.entry == "क्षत्रिय!\n中·文字 +👩‍👩‍👧🇯🇵")
  }

  @Test func aClickInAScrolledFieldCountsTheLinesScrolledOut() throws {
    let journal = Journal()
    let input = _TerminalInput(
      core: HostCore(root: JournalView(journal: journal), width: 12, height: 6))
    click(input, column: 1, row: 0)
    #expect(input.core.focused?.textAreaRole == .verticalField)
    type(input, "one two three four five")
    // Three lines in a field of two: the first is scrolled out.
    #expect(Array(screen(input.core).prefix(2)) == ["[three four]", "[five      ]"])
    // A click on the top line shown is on "three", the second line of the text.
    click(input, column: 1, row: 0)
    type(input, "^")
    #expect(journal.title == "one two ^three four five")
  }

  @Test func theWheelMovesThroughTheLinesOfTheTextBeingEdited() throws {
    let journal = Journal()
    journal.entry = (1...12).map { "line \($0)" }.joined(separator: "\n")
    let input = _TerminalInput(
      core: HostCore(root: JournalView(journal: journal), width: 12, height: 6))
    #expect(Array(screen(input.core)[1...4]) == ["line 1", "line 2", "line 3", "line 4"])
    // Over an editor no one edits, the wheel changes nothing and focuses nothing.
    wheel(input, down: true, row: 2)
    #expect(input.core.focused == nil)
    #expect(Array(screen(input.core)[1...4]) == ["line 1", "line 2", "line 3", "line 4"])
    click(input, column: 0, row: 1)
    wheel(input, down: true, row: 2)
    wheel(input, down: true, row: 2)
    // Six lines down: the caret on "line 7", the last row shown.
    #expect(Array(screen(input.core)[1...4]) == ["line 4", "line 5", "line 6", "line 7"])
    #expect(input.core.caretPosition.map { [$0.x, $0.y] } == [0, 4])
    wheel(input, down: false, row: 2)
    type(input, ">")
    #expect(journal.entry.contains("\n>line 4\n"))
    #expect(journal.entry.split(separator: "\n").count == 12)
  }

  // A single-line field, unfocused, shows the end of a long text (where typing goes), and
  // a click lands on the character shown under the pointer.
  @Test func aClickOnALongFieldLandsOnTheCharacterShown() throws {
    struct Search: View {
      @Bindable var journal: Journal
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Button("Go") {}
          TextField("Title", text: $journal.title)
        }
      }
    }
    let journal = Journal()
    journal.title = "क्षत्रिय: a title much longer than the field 中文字"
    let input = _TerminalInput(core: HostCore(root: Search(journal: journal), width: 14, height: 3))
    let line = screen(input.core)[1]
    #expect(line == "[ield 中文字 ]")
    // On 中: the cells before it are the bracket and one a character (ASCII).
    let before = line.prefix { $0 != "中" }
    click(input, column: before.count, row: 1)
    type(input, "«")
    #expect(journal.title == "क्षत्रिय: a title much longer than the field «中文字")
  }
}
