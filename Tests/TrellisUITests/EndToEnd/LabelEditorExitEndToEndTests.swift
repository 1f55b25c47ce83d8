import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// However the label editor ends, the terminal is given back: cooked mode with echo, and
/// the main screen.
@Suite struct LabelEditorExitEndToEndTests {
  @Test func controlCRestoresTheTerminal() throws {
    let pane = try TmuxPane(product: "label-editor")
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    #expect(try pane.format("#{alternate_on}") == "1", "the app is not on the alternate screen")

    try pane.keys("C-c")
    try pane.expectRestored(exitStatus: 0, after: "Ctrl-C")
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let pane = try TmuxPane(product: "label-editor")
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    // With a field focused, so the cursor is shown and must be put back as it was.
    try pane.keys("Tab", "Tab", "Tab", "Tab")
    try pane.type("X")
    let typed = try pane.waitFor("AmberX")
    #expect(typed.found, "\(typed.screen)")

    let program = try pane.programID()
    #expect(kill(program, SIGTERM) == 0)
    // The shell reports a death by SIGTERM as 128 + 15.
    try pane.expectRestored(exitStatus: 128 + Int(SIGTERM), after: "SIGTERM")
  }
}
