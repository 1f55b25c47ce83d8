import Foundation
import Testing

/// Drives the real `color-studio` binary in a tmux pane with the mouse and keyboard: a
/// swatch clicked becomes the mix, a click and a drag along a slider's track set a channel,
/// a typed hex code is applied or refused, and the toolbar saves a swatch.
@Suite struct ColorStudioEndToEndTests {
  /// The row of the slider whose label starts it, and its track's first and last knob cells.
  private func track(_ label: String, in screen: String) throws -> (row: Int, first: Int, last: Int)
  {
    let found = try #require(
      ScreenText.line(containing: "\(label) ", in: screen), "no \(label) slider:\n\(screen)")
    let columns = ScreenText.columns(of: "├", in: found.line)
    let ends = ScreenText.columns(of: "┤", in: found.line)
    let start = try #require(columns.first, "no track in \(found.line)")
    let end = try #require(ends.first, "no track end in \(found.line)")
    return (found.row, start + 1, end - 1)
  }

  @Test func swatchesSlidersAndTheHexFieldSetTheMix() throws {
    let pane = try TmuxPane(product: "color-studio", columns: 100, rows: 40)
    let opened = try pane.waitFor("#3380CC")
    #expect(opened.found, "the studio did not open:\n\(opened.screen)")
    for name in ["Sky", "क्षितिज", "藍色", "🍊 Orange", "Moss"] {
      #expect(opened.screen.contains(name), "\(name) is not shown:\n\(opened.screen)")
    }

    try pane.click(on: "藍色")
    let chosen = try pane.waitFor("#1E3CA0")
    #expect(chosen.found, "the swatch did not become the mix:\n\(chosen.screen)")

    // A click at the end of the red track: 255.
    let red = try track("Red", in: chosen.screen)
    try pane.click(column: red.last, row: red.row)
    let full = try pane.waitFor("#FF3CA0")
    #expect(full.found, "a click at the track's end did not set 255:\n\(full.screen)")

    // A drag along the green track from its start to its end, released past it.
    let green = try track("Green", in: full.screen)
    let at = { (column: Int) in "\(column + 1);\(green.row + 1)" }
    try pane.type(
      "\u{1B}[<0;\(at(green.first))M\u{1B}[<32;\(at(green.last))M"
        + "\u{1B}[<32;\(at(green.last + 6))M\u{1B}[<0;\(at(green.last + 6))m")
    let dragged = try pane.waitFor("#FFFFA0")
    #expect(dragged.found, "the drag did not take green to 255:\n\(dragged.screen)")

    // A bad hex code is refused with the reason; a good one is applied.
    try pane.click(on: "Hex ", offset: 5)
    try pane.type("#zz0000")
    try pane.keys("Enter")
    let refused = try pane.waitFor("is not a colour like #3380CC")
    #expect(refused.found, "a bad code was not refused:\n\(refused.screen)")
    #expect(refused.screen.contains("#FFFFA0"), "a bad code changed the mix")
    try pane.keys("C-u")
    try pane.type("00ff80")
    try pane.keys("Enter")
    let applied = try pane.waitFor("#00FF80")
    #expect(applied.found, "a good code was not applied:\n\(applied.screen)")
    #expect(!applied.screen.contains("is not a colour"))

    try pane.click(on: "Save Swatch")
    let saved = try pane.waitFor("Swatch 6")
    #expect(saved.found, "the toolbar did not save a swatch:\n\(saved.screen)")
  }
}
