import Foundation
import Testing

/// desktop-gtk read through AT-SPI, as a screen reader reads it: the application's name,
/// controls named by their titles and placeholders, and the accessibility modifiers.
@Suite(.serialized) struct AccessibilityEndToEndTests {
  @Test func aScreenReaderReadsTheControlsByTheirNames() throws {
    let app = try GTKAppSession(product: "desktop-gtk", test: "accessibility", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the Account window's controls") {
      $0.root.node(role: "push button", name: "Run loop") != nil
    }
    app.screenshot("read")
    // Named after the App type, not "Unnamed".
    #expect(tree.name == "desktop_gtk.DesktopApp", "\(tree)")
    #expect(tree.toolkit == "GTK", "\(tree)")
    let window = try #require(tree.windows.first, "\(tree)")
    #expect(window.role == "frame" && window.name == "Account", "\(window)")

    // Fields read as their placeholders, not "GtkEntry".
    let fields = window.nodes(role: "text") + window.nodes(role: "password text")
    #expect(fields.map(\.name).sorted() == ["Email", "Password"], "\(window)")
    #expect(!window.all.contains { $0.name == "GtkEntry" || $0.name == "GtkPasswordEntry" })

    // accessibilityLabel replaces the shown text; accessibilityHint is the description.
    let send = try #require(window.node(role: "push button", name: "Send"), "\(window)")
    #expect(send.details == "Sends the form")
    #expect(window.node(role: "push button", name: "➡️") == nil, "\(window)")
    let volume = try #require(window.node(role: "slider", name: "Volume"), "\(window)")
    #expect(volume.value == 0.5)
    // accessibilityValue reaches the reader in the description (GTK 4.8 publishes no text
    // value).
    #expect(volume.details == "50 percent", "\(volume)")

    // A progress view reads as a progress bar and a gauge as a level bar, each named by its
    // label, with its fraction as its value.
    let upload = try #require(window.node(role: "progress bar", name: "Upload"), "\(window)")
    #expect(upload.value == 0.25, "\(upload)")
    let storage = try #require(window.node(role: "level bar", name: "Storage"), "\(window)")
    #expect(storage.value == 0.6, "\(storage)")
    // The widget tree says what the widgets show.
    #expect(app.tree.main.widget(.progressBar, "Upload")?.value == 0.25, "\(app.tree)")
    #expect(app.tree.main.widget(.levelBar, "Storage")?.value == 0.6, "\(app.tree)")

    // accessibilityHidden(true) takes the text out of the tree; its neighbours stay.
    #expect(!window.all.contains { $0.name.contains("✦") }, "\(window)")
    #expect(window.node(role: "label", name: "Status: Ready") != nil, "\(window)")

    // Extents in pixels, in reading order: the fields above the buttons.
    let email = try #require(window.node(role: "text", name: "Email")?.extents)
    let sendBox = try #require(send.extents)
    #expect(email[1] < sendBox[1] && email[2] > 0 && email[3] > 0, "\(email) \(sendBox)")
  }

  @Test func aNameChangeReachesTheScreenReader() throws {
    let app = try GTKAppSession(
      product: "desktop-gtk", test: "accessibility-update", accessibility: true)
    defer { app.stop() }
    try app.waitForAccessibleTree("the Send button") {
      $0.root.node(role: "push button", name: "Send") != nil
    }
    try app.step("details", "the status changed") {
      try app.click(try app.widget(.button, "Details"))
    } until: {
      $0.main.widget(.label, "Status: Details") != nil
    }
    try app.waitForAccessibleTree("the new status") {
      $0.root.node(role: "label", name: "Status: Details") != nil
        && $0.root.node(role: "label", name: "Status: Ready") == nil
    }
  }
}
