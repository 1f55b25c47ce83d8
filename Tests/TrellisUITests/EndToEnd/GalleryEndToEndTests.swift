import Foundation
import Testing

/// Drives the real `gallery` binary in a tmux pane: its PNG, JPEG and SVG resources drawn as
/// half blocks in the grid, and a click on a photo opening it.
@Suite struct GalleryEndToEndTests {
  /// Whether the rows above `title`'s row, over its columns, show an image's half blocks
  /// rather than a label box.
  private func drawsPicture(above title: String, in screen: String) throws -> Bool {
    let lines = ScreenText.lines(screen)
    let found = try #require(ScreenText.position(of: title, in: screen), "no \(title):\n\(screen)")
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
    let opened = try pane.waitFor("富士山")
    #expect(opened.found, "the gallery did not open:\n\(opened.screen)")
    // Dawn is a PNG, 富士山 and Waves are JPEGs, Sketch an SVG: all are pictures, not boxes
    // of their names.
    for title in ["Dawn", "富士山", "🌊 Waves", "Sketch"] {
      #expect(try drawsPicture(above: title, in: opened.screen), "\(title):\n\(opened.screen)")
    }
    #expect(!opened.screen.contains("fuji"), "a JPEG was boxed with its name:\n\(opened.screen)")
    #expect(!opened.screen.contains("sketch"), "the SVG was boxed:\n\(opened.screen)")

    try pane.click(on: "富士山")
    let detail = try pane.waitFor("Two peaks and a white sun.")
    #expect(detail.found, "the photo did not open:\n\(detail.screen)")
    #expect(detail.screen.contains("[ Fill ]"), "\(detail.screen)")
  }
}
