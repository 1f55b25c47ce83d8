import Foundation
import Testing

/// desktop-gtk as the desktop sees it: its application id, its window's sizes, and the
/// application's shortcuts.
@Suite(.serialized) struct DesktopEndToEndTests {
  @Test func theWindowIsNamedAfterTheAppType() throws {
    let app = try GTKAppSession(product: "desktop-gtk", test: "desktop-id")
    defer { app.stop() }
    #expect(
      try app.windowProperty("WM_CLASS")
        == "WM_CLASS(STRING) = \"desktop_gtk.DesktopApp\", \"desktop_gtk.DesktopApp\"")
    #expect(
      try app.windowProperty("_GTK_APPLICATION_ID")
        == "_GTK_APPLICATION_ID(UTF8_STRING) = \"desktop_gtk.DesktopApp\"")
  }

  @Test func trellisAppIDReplacesTheDerivedID() throws {
    let app = try GTKAppSession(
      product: "desktop-gtk", test: "desktop-id-override",
      environment: ["TRELLIS_APP_ID": "org.example.Accounts"])
    defer { app.stop() }
    #expect(
      try app.windowProperty("_GTK_APPLICATION_ID")
        == "_GTK_APPLICATION_ID(UTF8_STRING) = \"org.example.Accounts\"")
  }

  @Test func theWindowOpensAtTheDefaultSizeAndKeepsTheRootsMinimum() throws {
    let app = try GTKAppSession(product: "desktop-gtk", test: "desktop-sizes")
    defer { app.stop() }
    #expect(app.tree.main.width == 720 && app.tree.main.height == 520, "\(app.tree)")
    let hints = try app.windowProperty("WM_NORMAL_HINTS")
    #expect(hints.contains("program specified minimum size: 480 by 360"), "\(hints)")
  }

  @Test(arguments: ["ctrl+q", "ctrl+w"])
  func theShortcutEndsTheApp(keys: String) throws {
    let app = try GTKAppSession(
      product: "desktop-gtk", test: "desktop-\(keys.replacingOccurrences(of: "+", with: "-"))")
    defer { app.stop() }
    try app.keyInFocusedWindow(keys)
    let status = app.app.wait(seconds: 10)
    #expect(
      status == 0,
      "after \(keys): \(status.map(String.init) ?? "still running")\n\(app.appOutput())")
  }
}
