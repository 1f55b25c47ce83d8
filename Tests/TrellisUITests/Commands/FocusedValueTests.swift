import Foundation
import Testing
import TrellisTesting
import TrellisUI

extension FocusedValues {
  @Entry fileprivate var draftTitle: String?
  @Entry fileprivate var draftBinding: Binding<String>?
  @Entry fileprivate var libraryName: String?
}

/// A key written by hand, as before `@Entry`.
private struct WordCountKey: FocusedValueKey {
  typealias Value = Int
}

extension FocusedValues {
  fileprivate var wordCount: Int? {
    get { self[WordCountKey.self] }
    set { self[WordCountKey.self] = newValue }
  }
}

private struct DraftEditor: View {
  let name: String
  @State var text: String

  var body: some View {
    TextField(name, text: $text)
      .focusedValue(\.draftTitle, text)
      .focusedValue(\.draftBinding, $text)
      .focusedValue(\.wordCount, text.split(separator: " ").count)
  }
}

/// Commands of the app's own, reading the focused window's data.
private struct DraftCommands: Commands {
  @FocusedValue(\.draftTitle) var title
  @FocusedValue(\.wordCount) var words
  @FocusedBinding(\.draftBinding) var draft
  @FocusedValue(\.libraryName) var library

  var body: some Commands {
    CommandMenu("Draft") {
      Button("Shout “\(title ?? "")”") { draft = draft?.uppercased() }
        .keyboardShortcut("j")
        .disabled(title == nil)
      Text("Words: \(words.map(String.init) ?? "none")")
      Button("Library \(library ?? "none")") {}
    }
  }
}

private struct DraftsApp: App {
  var body: some Scene {
    WindowGroup {
      VStack {
        DraftEditor(name: "First", text: "नमस्ते दुनिया")
        DraftEditor(name: "Second", text: "漢字")
        Button("Elsewhere") {}
      }
      .focusedSceneValue(\.libraryName, "Home")
    }
    .commands { DraftCommands() }
  }
}

@MainActor
@Suite struct FocusedValueTests {
  @Test func aCommandReadsTheFocusedViewsValueAndFollowsFocus() throws {
    let host = ViewHost(app: DraftsApp())
    // Nothing focused: nothing publishes the field's values, the scene's value is there.
    #expect(try host.command("Draft", "Shout “”").isEnabled == false)
    #expect(try host.commandMenuItems("Draft").map(\.title).contains("Words: none"))
    #expect(try host.command("Draft", "Library Home").isEnabled)
    try host.textField("First").focus()
    #expect(try host.command("Draft", "Shout “नमस्ते दुनिया”").isEnabled)
    #expect(try host.commandMenuItems("Draft").map(\.title).contains("Words: 2"))
    try host.textField("Second").focus()
    #expect(try host.command("Draft", "Shout “漢字”").isEnabled)
    try host.button("Elsewhere").focus()
    #expect(try host.command("Draft", "Shout “”").isEnabled == false)
    #expect(try host.command("Draft", "Library Home").isEnabled)
  }

  @Test func aCommandUpdatesAsTheFocusedValueChangesAndWritesThroughABinding() throws {
    let host = ViewHost(app: DraftsApp())
    try host.textField("Second").focus()
    try host.textField("Second").type(" ok")
    host.update()
    #expect(try host.commandMenuItems("Draft").map(\.title).contains("Words: 2"))
    #expect(host.pressShortcut("j"))
    #expect(try host.textField("Second").value == "漢字 OK")
    #expect(try host.command("Draft", "Shout “漢字 OK”").isEnabled)
  }
}
