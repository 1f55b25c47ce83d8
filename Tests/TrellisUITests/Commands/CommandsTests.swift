import Foundation
import Observation
import Testing
import TrellisTesting
import TrellisUI

/// The notes an app's commands act on, held off screen.
@Observable private final class CommandedNotebook {
  var notes: [String] = []
  var isLocked = false
  var isPinned = false
  var sort = "name"
  var showsDebug = false
  var title = ""
  var log: [String] = []
}

private struct NotebookWindow: View {
  let notebook: CommandedNotebook

  var body: some View {
    @Bindable var notebook = notebook
    VStack {
      Text("Notes: \(notebook.notes.count) \(notebook.isLocked ? "locked" : "open")")
      TextField("Title", text: $notebook.title)
      Button("Other") { notebook.log.append("other") }
    }
  }
}

/// An app with menus of its own and groups in the standard menus, written as people write
/// them: inline closures reading the app's state.
private struct NotebookApp: App {
  @State var notebook = CommandedNotebook()

  var body: some Scene {
    WindowGroup { NotebookWindow(notebook: notebook) }
      .commands {
        CommandMenu("Note") {
          Button("New Note") { notebook.notes.append("नमस्ते") }
            .keyboardShortcut("n")
          Button(notebook.isLocked ? "Unlock" : "Lock") { notebook.isLocked.toggle() }
            .keyboardShortcut("l", modifiers: [.command, .shift])
          Divider()
          Button("Delete") { notebook.notes.removeLast() }
            .keyboardShortcut(.delete)
            .disabled(notebook.notes.isEmpty)
          Menu("Export") {
            Button("हिन्दी") { notebook.log.append("hindi") }
            Button("漢字") { notebook.log.append("cjk") }
          }
          Toggle(
            "Pinned 👩🏽‍💻", isOn: Binding(get: { notebook.isPinned }, set: { notebook.isPinned = $0 }))
          Button("Start of line") { notebook.log.append("start") }
            .keyboardShortcut("a", modifiers: .control)
        }
        CommandGroup(after: .newItem) {
          Button("Duplicate") { notebook.log.append("duplicate") }
            .keyboardShortcut("d")
        }
        CommandGroup(before: .newItem) {
          Button("Open…") { notebook.log.append("open") }
        }
        CommandGroup(replacing: .help) {
          Button("Notebook Help") { notebook.log.append("help") }
            .keyboardShortcut(.init(KeyEquivalent("?"), modifiers: .command))
        }
        SidebarCommands()
        ToolbarCommands()
        if notebook.showsDebug {
          CommandMenu("Debug") {
            Button("Dump") { notebook.log.append("dump") }
          }
        }
      }
  }
}

@MainActor
@Suite struct CommandsTests {
  private func host() -> (ViewHost, CommandedNotebook) {
    let app = NotebookApp()
    let host = ViewHost(app: app)
    return (host, app.notebook)
  }

  @Test func menusAreInTheMenuBarsOrderWithTheGroupsInTheirStandardMenus() throws {
    let (host, _) = host()
    let app = ProcessInfo.processInfo.processName
    #expect(host.menuBar == [app, "File", "Edit", "View", "Note", "Window", "Help"])
    let file = try host.commandMenuItems("File").map(\.description)
    #expect(file == ["Open…", "—", "New Window", "—", "Duplicate", "—", "Close"])
    // The app's "New Note" has Ctrl+N: the standard New Window is shown without it.
    #expect(try host.command("File", "New Window").shortcut == nil)
    #expect(try host.command("File", "Close").shortcut == KeyboardShortcut("w"))
    let note = try host.commandMenuItems("Note").map(\.description)
    #expect(note == ["New Note", "Lock", "—", "Delete", "Export", "Pinned 👩🏽‍💻", "Start of line"])
    #expect(try host.commandMenuItems("Help").map(\.title) == ["Notebook Help"])
  }

  @Test func aCommandRunsFromTheMenuAndTheWindowShowsWhatItChanged() throws {
    let (host, notebook) = host()
    #expect(host.contains(text: "Notes: 0 open"))
    let new = try host.command("Note", "New Note")
    #expect(new.shortcut == KeyboardShortcut("n"))
    #expect(new.isEnabled)
    try new.perform()
    #expect(notebook.notes == ["नमस्ते"])
    #expect(host.contains(text: "Notes: 1 open"))
  }

  @Test func aCommandsLabelAndDisabledStateFollowTheAppsState() throws {
    let (host, notebook) = host()
    #expect(try host.command("Note", "Delete").isEnabled == false)
    #expect(throws: ViewHostError.self) { try host.command("Note", "Delete").perform() }
    try host.command("Note", "Lock").perform()
    #expect(notebook.isLocked)
    #expect((try? host.command("Note", "Lock")) == nil)
    #expect(
      try host.command("Note", "Unlock").shortcut
        == KeyboardShortcut("l", modifiers: [.command, .shift]))
    #expect(host.contains(text: "Notes: 0 locked"))
    notebook.notes.append("from outside")
    host.update()
    #expect(try host.command("Note", "Delete").isEnabled)
  }

  @Test func aShortcutRunsItsCommandFromAnywhereInTheWindow() throws {
    let (host, notebook) = host()
    #expect(host.pressShortcut("n"))
    #expect(host.pressShortcut("n", modifiers: .control))  // Command is Control on Linux
    #expect(notebook.notes.count == 2)
    #expect(host.contains(text: "Notes: 2 open"))
    #expect(host.pressShortcut("l", modifiers: [.command, .shift]))
    #expect(notebook.isLocked)
    #expect(!host.pressShortcut("l"))
    #expect(notebook.isLocked)
    #expect(host.pressShortcut("d"))
    #expect(notebook.log == ["duplicate"])
  }

  @Test func aDisabledCommandsShortcutDoesNothing() throws {
    let (host, notebook) = host()
    #expect(!host.pressShortcut(.delete))
    #expect(notebook.notes.isEmpty)
    host.pressShortcut("n")
    #expect(host.pressShortcut(.delete))
    #expect(notebook.notes.isEmpty)
  }

  @Test func aFocusedTextFieldKeepsItsEditingKeysAndOtherShortcutsStillRun() throws {
    let (host, notebook) = host()
    #expect(host.pressShortcut("a", modifiers: .control))
    #expect(notebook.log == ["start"])
    try host.textField("Title").focus()
    // Control-A moves the field's caret to the start of its line; the command does not run.
    #expect(!host.pressShortcut("a", modifiers: .control))
    #expect(notebook.log == ["start"])
    // A shortcut the field has no use for still runs its command.
    #expect(host.pressShortcut("n"))
    #expect(notebook.notes.count == 1)
  }

  @Test func submenusTogglesAndConditionalMenus() throws {
    let (host, notebook) = host()
    try host.command("Note", "Export", "漢字").perform()
    #expect(notebook.log == ["cjk"])
    let pinned = try host.command("Note", "Pinned 👩🏽‍💻")
    #expect(pinned.isOn == false)
    try pinned.perform()
    #expect(notebook.isPinned)
    #expect(try host.command("Note", "Pinned 👩🏽‍💻").isOn == true)
    notebook.showsDebug = true
    host.update()
    let app = ProcessInfo.processInfo.processName
    #expect(host.menuBar == [app, "File", "Edit", "View", "Note", "Debug", "Window", "Help"])
    try host.command("Debug", "Dump").perform()
    #expect(notebook.log == ["cjk", "dump"])
  }

  @Test func aSceneWithoutCommandsHasNoMenuBar() {
    struct Plain: App {
      var body: some Scene { WindowGroup { Text("Plain") } }
    }
    let host = ViewHost(app: Plain())
    #expect(host.menuBar.isEmpty)
    #expect(!host.pressShortcut("n"))
    #expect(host.contains(text: "Plain"))
  }

  @Test func commandsReplacedDropsTheInnerScenesCommands() throws {
    struct Replaced: App {
      var body: some Scene {
        WindowGroup { Text("Window") }
          .commands { CommandMenu("Inner") { Button("Gone") {} } }
          .defaultSize(width: 300, height: 200)
          .commandsReplaced { CommandMenu("Outer") { Button("Kept") {} } }
          .commandsRemoved()
      }
    }
    let host = ViewHost(app: Replaced())
    // The group's New Window goes with its commands; the app's Quit, Close and window list
    // stay.
    let app = ProcessInfo.processInfo.processName
    #expect(host.menuBar == [app, "File", "Edit", "Outer", "Window", "Help"])
    #expect(try host.commandMenuItems("File").map(\.title) == ["Close"])
    #expect(host.contains(text: "Window"))
  }
}
