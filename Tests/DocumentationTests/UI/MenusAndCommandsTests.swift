import Testing
import TrellisTesting
import TrellisUI

/// The article's commands do what it says.
@MainActor
@Suite struct MenusAndCommandsTests {
  @Test func theLibrarysCommandsRunFromTheMenuAndTheirShortcuts() throws {
    let host = ViewHost(app: MenusAndCommands.LibraryApp())
    #expect(host.menuBar == ["File", "Books"])
    #expect(try host.command("Books", "Remove Last").isEnabled == false)
    #expect(host.pressShortcut("b"))
    #expect(host.contains(text: "Books: 1"))
    try host.command("Books", "Start Reading").perform()
    #expect(try host.command("Books", "Stop Reading").isEnabled)
  }

  @Test func theChapterCommandActsOnTheFocusedEditor() throws {
    struct Editing: App {
      var body: some Scene {
        WindowGroup { MenusAndCommands.ChapterEditor() }
          .commands { MenusAndCommands.ChapterCommands() }
      }
    }
    let host = ViewHost(app: Editing())
    #expect(try host.command("Chapter", "Mark Done").isEnabled == false)
    try host.textField("Title").focus()
    #expect(host.pressShortcut("m"))
    #expect(try host.command("Chapter", "Mark Not Done").isEnabled)
  }
}
