import Foundation
import Testing

/// Escape sequences in a label reach the screen as visible, inert symbols: they neither
/// retitle the terminal nor move the cursor nor clear the screen.
@Suite struct LabelEditorInertTextEndToEndTests {
  @Test func aPastedTitleWithEscapeSequencesStaysInert() throws {
    let pane = try TmuxPane(product: "label-editor")
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    let title = try pane.format("#{pane_title}")

    // Into the first field (after the three buttons), pasted as a terminal pastes.
    try pane.keys("Tab", "Tab", "Tab", "Tab")
    try pane.paste("\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[H")

    let inert = "Amber␛]0;owned␇␛[2J␛[H"
    let pasted = try pane.waitUntil { LabelRows.row(inert, in: $0) != nil }
    try #require(pasted.found, "the label does not show inert symbols:\n\(pasted.screen)")
    #expect(try pane.format("#{pane_title}") == title, "the label retitled the terminal")
    #expect(try pane.format("#{pane_title}") != "owned")

    // Everything but the first row is where it was, unchanged.
    let before = ScreenText.lines(start.screen)
    let after = ScreenText.lines(pasted.screen)
    let firstRow = try #require(LabelRows.row(inert, in: pasted.screen)?.row)
    #expect(before.count == after.count)
    for (index, line) in after.enumerated() where index != firstRow && index < before.count {
      #expect(line == before[index], "line \(index) changed:\n\(pasted.screen)")
    }
    #expect(LabelRows.row("Cobalt", in: pasted.screen)?.toggle == "[ ]", "\(pasted.screen)")
  }
}
