import Foundation
import Testing

/// Labels in the seeds' languages keep the rows' columns where they were: Hindi (combining
/// marks, spacing vowel signs, conjuncts), Chinese (double-width characters), Urdu.
@Suite struct LabelEditorWideTextEndToEndTests {
  @Test(arguments: [("नमस्ते दुनिया", "你好世界"), ("你好世界", "سلام دنیا")])
  func labelsInOtherScriptsKeepTheColumnsAligned(first typed: String, second pasted: String)
    throws
  {
    let pane = try TmuxPane(product: "label-editor")
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    let amber = try #require(LabelRows.row("Amber", in: start.screen), "\(start.screen)")
    let cobalt = try #require(LabelRows.row("Cobalt", in: start.screen), "\(start.screen)")

    // The first field: typed. The second (past the first row's toggle): pasted.
    try pane.keys("Tab", "Tab", "Tab", "Tab")
    for _ in "Amber" { try pane.keys("BSpace") }
    try pane.type(typed)
    try pane.keys("Tab", "Tab")
    for _ in "Cobalt" { try pane.keys("BSpace") }
    try pane.paste(pasted)

    let shown = try pane.waitUntil(seconds: 8) {
      LabelRows.row(typed, in: $0) != nil && LabelRows.row(pasted, in: $0) != nil
    }
    try #require(shown.found, "the rows do not show \(typed) and \(pasted):\n\(shown.screen)")
    let first = try #require(LabelRows.row(typed, in: shown.screen))
    let second = try #require(LabelRows.row(pasted, in: shown.screen))
    for (old, new) in [(amber, first), (cobalt, second)] {
      #expect(new.row == old.row, "a row moved:\n\(shown.screen)")
      #expect(new.fieldColumn == old.fieldColumn, "a field moved:\n\(shown.screen)")
      #expect(new.fieldEndColumn == old.fieldEndColumn, "a field's end moved:\n\(shown.screen)")
      #expect(new.labelColumn == old.labelColumn, "a label moved:\n\(shown.screen)")
      #expect(new.toggleColumn == old.toggleColumn, "a toggle moved:\n\(shown.screen)")
      #expect(
        ScreenText.width(of: new.line) == ScreenText.width(of: old.line),
        "a row's line changed its width:\n\(shown.screen)")
    }
    // tmux places the characters where the app meant them: the toggle text is intact.
    #expect(first.toggle == "[x]" && second.toggle == "[ ]", "\(shown.screen)")
  }
}
