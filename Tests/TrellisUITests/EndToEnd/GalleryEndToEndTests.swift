import Foundation
import Testing

/// Drives the real `gallery` binary in a tmux pane: its PNG, JPEG and SVG resources drawn as
/// half blocks in the grid, and a click on a photo opening it.
@Suite struct GalleryEndToEndTests {
  /// Whether the rows above `title`'s row, over its columns, show an image's half blocks
  /// rather than a label box; false while `title` is not shown.
  private func drawsPicture(above title: String, in screen: String) -> Bool {
    let lines = ScreenText.lines(screen)
    guard let found = ScreenText.position(of: title, in: screen) else { return false }
    let above = lines[max(0, found.row - 3)..<found.row]
    return above.contains { line in
      let cells = Array(line)
      let start = min(found.column, cells.count)
      let end = min(found.column + 4, cells.count)
      return cells[start..<end].contains { "▀▄█".contains($0) }
    }
  }

  @Test func pngJpegAndSvgPhotosAreDrawnAndAClickOpensOne() throws {
    let pane = try TmuxPane(product: "gallery", columns: 100, rows: 40)
    // Dawn is a PNG, 富士山 and Waves are JPEGs, Sketch an SVG: all are pictures, not boxes
    // of their names. (The first frame reaches tmux in pieces, so this waits for all four.)
    let titles = ["Dawn", "富士山", "🌊 Waves", "Sketch"]
    let opened = try pane.waitUntil { screen in
      titles.allSatisfy { drawsPicture(above: $0, in: screen) }
    }
    #expect(opened.found, "the photos were not all drawn:\n\(opened.screen)")
    #expect(!opened.screen.contains("fuji"), "a JPEG was boxed with its name:\n\(opened.screen)")
    #expect(!opened.screen.contains("sketch"), "the SVG was boxed:\n\(opened.screen)")

    try pane.click(on: "富士山")
    let detail = try pane.waitFor("Two peaks and a white sun.")
    #expect(detail.found, "the photo did not open:\n\(detail.screen)")
    #expect(detail.screen.contains("[ Fill ]"), "\(detail.screen)")
  }

  /// The app's commands in the real binary: F1's list of every menu and key, a shortcut
  /// acting on the open photo through `@FocusedObject`, F10's menus, and Ctrl+Q quitting.
  @Test func theCommandsRunFromTheirKeysAndTheMenus() throws {
    let pane = try TmuxPane(product: "gallery", columns: 100, rows: 40)
    #expect(try pane.waitFor("富士山").found)
    try pane.keys("F1")
    let list = try pane.waitFor("Quit gallery")
    #expect(list.found, "F1 did not list the commands:\n\(list.screen)")
    for shown in ["Fill Photo", "Ctrl+L", "New Window", "Ctrl+N", "Close", "Ctrl+W", "Ctrl+Q"] {
      #expect(list.screen.contains(shown), "\(shown) is not listed:\n\(list.screen)")
    }
    try pane.keys("Escape")
    #expect(try pane.waitUntil { !$0.contains("Quit gallery") }.found)

    try pane.click(on: "富士山")
    #expect(try pane.waitFor("[ Fill ]").found)
    // The Photo menu's shortcut acts on the open photo: the toolbar's button follows.
    try pane.keys("C-l")
    let filled = try pane.waitFor("[ Fit ]")
    #expect(filled.found, "Ctrl+L did not fill the photo:\n\(filled.screen)")
    // F10 opens the app's menu; Right three times (past File and Edit) is Photo, whose item
    // Return runs.
    try pane.keys("F10")
    let menus = try pane.waitFor("Quit gallery")
    #expect(menus.found, "F10 did not open the menus:\n\(menus.screen)")
    try pane.keys("Right", "Right", "Right")
    let photo = try pane.waitFor("Fit Photo")
    #expect(photo.found, "Right did not reach the Photo menu:\n\(photo.screen)")
    try pane.keys("Enter")
    let fitted = try pane.waitFor("[ Fill ]")
    #expect(fitted.found, "the menu's item did not fit the photo:\n\(fitted.screen)")
    // Quit closes every window, and the app ends as it does with its last window.
    try pane.keys("C-q")
    let exited = try pane.waitFor("exited with 0")
    #expect(exited.found, "Ctrl+Q did not end the app:\n\(exited.screen)")
  }
}
