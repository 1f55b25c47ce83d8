import Foundation
import Testing

/// The label editor driven with mouse clicks: buttons, a toggle and a text field.
@Suite struct LabelEditorMouseEndToEndTests {
  @Test func clicksPressButtonsAndTogglesAndFocusFields() throws {
    let pane = try TmuxPane(product: "label-editor")
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")

    try pane.click(on: "Change first label", offset: 3)
    let changed = try pane.waitUntil { LabelRows.row("Copper", in: $0)?.toggle == "[ ]" }
    #expect(changed.found, "a click on Change first label did nothing:\n\(changed.screen)")
    #expect(changed.screen.contains("Rows: 2"), "the row count changed:\n\(changed.screen)")

    // A click inside the second field focuses it with the caret under the pointer (before
    // its "b"); typing goes there, not to the first field.
    try pane.click(on: "[Cobalt", offset: 3)
    try pane.type("Z")
    let typed = try pane.waitUntil { LabelRows.row("CoZbalt", in: $0) != nil }
    #expect(typed.found, "typing after a click into the field did nothing:\n\(typed.screen)")
    #expect(LabelRows.row("Copper", in: typed.screen) != nil, "the first row changed too")

    let row = try #require(LabelRows.row("CoZbalt", in: typed.screen))
    try pane.click(column: row.toggleColumn + 1, row: row.row)
    let toggled = try pane.waitUntil { LabelRows.row("CoZbalt", in: $0)?.toggle == "[x]" }
    #expect(toggled.found, "a click on the toggle did not flip it:\n\(toggled.screen)")

    try pane.click(on: "Add label", offset: 2)
    let added = try pane.waitFor("Rows: 3")
    #expect(added.found, "a click on Add label added no row:\n\(added.screen)")
    #expect(LabelRows.row("New label", in: added.screen) != nil, "no New label row")

    for count in [2, 1, 0] {
      try pane.click(on: "Remove last", offset: 2)
      let removed = try pane.waitFor("Rows: \(count)")
      try #require(removed.found, "a click on Remove last removed no row:\n\(removed.screen)")
    }
    let dimmed = try pane.waitUntilStyled { lines in
      guard let buttons = lines.first(containing: "Add label") else { return false }
      return buttons.isDim("Change first label") == true && buttons.isDim("Remove last") == true
        && buttons.isDim("Add label") == false
    }
    #expect(dimmed.found, "the disabled buttons are not dimmed, or Add is:\n\(dimmed.screen)")

    // A click on the disabled "Remove last" is ignored; on "Add label" it still adds.
    try pane.click(on: "Remove last", offset: 2)
    try pane.click(on: "Add label", offset: 2)
    let again = try pane.waitFor("Rows: 1")
    #expect(again.found, "Add label no longer answers clicks:\n\(again.screen)")
    #expect(LabelRows.row("New label", in: again.screen) != nil, "no new row:\n\(again.screen)")
  }
}
