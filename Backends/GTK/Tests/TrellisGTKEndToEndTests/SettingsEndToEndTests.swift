import Foundation
import Testing

/// The settings app (`settings-gtk`, the root's `Apps/Settings` in a GTK window): its
/// `@AppStorage` values survive quitting with Ctrl+Q and starting again, its colour scheme
/// follows GTK's theme, and its scene phase whether its window is the focused one.
@Suite(.serialized) struct SettingsEndToEndTests {
  /// A configuration directory of the test's own, where the app keeps its defaults file.
  final class ConfigDirectory {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-settings-gtk-\(UUID().uuidString)").path
    var environment: [String: String] { ["XDG_CONFIG_HOME": path] }

    var stored: [String: Any] {
      guard let data = FileManager.default.contents(atPath: path + "/settings-gtk.plist"),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
      else { return [:] }
      return plist as? [String: Any] ?? [:]
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test func aNameTypedBeforeQuittingIsThereWhenTheAppStartsAgain() throws {
    let config = ConfigDirectory()
    do {
      let app = try GTKAppSession(
        product: "settings-gtk", test: "settings-first", environment: config.environment)
      defer { app.stop() }
      var tree = try app.waitForTree("the first launch's greeting") {
        $0.main.widget(.label, "Hello, stranger! Launch 1.") != nil
      }
      let name = try #require(tree.main.widgets(.entry).first, "no name field:\n\(tree)")
      try app.step("focus-name", "the name field focused") {
        try app.click(name)
      } until: {
        $0.main.widgets(.entry).first?.isFocused == true
      }
      tree = try app.step("type-name", "the greeting with the typed name") {
        try app.type("Ada Lovelace")
      } until: {
        $0.main.widget(.label, "Hello, Ada Lovelace! Launch 1.") != nil
      }
      try app.keyInFocusedWindow("ctrl+q")
      let status = app.app.wait(seconds: 10)
      #expect(status == 0, "Ctrl+Q: \(status.map(String.init) ?? "still running")")
    }
    #expect(config.stored["username"] as? String == "Ada Lovelace", "\(config.stored)")
    #expect(config.stored["launches"] as? Int == 1, "\(config.stored)")

    let again = try GTKAppSession(
      product: "settings-gtk", test: "settings-second", environment: config.environment)
    defer { again.stop() }
    let restored = try again.waitForTree("the second launch's greeting with the name") {
      $0.main.widget(.label, "Hello, Ada Lovelace! Launch 2.") != nil
    }
    #expect(restored.main.widgets(.entry).first?.text == "Ada Lovelace", "\(restored)")
  }

  @Test(arguments: [("Adwaita:dark", "dark"), ("Adwaita", "light")])
  func theColourSchemeFollowsTheTheme(theme: String, scheme: String) throws {
    let config = ConfigDirectory()
    var environment = config.environment
    environment["GTK_THEME"] = theme
    let app = try GTKAppSession(
      product: "settings-gtk", test: "settings-\(scheme)", environment: environment)
    defer { app.stop() }
    let tree = try app.waitForTree("the colour scheme for \(theme)") {
      $0.main.widget(.label, "Colour scheme: \(scheme)") != nil
    }
    #expect(tree.main.widget(.label, "Scene: active") != nil, "\(tree)")
  }

  // Another X client's window taking the keyboard focus makes the scene inactive; focus back
  // makes it active again, and the app saw each change once.
  @Test func theScenePhaseFollowsTheWindowsFocus() throws {
    let config = ConfigDirectory()
    let app = try GTKAppSession(
      product: "settings-gtk", test: "settings-phase", environment: config.environment)
    defer { app.stop() }
    _ = try app.waitForTree("the active scene") {
      $0.main.widget(.label, "Scene: active") != nil
    }
    let other = try ChildProcess(
      ["xmessage", "-name", "other-window", "another window"],
      environment: ProcessInfo.processInfo.environment.merging(["DISPLAY": app.display.name]) {
        $1
      })
    defer { other.stop() }
    var otherWindow = ""
    let deadline = Date().addingTimeInterval(10)
    while otherWindow.isEmpty && Date() < deadline {
      let found = try app.xdotool(
        ["search", "--sync", "--classname", "other-window"], check: false)
      otherWindow = found.split(separator: "\n").first.map(String.init) ?? ""
    }
    try #require(!otherWindow.isEmpty, "xmessage's window did not appear")
    let inactive = try app.step("focus-other", "the scene inactive") {
      _ = try app.xdotool(["windowfocus", "--sync", otherWindow])
    } until: {
      $0.main.widget(.label, "Scene: inactive") != nil
    }
    #expect(inactive.main.widget(.label, "Phases: active → inactive") != nil, "\(inactive)")
    let active = try app.step("focus-back", "the scene active again") {
      _ = try app.xdotool(["windowfocus", "--sync", app.window])
    } until: {
      $0.main.widget(.label, "Scene: active") != nil
    }
    #expect(
      active.main.widget(.label, "Phases: active → inactive → active") != nil, "\(active)")
  }
}
