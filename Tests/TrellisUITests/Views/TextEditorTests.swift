import Testing
@_spi(Testing) import TrellisTesting
@_spi(TrellisHost) import TrellisUI

/// `TextEditor` headless: it fills the room it is offered, Return starts a new line, and its
/// binding and the model follow each other.
@MainActor
@Suite struct TextEditorTests {
  @Observable final class Journal {
    var entry = ""
    var isLocked = false
    var submissions = 0
  }

  struct JournalView: View {
    @Bindable var journal: Journal
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Today")
        TextEditor(text: $journal.entry)
          .font(.title)
          .foregroundStyle(.red)
          .lineLimit(1)
          .disabled(journal.isLocked)
          .onSubmit { journal.submissions += 1 }
        HStack {
          Button("Clear") { journal.entry = "" }
          Text("\(journal.entry.count) characters")
        }
      }
    }
  }

  @Test func anEditorFillsTheRoomOfferedWhateverItsLineLimit() throws {
    let journal = Journal()
    let host = ViewHost(JournalView(journal: journal), width: 30, height: 10)
    let editor = try host.textEditor()
    #expect(editor.isMultiline)
    #expect(editor.frame == (0, 1, 30, 8))
    try editor.paste("one\ntwo\nthree\nfour")
    // `lineLimit(1)` does not apply to an editor, as on Apple's platforms.
    #expect(try host.textEditor().frame == (0, 1, 30, 8))
    #expect(host.text.contains("three"))
  }

  @Test func returnStartsANewLineAndNeverSubmits() throws {
    let journal = Journal()
    let host = ViewHost(JournalView(journal: journal), width: 30, height: 10)
    let editor = try host.textEditor()
    try editor.type("Rain")
    try editor.pressReturn()
    try editor.type("then sun")
    #expect(journal.entry == "Rain\nthen sun")
    #expect(journal.submissions == 0)
    #expect(throws: ViewHostError.self) { try editor.submit() }
    let lines = host.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.prefix(3) == ["Today", "Rain", "then sun"])
  }

  @Test func upAndDownMoveBetweenTheLinesShownHomeAndEndToTheirEnds() throws {
    let journal = Journal()
    let host = ViewHost(JournalView(journal: journal), width: 10, height: 10)
    let editor = try host.textEditor()
    // "a long line " wraps at ten columns: "a long " / "line wraps" / "", then "x".
    try editor.type("a long line wraps\nx")
    try editor.moveCaret(byLines: -1)
    #expect(try host.textEditor().caretOffset == 8)
    try editor.moveCaretToLineEdge(end: false)
    #expect(try host.textEditor().caretOffset == 7)
    try editor.moveCaret(byLines: -1)
    #expect(try host.textEditor().caretOffset == 0)
    try editor.moveCaretToLineEdge(end: true)
    #expect(try host.textEditor().caretOffset == 6)
    try editor.moveCaret(byLines: 5)
    #expect(try host.textEditor().caretOffset == journal.entry.count)
  }

  @Test func aModelChangeShowsAtOnceAndClearingLeavesNothing() throws {
    let journal = Journal()
    let host = ViewHost(JournalView(journal: journal), width: 30, height: 10)
    try host.textEditor().type("Dear diary")
    journal.entry = "Dear diary, again"
    host.update()
    #expect(host.text.contains("Dear diary, again"))
    #expect(try host.textEditor().value == "Dear diary, again")
    try host.button("Clear").tap()
    host.update()
    #expect(!host.text.contains("Dear"))
    #expect(host.contains(text: "0 characters"))
  }

  @Test func aDisabledEditorShowsItsTextButTakesNoTyping() throws {
    let journal = Journal()
    journal.entry = "Sealed"
    journal.isLocked = true
    let host = ViewHost(JournalView(journal: journal), width: 30, height: 10)
    #expect(host.text.contains("Sealed"))
    #expect(throws: ViewHostError.disabled("TextEditor \"\"")) {
      try host.textEditor().type("!")
    }
    #expect(journal.entry == "Sealed")
  }

  @Test func itsTextIsSetInTheEnvironmentsFontAndColour() throws {
    let journal = Journal()
    let host = ViewHost(JournalView(journal: journal), width: 30, height: 10)
    try host.textEditor().type("Hello")
    host.update()
    let area = host.core.displayList.items.lazy.compactMap { item -> _TextAreaItem? in
      guard case .control(let control) = item.content, case .textArea(let area) = control.kind
      else { return nil }
      return area
    }.first
    #expect(area?.style.font == .title)
    #expect(area?.style.color == .red)
    #expect(area?.text == "Hello")
  }

  @Test func aHugePasteIsKeptWhole() throws {
    let journal = Journal()
    let host = ViewHost(JournalView(journal: journal), width: 30, height: 10)
    let text = String(repeating: "क्षत्रिय 中文 👩‍👩‍👧 ", count: 20_000)
    try host.textEditor().paste(text)
    #expect(journal.entry == text)
    #expect(try host.textEditor().caretOffset == text.count)
  }
}
