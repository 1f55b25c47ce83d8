import Foundation
import Testing

/// Drives the real `label-editor` binary in a tmux pane.
@Suite struct LabelEditorEndToEndTests {
  @Test func addsARowWithTheKeyboardAndQuitsWithControlC() throws {
    let pane = try TmuxPane(product: "label-editor")

    let start = try pane.waitFor("Rows: 2")
    #expect(start.found, "the app did not show its rows:\n\(start.screen)")

    // Tab to "Add label" (the second control) and press it.
    try pane.keys("Tab")
    try pane.keys("Tab")
    try pane.keys("Enter")
    let added = try pane.waitFor("Rows: 3")
    #expect(added.found, "Tab, Tab, Enter did not add a row:\n\(added.screen)")
    #expect(added.screen.contains("New label"))

    try pane.quitAndExpectRestored()
    #expect(try !pane.screen().contains("Rows:"), "the app's screen is still shown")
  }
}
