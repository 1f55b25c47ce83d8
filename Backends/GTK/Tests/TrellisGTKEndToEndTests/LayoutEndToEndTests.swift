import Foundation
import Testing

/// layout-gtk read through AT-SPI, as a screen reader reads its labels' extents: SwiftUI's
/// lengths arrive as pixels, text is set in a proportional font and wraps in its frame.
@Suite(.serialized) struct LayoutEndToEndTests {
  /// GTK rounds and themes; a length may be off by this many pixels.
  private let tolerance = 4

  @Test func lengthsArePixelsAndTextIsProportional() throws {
    let app = try GTKAppSession(product: "layout-gtk", test: "layout", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the release notes") {
      $0.root.node(role: "label", name: "One line")?.extents != nil
    }
    app.screenshot("read")
    let window = try #require(tree.windows.first, "\(tree)")
    func box(_ name: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
      let extents = try #require(
        window.nodes(role: "label").first { $0.name.hasPrefix(name) }?.extents, "\(window)")
      try #require(extents.count == 4)
      return (extents[0], extents[1], extents[2], extents[3])
    }

    // Proportional: four i's take far less room than four M's.
    let narrow = try box("iiii")
    let wide = try box("MMMM")
    #expect(narrow.width * 2 < wide.width, "iiii \(narrow), MMMM \(wide)")

    // VStack(spacing: 12): 12 pixels between the two labels.
    let version = try box("Version 2.0")
    let released = try box("Released today")
    let spacing = released.y - (version.y + version.height)
    #expect(abs(spacing - 12) <= tolerance, "spacing \(spacing): \(version) \(released)")

    // .padding(): 16 pixels on each side of the padded label.
    let before = try box("Before the padding")
    let padded = try box("Padded note")
    let after = try box("After the padding")
    let top = padded.y - (before.y + before.height)
    let bottom = after.y - (padded.y + padded.height)
    let leading = padded.x - before.x
    for (edge, length) in [("top", top), ("bottom", bottom), ("leading", leading)] {
      #expect(abs(length - 16) <= tolerance, "\(edge) padding \(length): \(before) \(padded)")
    }

    // A long text in a 200-point frame wraps onto several lines within it.
    let line = try box("One line")
    let summary = try box("This release")
    #expect(summary.width <= 200 + tolerance, "summary \(summary)")
    #expect(summary.height > line.height * 2, "summary \(summary), one line \(line)")

    // lineSpacing(10): three lines, two gaps of 10 pixels, none after the last.
    let close = try box("Close")
    let spaced = try box("Spaced")
    #expect(abs(spaced.height - close.height - 20) <= 2, "close \(close), spaced \(spaced)")
    // minimumScaleFactor(0.5): the line in a smaller font, so a lower label, within its
    // frame (the same line without it is cut at its size; a label's accessible name is its
    // whole text either way, and GTK 4.8's labels have no text interface to read what they
    // show: the widget tests read that).
    let shrunk = try box("Shrunk to fit")
    let cut = try box("Cut short")
    #expect(shrunk.width <= 300 + tolerance, "shrunk \(shrunk)")
    #expect(shrunk.height < cut.height, "shrunk \(shrunk), cut \(cut)")
    print(
      "layout-gtk through AT-SPI: iiii \(narrow.width) px, MMMM \(wide.width) px; spacing "
        + "\(spacing) px; padding top \(top), bottom \(bottom), leading \(leading) px; summary "
        + "\(summary.width) x \(summary.height) px (a line \(line.height) px); lines "
        + "\(close.height) px high, \(spaced.height) px spaced; a cut line \(cut.width) x "
        + "\(cut.height) px, shrunk \(shrunk.width) x \(shrunk.height) px")
  }
}
