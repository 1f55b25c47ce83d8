import Foundation
import Testing

/// navigation-gtk on a display whose settings daemon (xsettingsd, standing for GNOME's) is
/// told a larger text scale, then a larger font, while the window is open: the text and the
/// button grow to fit, as in a native app, instead of being cut.
@Suite(.serialized) struct TextScaleEndToEndTests {
  /// A text scale of 1 at 96 dpi, as `Xft/DPI` counts it (1024ths of a dot per inch).
  private let normal = "\(96 * 1024)"

  @Test func theTextGrowsWithTheTextScaleAndTheFont() throws {
    let app = try GTKAppSession(
      product: "navigation-gtk", test: "text-scale",
      xsettings: ["Xft/DPI": normal, "Gtk/FontName": "\"Sans 10\""])
    defer { app.stop() }
    let settings = try #require(app.xsettings)
    let label = try app.widget(.label, "Shelves")
    let button = try app.widget(.button, "Poetry")

    // The text scale at 150%, as GNOME's "Large Text" and its scale slider set it.
    var tree = try app.step("scale-150", "\"Shelves\" half as large again") {
      try settings.apply(["Xft/DPI": "\(96 * 1024 * 3 / 2)", "Gtk/FontName": "\"Sans 10\""])
    } until: { tree in
      tree.main.widget(.label, "Shelves").map { $0.height >= label.height * 1.3 } == true
    }
    let scaled = try #require(tree.main.widget(.label, "Shelves"))
    #expect(scaled.width >= label.width * 1.3, "\(label) -> \(scaled)")
    let scaledButton = try #require(tree.main.widget(.button, "Poetry"), "\(tree)")
    #expect(scaledButton.width > button.width, "\(button) -> \(scaledButton)")

    // Back to 100%, then a font twice the size: the same grows with it.
    tree = try app.step("scale-100", "\"Shelves\" at its first size again") {
      try settings.apply(["Xft/DPI": normal, "Gtk/FontName": "\"Sans 10\""])
    } until: { tree in
      tree.main.widget(.label, "Shelves").map { $0.height == label.height } == true
    }
    #expect(tree.main.widget(.button, "Poetry").map { $0.width == button.width } == true)
    tree = try app.step("font-20", "\"Shelves\" in a font twice the size") {
      try settings.apply(["Xft/DPI": normal, "Gtk/FontName": "\"Sans 20\""])
    } until: { tree in
      tree.main.widget(.label, "Shelves").map { $0.height >= label.height * 1.6 } == true
    }
    let larger = try #require(tree.main.widget(.button, "Poetry"), "\(tree)")
    #expect(larger.width >= button.width * 1.3 && larger.height > button.height, "\(larger)")
    // The tree is written as the frame is laid out; GTK draws the restyled window after it.
    Thread.sleep(forTimeInterval: 1)
    app.screenshot("font-20-drawn")
  }
}
