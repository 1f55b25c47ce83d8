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

  /// Scrolls the form to its end with the wheel, as a person does to read the greeting
  /// below the boxed sections; focus stays where it was.
  private func scrollToTheEnd(_ app: GTKAppSession) throws {
    let form = try #require((app.readTree() ?? app.tree).main.widgets(.list).first)
    try app.wheel(12, over: form)
    // Settled: the wheel's steps are animated, and a click must find the widgets in place.
    Thread.sleep(forTimeInterval: 1)
  }

  @Test func aNameTypedBeforeQuittingIsThereWhenTheAppStartsAgain() throws {
    let config = ConfigDirectory()
    do {
      let app = try GTKAppSession(
        product: "settings-gtk", test: "settings-first", environment: config.environment)
      defer { app.stop() }
      var tree = try app.waitForTree("the name field") { !$0.main.widgets(.entry).isEmpty }
      let name = try #require(tree.main.widgets(.entry).first, "no name field:\n\(tree)")
      try app.step("focus-name", "the name field focused") {
        try app.click(name)
      } until: {
        $0.main.widgets(.entry).first?.isFocused == true
      }
      try app.type("Ada Lovelace")
      // The greeting is below the four sections' boxes.
      tree = try app.step("type-name", "the greeting with the typed name, scrolled to") {
        try scrollToTheEnd(app)
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
    let restored = try again.waitForTree("the name field") { !$0.main.widgets(.entry).isEmpty }
    #expect(restored.main.widgets(.entry).first?.text == "Ada Lovelace", "\(restored)")
    try again.step("greeting", "the second launch's greeting with the name") {
      try scrollToTheEnd(again)
    } until: {
      $0.main.widget(.label, "Hello, Ada Lovelace! Launch 2.") != nil
    }
  }

  // The About section's reset button, drawn by the app's own `ButtonStyle` over a flat GTK
  // button: the pointer held down on it turns the style's pointer down (`isPressed`) and
  // resets nothing; let go over it, the click resets the count.
  @Test func theResetButtonShowsItsPressAndResetsOnTheClick() throws {
    let config = ConfigDirectory()
    let app = try GTKAppSession(
      product: "settings-gtk", test: "settings-reset", environment: config.environment)
    defer { app.stop() }
    _ = try app.waitForTree("the form") { !$0.main.widgets(.entry).isEmpty }
    // The About section and the greeting are below the other sections' boxes.
    let tree = try app.step("scrolled", "the styled reset button and the greeting") {
      try scrollToTheEnd(app)
    } until: {
      $0.main.widget(.label, "Reset launch count") != nil && $0.main.widget(.label, "▶") != nil
        && $0.main.widget(.label, "Hello, stranger! Launch 1.") != nil
    }
    #expect(tree.main.widget(.label, "Launches: 1") != nil, "\(tree)")
    let reset = try #require(
      tree.main.widgets(.button).first { $0.text.contains("Reset launch count") }, "\(tree)")
    let main = tree.main
    try app.xdotool([
      "mousemove", "--window", app.window, "\(reset.centre.x + Int(main.contentX))",
      "\(reset.centre.y + Int(main.contentY))", "mousedown", "1",
    ])
    let held = try app.waitForTree("the pointer turned down while held") {
      $0.main.widget(.label, "▼") != nil
    }
    app.screenshot("reset-held")
    #expect(held.main.widget(.label, "Launches: 1") != nil, "the press alone reset:\n\(held)")
    try app.xdotool(["mouseup", "1"])
    let released = try app.waitForTree("the count reset by the click") {
      $0.main.widget(.label, "Launches: 0") != nil
    }
    app.screenshot("reset-released")
    #expect(released.main.widget(.label, "▶") != nil, "\(released)")
    #expect(released.main.widget(.label, "Hello, stranger! Launch 0.") != nil)
  }

  // The desktop's text scale, as GNOME's settings daemon hands it to GTK (`Xft/DPI` over
  // XSETTINGS), is the app's `dynamicTypeSize`, while the window is open too.
  @Test func theTextSizeFollowsTheDesktopsTextScale() throws {
    let config = ConfigDirectory()
    let normal = "\(96 * 1024)"
    let app = try GTKAppSession(
      product: "settings-gtk", test: "settings-text-size", environment: config.environment,
      xsettings: ["Xft/DPI": normal, "Gtk/FontName": "\"Sans 10\""])
    defer { app.stop() }
    let settings = try #require(app.xsettings)
    _ = try app.waitForTree("the default text size") {
      $0.main.widget(.label, "Text size: large") != nil
    }
    try app.step("text-200", "the second accessibility size at 200%") {
      try settings.apply(["Xft/DPI": "\(96 * 1024 * 2)", "Gtk/FontName": "\"Sans 10\""])
    } until: {
      $0.main.widget(.label, "Text size: accessibility2") != nil
    }
    try app.step("text-100", "the default text size again") {
      try settings.apply(["Xft/DPI": normal, "Gtk/FontName": "\"Sans 10\""])
    } until: {
      $0.main.widget(.label, "Text size: large") != nil
    }
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
