import Testing
import TrellisTesting
import TrellisUI

/// Multi-line text as people write it, headless: a vertical field shrinks back when its text
/// goes, grows without bound when it has no line limit, lays out in a `Form`, and an editor
/// shorter than its text keeps the caret's line in view.
@MainActor
@Suite struct TextAreaSizingTests {
  @Observable final class Note {
    var body = ""
  }

  @Test func aVerticalFieldShrinksBackWhenItsTextIsDeletedOrCleared() throws {
    struct Compose: View {
      @Bindable var note: Note
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          TextField("Note", text: $note.body, axis: .vertical).lineLimit(1...4)
          Button("Clear") { note.body = "" }
          Spacer()
        }
      }
    }
    let note = Note()
    let host = ViewHost(Compose(note: note), width: 14, height: 10)
    try host.textField("Note").type("one two three four five six")
    #expect(try host.textField("Note").frame.height == 3)
    // Backspace back to a single line: the field is one row again.
    try host.textField("Note").deleteBackward("three four five six".count)
    #expect(note.body == "one two ")
    #expect(try host.textField("Note").frame.height == 1)
    try host.textField("Note").type("ग्रीष्म ऋतु की शाम को")
    #expect(try host.textField("Note").frame.height > 1)
    // A model change from a button shrinks it too, and the button moves back up.
    try host.button("Clear").tap()
    #expect(try host.textField("Note").frame.height == 1)
    #expect(try host.button("Clear").frame.y == 1)
  }

  @Test func withoutALineLimitAVerticalFieldGrowsWithEveryLine() throws {
    struct Compose: View {
      @State var text = ""
      var body: some View {
        VStack(spacing: 0) {
          TextField("Poem", text: $text, axis: .vertical)
          Spacer()
        }
      }
    }
    let host = ViewHost(Compose(), width: 20, height: 12)
    let field = try host.textField("Poem")
    #expect(field.frame.height == 1)
    for line in ["春眠不觉晓", "处处闻啼鸟", "夜来风雨声", "花落知多少", "🌸🌧️"] {
      try host.textField("Poem").type(line)
      try host.textField("Poem").insertNewline()
    }
    // Five lines and the empty sixth the caret is on.
    #expect(try host.textField("Poem").frame.height == 6)
    #expect(host.text.contains("花落知多少"))
  }

  @Test func aVerticalFieldInAFormGrowsAndPushesTheRowsBelowItDown() throws {
    struct Settings: View {
      @State var bio = ""
      var body: some View {
        Form {
          Section("Profile") {
            TextField("Bio", text: $bio, axis: .vertical).lineLimit(1...3)
            Text("Below the bio")
          }
        }
      }
    }
    let host = ViewHost(Settings(), width: 24, height: 14)
    let below = try #require(host.elements.first { $0.text == "Below the bio" })
    let top = below.frame.y
    try host.textField("Bio").type("Writes about tea, rain and long walks by the sea")
    #expect(try host.textField("Bio").frame.height == 3)
    let moved = try #require(host.elements.first { $0.text == "Below the bio" })
    #expect(moved.frame.y == top + 2)
  }

  @Test func anEditorShorterThanItsTextKeepsTheCaretsLineInView() throws {
    struct Log: View {
      @State var text = ""
      var body: some View {
        VStack(spacing: 0) {
          TextEditor(text: $text).frame(height: 48)  // three rows of 16 points
          Text("end")
          Spacer()
        }
      }
    }
    let host = ViewHost(Log(), width: 20, height: 8)
    let editor = try host.textEditor()
    for index in 1...10 {
      try editor.type("line \(index)")
      if index < 10 { try editor.insertNewline() }
    }
    let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }
    // The last three lines show, the caret's at the bottom; the view below is where it was.
    let shown = try host.textEditor()
    #expect(rows == ["line 8", "line 9", "line 10", "end"], "\(host.text)\n\(shown)")
    try editor.moveCaret(byLines: -9)
    let top = host.text.split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(top == ["line 1", "line 2", "line 3"])
  }
}
