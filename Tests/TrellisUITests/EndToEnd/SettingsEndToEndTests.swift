import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Drives the `settings` app in tmux: `@AppStorage` values that survive quitting and being
/// killed, the colour scheme found from the terminal's background, and the scene phase
/// following the terminal's focus reports and Ctrl-Z.
@Suite struct SettingsEndToEndTests {
  /// A configuration directory of its own, so that the app's defaults file is the test's.
  final class ConfigDirectory {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-settings-\(UUID().uuidString)").path
    var environment: [String: String] { ["XDG_CONFIG_HOME": path] }
    var defaultsFile: String { path + "/settings.plist" }

    var stored: [String: Any] {
      guard let data = FileManager.default.contents(atPath: defaultsFile),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
      else { return [:] }
      return plist as? [String: Any] ?? [:]
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test func valuesSetBeforeQuittingAreThereWhenTheAppStartsAgain() throws {
    let config = ConfigDirectory()
    do {
      let pane = try TmuxPane(
        product: "settings", columns: 80, rows: 30, environment: config.environment)
      let opened = try pane.waitFor("Hello, stranger! Launch 1.")
      #expect(opened.found, "the app did not start:\n\(opened.screen)")
      try pane.keys("Tab")
      try pane.type("Ada 🧮")
      try pane.keys("Tab", "Space")
      let changed = try pane.waitFor("Hello, Ada 🧮! Launch 1.")
      #expect(changed.found, "typing did not change the name:\n\(changed.screen)")
      // Tab and Space may still be on their way when the name shows.
      let toggled = try pane.waitFor("[ ] Notifications")
      #expect(toggled.found, "Space did not turn notifications off:\n\(toggled.screen)")
      try pane.quitAndExpectRestored()
    }
    #expect(config.stored["username"] as? String == "Ada 🧮")
    #expect(config.stored["notifications"] as? Bool == false)

    let again = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment)
    let restored = try again.waitFor("Hello, Ada 🧮! Launch 2.")
    #expect(restored.found, "the values did not survive the restart:\n\(restored.screen)")
    #expect(restored.screen.contains("[ ] Notifications"), "\(restored.screen)")
    try again.quitAndExpectRestored()
  }

  @Test func aValueIsOnDiskSoonAfterItIsSetEvenIfTheAppIsKilled() throws {
    let config = ConfigDirectory()
    do {
      let pane = try TmuxPane(
        product: "settings", columns: 80, rows: 30, environment: config.environment)
      #expect(try pane.waitFor("Volume: 5").found)
      // Tab to the stepper (name, notifications, stepper), then up three times.
      try pane.keys("Tab", "Tab", "Tab", "Up", "Up", "Up")
      let raised = try pane.waitFor("Volume: 8")
      #expect(raised.found, "the stepper did not move:\n\(raised.screen)")
      let deadline = Date().addingTimeInterval(10)
      while config.stored["volume"] as? Int != 8 && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(config.stored["volume"] as? Int == 8)
      // No chance to save at exit.
      kill(try pane.programID(), SIGKILL)
      #expect(try pane.waitFor("exited with 137").found)
    }
    let again = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment)
    let restored = try again.waitFor("Volume: 8")
    #expect(restored.found, "the volume did not survive the kill:\n\(restored.screen)")
    try again.quitAndExpectRestored()
  }

  @Test(arguments: [("#1c1c1c", "dark"), ("#fdf6e3", "light")])
  func theColourSchemeFollowsTheTerminalsBackground(background: String, scheme: String) throws {
    let config = ConfigDirectory()
    let pane = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment,
      options: [("window-style", "bg=\(background)")])
    let shown = try pane.waitFor("Colour scheme: \(scheme)")
    #expect(shown.found, "a \(background) background did not give \(scheme):\n\(shown.screen)")
    try pane.quitAndExpectRestored()
  }

  @Test func theAppsPreferredSchemeOverridesTheTerminals() throws {
    let config = ConfigDirectory()
    let pane = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment,
      options: [("window-style", "bg=#fdf6e3")])
    #expect(try pane.waitFor("Colour scheme: light").found)
    // Name, notifications, the volume stepper, the volume field, then the theme button:
    // system → light → dark.
    try pane.keys("Tab", "Tab", "Tab", "Tab", "Tab", "Enter", "Enter")
    let dark = try pane.waitFor("Colour scheme: dark")
    #expect(dark.found, "the app's dark theme did not apply:\n\(dark.screen)")
    #expect(dark.screen.contains("Theme: dark"))
    try pane.quitAndExpectRestored()
  }

  @Test func theVolumeTypedInItsFieldIsReadBackOnEnter() throws {
    let config = ConfigDirectory()
    let pane = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment)
    #expect(try pane.waitFor("Volume: 5").found)
    // Name, notifications, the stepper, then the volume field: cleared, typed, submitted.
    try pane.keys("Tab", "Tab", "Tab", "Tab", "C-u")
    try pane.type("9")
    let typed = try pane.waitFor("[9 ")
    #expect(typed.found, "the entry is not shown:\n\(typed.screen)")
    #expect(typed.screen.contains("Volume: 5"), "committed before Enter:\n\(typed.screen)")
    try pane.keys("Enter")
    let committed = try pane.waitFor("Volume: 9")
    #expect(committed.found, "Enter did not commit the entry:\n\(committed.screen)")
    try pane.quitAndExpectRestored()
  }

  // The About section's reset button, drawn by the app's own `ButtonStyle`: a mouse press
  // on it turns its pointer down (`isPressed`) and resets nothing; the release over it does.
  @Test func theResetButtonShowsItsPressAndResetsOnTheRelease() throws {
    let config = ConfigDirectory()
    let pane = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment)
    let opened = try pane.waitFor("▶ ↺ Reset launch count")
    #expect(opened.found, "no styled reset button:\n\(opened.screen)")
    #expect(opened.screen.contains("⏻ Launches: 1"), "\(opened.screen)")
    let at = try #require(ScreenText.position(of: "Reset launch count", in: opened.screen))
    let cell = "\(at.column + 3);\(at.row + 1)"
    try pane.type("\u{1B}[<0;\(cell)M")
    let held = try pane.waitFor("▼ ↺ Reset launch count")
    #expect(held.found, "the press did not show:\n\(held.screen)")
    #expect(held.screen.contains("⏻ Launches: 1"), "the press alone reset:\n\(held.screen)")
    try pane.type("\u{1B}[<0;\(cell)m")
    let reset = try pane.waitFor("⏻ Launches: 0")
    #expect(reset.found, "the release did not reset the count:\n\(reset.screen)")
    #expect(reset.screen.contains("▶ ↺ Reset launch count"), "\(reset.screen)")
    #expect(reset.screen.contains("Hello, stranger! Launch 0."))
    try pane.quitAndExpectRestored()
    #expect(config.stored["launches"] as? Int == 0, "\(config.stored)")
  }

  @Test func theScenePhaseFollowsTheTerminalsFocusReports() throws {
    let config = ConfigDirectory()
    let pane = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment)
    #expect(try pane.waitFor("Scene: active").found)
    // What a terminal sends when its window loses focus, then gets it back.
    try pane.type("\u{1B}[O")
    let inactive = try pane.waitFor("Scene: inactive")
    #expect(inactive.found, "focus out did not make the scene inactive:\n\(inactive.screen)")
    try pane.type("\u{1B}[I")
    let back = try pane.waitFor("Phases: active → inactive → active")
    #expect(back.found, "focus in did not make the scene active:\n\(back.screen)")
    try pane.quitAndExpectRestored()
  }

  @Test func ctrlZPutsTheSceneInTheBackgroundUntilFg() throws {
    let config = ConfigDirectory()
    let pane = try TmuxPane(
      product: "settings", columns: 80, rows: 30, environment: config.environment,
      jobControl: true)
    #expect(try pane.waitFor("Scene: active").found)
    try pane.keys("C-z")
    #expect(try pane.waitFor("Stopped").found)
    try pane.type("fg")
    try pane.keys("Enter")
    let resumed = try pane.waitFor("Phases: active → background → active")
    #expect(resumed.found, "the background phase was not seen:\n\(resumed.screen)")
    try pane.keys("C-c")
    try pane.reportExit()
    #expect(try pane.waitFor("exited with 0").found)
  }
}
