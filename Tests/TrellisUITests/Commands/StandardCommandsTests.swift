import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// An app of several scenes whose main group has commands: the standard menus fill with the
/// items its scenes define.
private struct StudioApp: App {
  var body: some Scene {
    WindowGroup("Studio") { Text("Studio window") }
      .commands { CommandMenu("Canvas") { Button("Clear") {} } }
    Window("Activity 活动", id: "activity") { Text("Activity pane") }
    WindowGroup("Sketch", id: "sketch", for: String.self) { _ in Text("Sketch") }
      .commandsRemoved()
    Settings { Text("Settings pane") }
  }
}

/// An app that replaces some standard groups and adds around others.
private struct ReplacingApp: App {
  @State var log: [String] = []

  var body: some Scene {
    WindowGroup { Text("Log: \(log.joined(separator: ","))") }
      .commands {
        CommandGroup(replacing: .newItem) {}
        CommandGroup(replacing: .appTermination) {
          Button("Quit Safely") { log.append("quit") }
            .keyboardShortcut("q")
        }
        CommandGroup(before: .appTermination) {
          Button("Before Quit") { log.append("before") }
        }
      }
    Settings { Text("Settings pane") }
      .commandsRemoved()
  }
}

/// An app that puts its own About, window size items and help in the standard places.
private struct OwnInfoApp: App {
  @State var log: [String] = []

  var body: some Scene {
    WindowGroup { Text("Log: \(log.joined(separator: ","))") }
      .commands {
        CommandGroup(replacing: .appInfo) {
          Button("About 絵本 Picture Books") { log.append("about") }
        }
        CommandGroup(replacing: .windowSize) {}
        CommandGroup(replacing: .help) {
          Button("पुस्तक सहायता") { log.append("help") }
        }
      }
  }
}

/// A split view whose sidebar the View menu's Toggle Sidebar shows and hides.
private struct LibraryApp: App {
  @State var visibility = NavigationSplitViewVisibility.all

  var body: some Scene {
    WindowGroup {
      NavigationSplitView(columnVisibility: $visibility) {
        Text("Shelf सूची")
      } detail: {
        Text("Page 頁 \(visibility == .detailOnly ? "alone" : "beside")")
      }
    }
    .commands { SidebarCommands() }
  }
}

@MainActor
@Suite struct StandardCommandsTests {
  private let app = ProcessInfo.processInfo.processName

  @Test func theStandardMenusHoldTheItemsTheAppsScenesDefine() throws {
    let host = ViewHost(app: StudioApp())
    #expect(host.menuBar == [app, "File", "Edit", "Canvas", "Window", "Help"])
    #expect(
      try host.commandMenuItems(app).map(\.description) == [
        "About \(app)", "—", "Settings…", "—", "Quit \(app)",
      ])
    #expect(try host.command(app, "Settings…").shortcut == KeyboardShortcut(","))
    #expect(try host.command(app, "Quit \(app)").shortcut == KeyboardShortcut("q"))
    // The sketch group's commands were removed: only the main group's New Window.
    #expect(try host.commandMenuItems("File").map(\.description) == ["New Window", "—", "Close"])
    #expect(try host.command("File", "New Window").shortcut == KeyboardShortcut("n"))
    let window = try host.commandMenuItems("Window").map(\.description)
    #expect(window == ["Minimize", "Zoom", "—", "Studio", "—", "Activity 活动"])
    #expect(try host.commandMenuItems("Help").map(\.title) == ["\(app) Help"])
    #expect(try host.command("Window", "Studio").isOn == true)
  }

  @Test func newWindowCloseAndTheWindowListActOnTheApp() throws {
    let host = ViewHost(app: StudioApp())
    #expect(host.pressShortcut("n"))
    #expect(host.windows.map(\.title) == ["Studio", "Studio"])
    let list = try host.commandMenuItems("Window").filter { $0.title == "Studio" }
    #expect(list.count == 2)
    // Choosing the first window in the list brings it forward.
    let first = try #require(host.windows.first)
    try host.command("Window", "Studio").perform()
    #expect(host.frontWindow == first)
    try host.command("Window", "Activity 活动").perform()
    #expect(host.frontWindow?.id == "activity")
    #expect(host.contains(text: "Activity pane"))
    // The activity window has no commands of its own: bring a Studio window back and close it.
    try host.bringToFront(first)
    try host.command("File", "Close").perform()
    #expect(host.windows.map(\.title) == ["Studio", "Activity 活动"])
    #expect(!host.windows.contains(first))
  }

  @Test func settingsOpensTheSettingsWindowAndQuitClosesEveryWindow() throws {
    let host = ViewHost(app: StudioApp())
    try host.command(app, "Settings…").perform()
    #expect(host.frontWindow?.isSettings == true)
    #expect(host.contains(text: "Settings pane"))
    try host.bringToFront(try #require(host.windows.first))
    #expect(host.windows.count == 2)
    #expect(host.pressShortcut("q"))
    #expect(host.windows.isEmpty)
  }

  @Test func groupsReplaceAndGoAroundTheStandardItems() throws {
    let host = ViewHost(app: ReplacingApp())
    // New Window replaced with nothing, Quit replaced, Settings removed with its scene's
    // commands: File keeps Close.
    #expect(host.menuBar == [app, "File", "Edit", "Window", "Help"])
    #expect(
      try host.commandMenuItems(app).map(\.description) == [
        "About \(app)", "—", "Before Quit", "—", "Quit Safely",
      ])
    #expect(try host.commandMenuItems("File").map(\.title) == ["Close"])
    #expect(!host.pressShortcut("n"))
    #expect(host.windows.count == 1)
    #expect(host.pressShortcut("q"))
    #expect(host.windows.count == 1)
    try host.command(app, "Before Quit").perform()
    #expect(host.contains(text: "Log: quit,before"))
  }

  @Test func toggleSidebarHidesAndShowsTheSplitViewsSidebar() throws {
    let host = ViewHost(app: LibraryApp(), width: 100, height: 20)
    #expect(host.menuBar == [app, "File", "Edit", "View", "Window", "Help"])
    let toggle = try host.command("View", "Toggle Sidebar")
    #expect(toggle.shortcut == KeyboardShortcut("s", modifiers: [.command, .control]))
    #expect(host.contains(text: "Shelf सूची"))
    try toggle.perform()
    #expect(!host.contains(text: "Shelf सूची"))
    #expect(host.contains(text: "Page 頁 alone"))
    #expect(host.pressShortcut("s", modifiers: [.command, .control]))
    #expect(host.contains(text: "Shelf सूची"))
    #expect(host.contains(text: "Page 頁 beside"))
  }

  @Test func aboutShowsTheAppsNameAndHelpSaysThereIsNoneInAnAlert() throws {
    let host = ViewHost(app: StudioApp())
    try host.command(app, "About \(app)").perform()
    // The program has no Info.plist here: its name, without a version.
    #expect(host.contains(text: app))
    #expect(host.elements.filter { $0.kind == .button }.map(\.text).contains("OK"))
    try host.button("OK").tap()
    #expect(!host.elements.contains { $0.kind == .button && $0.text == "OK" })
    try host.command("Help", "\(app) Help").perform()
    #expect(host.contains(text: "Help isn’t available for \(app)."))
    try host.button("OK").tap()
    #expect(!host.contains(text: "Help isn’t available"))
    #expect(host.contains(text: "Studio window"))
  }

  @Test func minimizeAndZoomAreDisabledWhereTheHostCannotResizeWindows() throws {
    let host = ViewHost(app: StudioApp())
    let minimize = try host.command("Window", "Minimize")
    #expect(minimize.shortcut == KeyboardShortcut("m"))
    #expect(!minimize.isEnabled)
    #expect(try !host.command("Window", "Zoom").isEnabled)
    // A disabled command's shortcut does nothing.
    #expect(!host.pressShortcut("m"))
  }

  @Test func groupsReplaceAboutTheWindowSizeItemsAndHelp() throws {
    let host = ViewHost(app: OwnInfoApp())
    #expect(
      try host.commandMenuItems(app).map(\.description) == [
        "About 絵本 Picture Books", "—", "Quit \(app)",
      ])
    // Replaced with nothing: the Window menu lists the windows alone.
    #expect(try host.commandMenuItems("Window").map(\.title) == [app])
    #expect(try host.commandMenuItems("Help").map(\.title) == ["पुस्तक सहायता"])
    try host.command(app, "About 絵本 Picture Books").perform()
    try host.command("Help", "पुस्तक सहायता").perform()
    #expect(host.contains(text: "Log: about,help"))
  }
}
