import Foundation
import Testing

/// color-studio-gtk (the root's `Apps/ColorStudio` in a GTK window): a screen reader finds
/// its sliders by their labels with their values, a swatch clicked becomes the mix, and the
/// screenshots show the mix's colour where the preview is drawn.
@Suite(.serialized) struct ColorStudioEndToEndTests {
  @Test func aScreenReaderReadsTheSlidersAndAClickedSwatchIsDrawn() throws {
    let app = try GTKAppSession(
      product: "color-studio-gtk", test: "color-studio", accessibility: true)
    defer { app.stop() }
    let tree = try app.waitForAccessibleTree("the channel sliders") {
      $0.root.node(role: "slider", name: "Blue") != nil
    }
    let window = try #require(tree.windows.first, "\(tree)")
    #expect(window.name == "Colour Studio", "\(window)")
    for (name, value) in [("Red", 51.0), ("Green", 128.0), ("Blue", 204.0), ("Opacity", 1.0)] {
      let slider = try #require(window.node(role: "slider", name: name), "\(window)")
      #expect(slider.value == value, "\(slider)")
    }
    for name in ["Sky", "क्षितिज", "藍色", "🍊 Orange", "Moss"] {
      #expect(window.node(role: "push button", name: name) != nil, "no swatch \(name):\n\(window)")
    }
    // The preview (at least 600 x 60 pixels) is drawn in the starting mix, #3380CC.
    let start = app.screenshot("start")
    #expect(try pixels(near: (0x33, 0x80, 0xCC), in: start) > 30_000)

    let swatch = try app.widget(.button, "藍色")
    try app.step("choose", "the blue slider at 160 after choosing 藍色") {
      try app.click(swatch)
    } until: {
      // Red, green, blue and opacity, in reading order; each channel labelled beside it.
      $0.main.widgets(.scale).map(\.value) == [30, 60, 160, 1]
        && $0.main.widget(.label, "#1E3CA0") != nil && $0.main.widget(.label, "Blue") != nil
    }
    let chosen = app.screenshot("chosen")
    #expect(try pixels(near: (30, 60, 160), in: chosen) > 30_000)
    #expect(try pixels(near: (0x33, 0x80, 0xCC), in: chosen) < 2_000, "the old mix is gone")
  }
}
