import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The article's commands do what it says.
@MainActor
@Suite struct MenusAndCommandsTests {
  @Test func theLibrarysCommandsRunFromTheMenuAndTheirShortcuts() throws {
    let host = ViewHost(app: MenusAndCommands.LibraryApp())
    let app = ProcessInfo.processInfo.processName
    #expect(host.menuBar == [app, "File", "Edit", "View", "Books", "Window", "Help"])
    #expect(try host.commandMenuItems("View").map(\.title) == ["Toggle Sidebar"])
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

  @Test func theStandardMenusHoldTheScenesItems() throws {
    let host = ViewHost(app: MenusAndCommands.NotesApp())
    let app = ProcessInfo.processInfo.processName
    #expect(host.menuBar == [app, "File", "Edit", "Window", "Help"])
    #expect(
      try host.commandMenuItems(app).map(\.title) == [
        "About \(app)", "", "Settings…", "", "Quit \(app)",
      ])
    #expect(try host.commandMenuItems("File").map(\.title) == ["New Note", "", "Close"])
    #expect(
      try host.commandMenuItems("Window").map(\.title) == [
        "Minimize", "Zoom", "", "Notes", "", "Activity",
      ])
    try host.command("Window", "Activity").perform()
    #expect(host.frontWindow?.id == "activity")
  }

  @Test func theDraftCommandActsOnTheFocusedEditorsObject() throws {
    struct Drafting: App {
      var body: some Scene {
        WindowGroup { MenusAndCommands.DraftEditor() }
          .commands { MenusAndCommands.DraftCommands() }
      }
    }
    let host = ViewHost(app: Drafting())
    #expect(try host.command("Draft", "Pin").isEnabled == false)
    try host.textField("Draft").focus()
    #expect(host.pressShortcut("p"))
    #expect(try host.command("Draft", "Unpin").isEnabled)
  }
}
