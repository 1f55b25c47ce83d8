import Foundation
import Testing

/// The label editor re-lays out when its terminal changes size while it runs.
@Suite struct LabelEditorResizeEndToEndTests {
  @Test func relaysOutWhenTheWindowShrinksAndGrows() throws {
    let pane = try TmuxPane(product: "label-editor", columns: 100, rows: 30)
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    let wide = try #require(LabelRows.row("Amber", in: start.screen), "\(start.screen)")

    try pane.resize(columns: 60, rows: 20)
    let narrow = try pane.waitUntil { screen in
      guard let row = LabelRows.row("Amber", in: screen) else { return false }
      return row.fieldEndColumn < wide.fieldEndColumn && Self.fits(screen, columns: 60)
    }
    try #require(narrow.found, "the app did not re-lay out at 60 columns:\n\(narrow.screen)")
    #expect(try pane.format("#{window_width}x#{window_height}") == "60x20")
    #expect(ScreenText.lines(narrow.screen).count >= 20, "\(narrow.screen)")
    #expect(narrow.screen.contains("[ Change first label ] [ Add label ] [ Remove last ]"))
    #expect(narrow.screen.contains("Rows: 2"), "\(narrow.screen)")
    let amber = LabelRows.row("Amber", in: narrow.screen)
    let cobalt = LabelRows.row("Cobalt", in: narrow.screen)
    #expect(amber?.toggle == "[x]" && cobalt?.toggle == "[ ]", "\(narrow.screen)")
    #expect(amber?.toggleColumn == cobalt?.toggleColumn, "rows out of line:\n\(narrow.screen)")

    // The app still works at the new size, and draws there.
    try pane.keys("Tab", "Enter")
    let changed = try pane.waitUntil { LabelRows.row("Copper", in: $0)?.toggle == "[ ]" }
    #expect(changed.found, "Change first label did nothing after the resize:\n\(changed.screen)")
    #expect(Self.fits(changed.screen, columns: 60), "\(changed.screen)")

    try pane.resize(columns: 120, rows: 30)
    let larger = try pane.waitUntil { screen in
      guard let row = LabelRows.row("Copper", in: screen) else { return false }
      return row.fieldEndColumn > wide.fieldEndColumn
    }
    #expect(larger.found, "the fields did not grow with the window:\n\(larger.screen)")
    #expect(larger.screen.contains("Rows: 2"), "\(larger.screen)")
    #expect(LabelRows.row("Cobalt", in: larger.screen)?.toggle == "[ ]", "\(larger.screen)")
  }

  /// Whether every line of `screen`, trailing blanks aside, fits in `columns`.
  static func fits(_ screen: String, columns: Int) -> Bool {
    ScreenText.lines(screen).allSatisfy { line in
      ScreenText.width(of: String(line.reversed().drop { $0 == " " }.reversed())) <= columns
    }
  }
}
