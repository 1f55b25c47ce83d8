import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Pickers" about colour pickers.
@MainActor
@Suite struct ColorPickersTests {
  @Test func aColourPickerShowsItsColourAndChoosesOpaqueUnlessItSupportsOpacity() async throws {
    let host = ViewHost(Pickers.Highlighter(), width: 50, height: 24)
    let ink = try host.colorPicker("Ink स्याही")
    #expect(ink.shownColor?.red == 1)
    try ink.pickColor(Color(red: 0, green: 0.5, blue: 1, opacity: 0.5))
    await host.nextUpdate()
    #expect(try host.colorPicker("Ink स्याही").shownColor?.opacity == 1)
    let wash = try host.colorPicker(at: 1)
    #expect(wash.shownColor?.opacity == 0.5)
    try wash.pickColor(Color(red: 1, green: 1, blue: 0, opacity: 0.25))
    await host.nextUpdate()
    #expect(try host.colorPicker(at: 1).shownColor?.opacity == 0.25)
    // Its swatch opens the popover with the palette, sliders and the hex field.
    try host.colorPicker(at: 1).tap()
    await host.nextUpdate()
    #expect(host.popover != nil)
    #expect(try host.textField("Hex").value == "#FFFF0040")
  }
}
