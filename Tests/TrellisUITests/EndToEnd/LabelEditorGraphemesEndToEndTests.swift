import Foundation
import Testing

/// Every script typed into the label editor shows whole in tmux, the field's closing
/// bracket stays in its column, and the terminal's cursor sits at the caret. Columns are
/// tmux's own (it prints the text and reports where its cursor went), so a grapheme the app
/// measured otherwise than tmux would show as a misplaced bracket. "👍🏽" and "❤️" are two
/// tmux measures otherwise than the usual table (4 and 1 columns): only the width probe
/// gets them right.
@Suite struct LabelEditorGraphemesEndToEndTests {
  static let labels = [
    "हिन्दी", "क्षत्रिय", "নমস্কার", "தமிழ்", "中文字", "👩‍💻x", "Ünïcödé", "👍🏽x", "❤️x",
  ]

  /// The text of `row`'s line up to its field's closing bracket.
  private func untilFieldEnd(_ row: LabelRows.Row, label: String) throws -> Substring {
    let end = try #require(row.line.range(of: "] \(label) "), "\(row.line)")
    return row.line[..<end.lowerBound]
  }

  @Test func everyScriptShowsWholeWithTheFieldsEndInItsColumn() throws {
    let pane = try TmuxPane(product: "label-editor")
    let start = try pane.waitFor("Rows: 2")
    try #require(start.found, "the app did not show its rows:\n\(start.screen)")
    let cobalt = try #require(LabelRows.row("Cobalt", in: start.screen), "\(start.screen)")
    let bracket = try pane.columns(of: try untilFieldEnd(cobalt, label: "Cobalt"))

    try pane.keys("Tab", "Tab", "Tab", "Tab")  // the first row's field
    for label in Self.labels {
      try pane.keys("C-u")
      try pane.type(label)
      let shown = try pane.waitUntil(seconds: 8) { LabelRows.row(label, in: $0) != nil }
      // The field and the text beside it show the label whole.
      #expect(shown.found, "\(label) is not shown whole:\n\(shown.screen)")
      guard let row = LabelRows.row(label, in: shown.screen) else { continue }
      #expect(
        try pane.columns(of: try untilFieldEnd(row, label: label)) == bracket,
        "after \(label) the field ends in another column:\n\(shown.screen)")
      // The cursor (the caret) after one step left: just before the last grapheme.
      try pane.keys("Left")
      let field = try #require(row.line.range(of: "[\(label) "))
      let beforeCaret = row.line[..<field.lowerBound] + "[" + String(label.dropLast())
      let expected = try pane.columns(of: beforeCaret)
      let deadline = Date().addingTimeInterval(5)
      var cursor = ""
      while Date() < deadline {
        cursor = try pane.format("#{cursor_x},#{cursor_y}")
        if cursor == "\(expected),\(row.row)" { break }
        Thread.sleep(forTimeInterval: 0.05)
      }
      #expect(
        cursor == "\(expected),\(row.row)", "in \(label) the caret is not before its last grapheme")
      try pane.keys("End")
    }
    try pane.quitAndExpectRestored()
  }
}
