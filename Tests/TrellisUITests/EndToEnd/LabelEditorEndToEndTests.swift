import Foundation
import Testing

/// Drives the real `label-editor` binary in a tmux pane through the seed's five steps, with
/// the keyboard.
@Suite struct LabelEditorEndToEndTests {
  @Test func theSeedsFiveStepsWithTheKeyboard() throws {
    let pane = try TmuxPane(product: "label-editor")

    // 1. Two rows, Amber (enabled) and Cobalt (not).
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    #expect(
      LabelRows.row("Amber", in: start.screen)?.toggle == "[x]",
      "no enabled Amber row:\n\(start.screen)")
    #expect(
      LabelRows.row("Cobalt", in: start.screen)?.toggle == "[ ]",
      "no disabled Cobalt row:\n\(start.screen)")

    // 2. "Change first label" (the first control) renames Amber and flips its toggle.
    try pane.keys("Tab", "Enter")
    let changed = try pane.waitUntil { LabelRows.row("Copper", in: $0) != nil }
    try #require(changed.found, "Tab, Enter did not change the first label:\n\(changed.screen)")
    #expect(
      LabelRows.row("Copper", in: changed.screen)?.toggle == "[ ]",
      "the first row's toggle did not flip:\n\(changed.screen)")
    #expect(changed.screen.contains("Rows: 2"), "the row count changed:\n\(changed.screen)")
    #expect(!changed.screen.contains("Amber"), "Amber is still shown:\n\(changed.screen)")

    // 3. Typing in the first field (past Add and Remove) changes the text beside it.
    try pane.keys("Tab", "Tab", "Tab")
    for _ in "Copper" { try pane.keys("BSpace") }
    try pane.type("Slate")
    let typed = try pane.waitUntil { LabelRows.row("Slate", in: $0) != nil }
    #expect(typed.found, "the text beside the field did not follow it:\n\(typed.screen)")
    #expect(!typed.screen.contains("Copper"), "Copper is still shown:\n\(typed.screen)")
    // Space on the row's toggle, the next control, turns it back on.
    try pane.keys("Tab", "Space")
    let toggled = try pane.waitUntil { LabelRows.row("Slate", in: $0)?.toggle == "[x]" }
    #expect(toggled.found, "Space did not flip the first row's toggle:\n\(toggled.screen)")

    // 4. Back to "Add label" with Shift-Tab: a third row.
    try pane.keys("BTab", "BTab", "BTab", "Enter")
    let added = try pane.waitFor("Rows: 3")
    #expect(added.found, "Shift-Tab back to Add label and Enter added no row:\n\(added.screen)")
    #expect(
      LabelRows.row("New label", in: added.screen)?.toggle == "[x]",
      "no New label row:\n\(added.screen)")

    // 5. "Remove last" until empty: the remove and change buttons are dimmed and out of the
    // Tab order, and "Add label" still works.
    try pane.keys("Tab", "Enter", "Enter", "Enter")
    let empty = try pane.waitFor("Rows: 0")
    try #require(empty.found, "Remove last did not empty the list:\n\(empty.screen)")
    #expect(LabelRows.row("Slate", in: empty.screen) == nil, "a row is left:\n\(empty.screen)")
    let dimmed = try pane.waitUntilStyled { lines in
      guard let buttons = lines.first(containing: "Add label") else { return false }
      return buttons.isDim("Change first label") == true && buttons.isDim("Remove last") == true
        && buttons.isDim("Add label") == false
    }
    #expect(dimmed.found, "the disabled buttons are not dimmed, or Add is:\n\(dimmed.screen)")
    // Three presses of Tab would come back to "Remove last" if the three buttons took focus;
    // with only "Add label" enabled, each one lands there.
    for _ in 1...3 {
      try pane.keys("Tab")
      let focused = try pane.waitUntilStyled { lines in
        guard let buttons = lines.first(containing: "Add label") else { return false }
        return buttons.isReversed("Add label") == true
          && buttons.isReversed("Change first label") == false
          && buttons.isReversed("Remove last") == false
      }
      #expect(focused.found, "Tab reached a disabled button:\n\(focused.screen)")
    }
    try pane.keys("Enter")
    let again = try pane.waitFor("Rows: 1")
    #expect(again.found, "Add label no longer works on an empty list:\n\(again.screen)")
    #expect(LabelRows.row("New label", in: again.screen) != nil, "no new row:\n\(again.screen)")
  }
}

/// The label editor's rows as a user reads them on screen.
enum LabelRows {
  /// One row: `[field] label  [x] Enabled`, with the display column of each part.
  struct Row {
    var row: Int
    var line: Substring
    var fieldColumn: Int
    var fieldEndColumn: Int
    var labelColumn: Int
    var toggleColumn: Int
    var toggle: Substring
  }

  /// The row whose field and text both show exactly `label`.
  static func row(_ label: String, in screen: String) -> Row? {
    for (index, line) in ScreenText.lines(screen).enumerated() {
      guard let field = line.range(of: "[\(label) "),
        let fieldEnd = line[field.upperBound...].range(of: "] \(label) "),
        let toggle = line[fieldEnd.upperBound...].range(of: "] Enabled")
      else { continue }
      let toggleStart = line.index(toggle.lowerBound, offsetBy: -2)
      return Row(
        row: index, line: line,
        fieldColumn: ScreenText.width(of: line[..<field.lowerBound]),
        fieldEndColumn: ScreenText.width(of: line[..<fieldEnd.lowerBound]),
        labelColumn: ScreenText.width(of: line[..<fieldEnd.lowerBound]) + 2,
        toggleColumn: ScreenText.width(of: line[..<toggleStart]),
        toggle: line[toggleStart..<line.index(after: toggle.lowerBound)])
    }
    return nil
  }
}
