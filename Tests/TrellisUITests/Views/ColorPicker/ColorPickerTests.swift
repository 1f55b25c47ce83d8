import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `ColorPicker` headless: a swatch beside its label, a popover to choose in, and the
/// binding written with what is chosen (opaque unless it supports opacity).
@MainActor
@Suite struct ColorPickerTests {
  @Observable final class Paint {
    var ink = Color(red: 1, green: 0, blue: 0)
    var wash = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
  }

  struct Palette: View {
    @Bindable var paint: Paint
    var body: some View {
      VStack(alignment: .leading) {
        ColorPicker("Ink स्याही", selection: $paint.ink, supportsOpacity: false)
        ColorPicker(selection: $paint.wash) {
          Label("Wash 水彩", systemImage: "paintbrush")
        }
        Text("Ink \(_ColorComponents(paint.ink).hex(withOpacity: false))")
      }
    }
  }

  @Test func pickingAColourWritesTheBindingAndOpacityOnlyWhereSupported() async throws {
    let paint = Paint()
    let host = ViewHost(Palette(paint: paint), width: 50, height: 20)
    let ink = try host.colorPicker("Ink स्याही")
    #expect(ink.shownColor?.red == 1 && ink.shownColor?.blue == 0)
    try ink.pickColor(Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.3))
    await host.nextUpdate()
    // Opacity is not the ink's to take: it stays opaque.
    #expect(
      _ColorComponents(paint.ink) == _ColorComponents(red: 0.2, green: 0.4, blue: 0.6, opacity: 1))
    #expect(host.contains(text: "Ink #336699"))

    let wash = try host.colorPicker(at: 1)
    try wash.pickColor(Color(red: 0, green: 1, blue: 0, opacity: 0.25))
    await host.nextUpdate()
    #expect(paint.wash == Color(red: 0, green: 1, blue: 0, opacity: 0.25))
    #expect(try host.colorPicker(at: 1).shownColor?.opacity == 0.25)

    // A colour written from outside is shown.
    paint.ink = .orange
    await host.nextUpdate()
    let shown = try #require(try host.colorPicker("Ink स्याही").shownColor)
    #expect(shown.red == 1 && abs(shown.green - 149.0 / 255) < 0.001 && shown.blue == 0)
  }

  @Test func itsPopoverChoosesFromThePaletteAndTheHexField() async throws {
    let paint = Paint()
    let host = ViewHost(Palette(paint: paint), width: 50, height: 24)
    try host.colorPicker("Ink स्याही").tap()
    await host.nextUpdate()
    #expect(host.popover != nil)
    // The sliders show the components: red only; no opacity slider for the ink.
    #expect(host.contains(text: "R") && host.contains(text: "255"))
    #expect(!host.contains(text: "A"))
    // The first swatch of the palette (red), then the fourth (green).
    let swatches = host.elements.filter { $0.kind == .button && $0.text.isEmpty }
    #expect(swatches.count == 16)
    try swatches[3].tap()
    await host.nextUpdate()
    #expect(_ColorComponents(paint.ink) == _ColorComponents(Color.green))
    // The hex field: a colour it names is chosen on Return; other text is put back.
    #expect(try host.textField("Hex").value == "#34C759")
    try host.textField("Hex").setText("#ff8000")
    try host.textField("Hex").submit()
    await host.nextUpdate()
    #expect(_ColorComponents(paint.ink).hex(withOpacity: false) == "#FF8000")
    try host.textField("Hex").setText("no colour")
    try host.textField("Hex").submit()
    await host.nextUpdate()
    #expect(_ColorComponents(paint.ink).hex(withOpacity: false) == "#FF8000")
    #expect(try host.textField("Hex").value == "#FF8000")
    // A slider moves its component: green to 0.2.
    try host.slider(at: 1).setValue(0.2)
    await host.nextUpdate()
    #expect(_ColorComponents(paint.ink).hex(withOpacity: false) == "#FF3300")
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(host.popover == nil)
  }

  @Test func hexadecimalTextRoundTrips() {
    let parts = _ColorComponents(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
    #expect(parts.hex(withOpacity: true) == "#336699CC")
    #expect(_ColorComponents(hex: "#336699CC") == parts)
    #expect(_ColorComponents(hex: "336699")?.opacity == 1)
    #expect(_ColorComponents(hex: "#33669") == nil)
    #expect(_ColorComponents(hex: "#GG6699") == nil)
  }
}
