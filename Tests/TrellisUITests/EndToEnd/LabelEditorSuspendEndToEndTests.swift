import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The label editor as a job of an interactive shell: Ctrl-Z (or a SIGTSTP from outside)
/// gives the terminal back to the shell and stops the editor; `fg` brings it back, the whole
/// screen drawn again as it was, and typing goes on where it stopped.
@Suite struct LabelEditorSuspendEndToEndTests {
  func suspendAndResume(stop: (borrowing TmuxPane) throws -> Void) throws {
    let pane = try TmuxPane(product: "label-editor", jobControl: true)
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    try pane.keys("Tab", "Tab", "Tab", "Tab")
    try pane.type("X")
    let typed = try pane.waitFor("AmberX")
    try #require(typed.found, "\(typed.screen)")

    try stop(pane)
    let stopped = try pane.waitFor("Stopped")
    #expect(stopped.found, "the shell did not report the job stopped:\n\(stopped.screen)")
    #expect(!stopped.screen.contains("Rows:"), "the app's screen is still shown")
    #expect(try pane.format("#{alternate_on}") == "0", "the alternate screen is still on")
    #expect(try pane.format("#{mouse_any_flag}") == "0", "mouse reports are still on")
    #expect(try pane.format("#{cursor_flag}") == "1", "the cursor is still hidden")

    try pane.type("fg")
    try pane.keys("Enter")
    let back = try pane.waitUntil { $0.contains("Rows: 2") && $0.contains("AmberX") }
    #expect(back.found, "fg did not bring the app's screen back:\n\(back.screen)")
    // Everything drawn again, as it was before the stop.
    #expect(
      ScreenText.lines(back.screen).filter { !$0.isEmpty }
        == ScreenText.lines(typed.screen).filter { !$0.isEmpty },
      "the screen after fg differs:\n\(back.screen)")
    #expect(try pane.format("#{alternate_on}") == "1")
    #expect(try pane.format("#{mouse_any_flag}") == "1", "mouse reports are not back")
    try pane.type("Y")
    let more = try pane.waitFor("AmberXY")
    #expect(more.found, "typing after fg did not reach the field:\n\(more.screen)")

    try pane.keys("C-c")
    try pane.reportExit()
    try pane.expectRestored(exitStatus: 0, after: "a stop, fg and Ctrl-C")
  }

  @Test func controlZStopsAndFgBringsTheAppBack() throws {
    try suspendAndResume { try $0.keys("C-z") }
  }

  @Test func aStopSentFromOutsideDoesTheSame() throws {
    try suspendAndResume { pane in
      let program = try pane.programID()
      #expect(kill(program, SIGTSTP) == 0)
    }
  }
}
