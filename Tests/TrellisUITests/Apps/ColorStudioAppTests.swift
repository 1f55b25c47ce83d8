import Foundation
import Testing
import TrellisTesting
import TrellisUI

@testable import color_studio

/// The colour studio headlessly: what a person does with its sliders, hex field, swatches
/// and toolbar, and what the window then shows.
@MainActor
@Suite struct ColorStudioAppTests {
  private func host(_ studio: Studio = Studio()) -> ViewHost {
    ViewHost(StudioView(studio: studio), width: 100, height: 40)
  }

  /// The fill of the mix's preview: the first rounded rectangle on screen.
  private func previewFill(_ host: ViewHost) -> Color? {
    host.shapes.first { $0.frame.height == 64 }?.fill
  }

  @Test func theSlidersMixTheColourThePreviewShowsAndNamesInHex() throws {
    let studio = Studio()
    let host = host(studio)
    #expect(host.contains(text: "#3380CC"))
    #expect(try host.slider("Red").sliderValue == 51)
    try host.slider("Red").setValue(255)
    try host.slider("Green").dragSlider(through: 0.5, 0)
    try host.slider("Blue").setValue(16.4)
    host.update()
    #expect(studio.mix == Mix(red: 255, green: 0, blue: 16))
    #expect(host.contains(text: "#FF0010"), "\(host.text)")
    #expect(host.contains(text: "255"))
    #expect(previewFill(host) == Color(red: 1, green: 0, blue: 16 / 255))
  }

  @Test func theOpacitySliderMovesInFivePercentSteps() throws {
    let studio = Studio()
    let host = host(studio)
    #expect(host.contains(text: "100%"))
    try host.slider("Opacity").setValue(0.42)
    host.update()
    #expect(studio.mix.opacity == 0.4)
    #expect(host.contains(text: "40%"))
  }

  @Test func aValidHexCodeBecomesTheMixAndABadOneIsRefusedWithAReason() throws {
    let studio = Studio()
    let host = host(studio)
    let field = try host.textField("Hex")
    try field.type("  #a0b1c2 ")
    try field.submit()
    host.update()
    #expect(studio.mix == Mix(red: 160, green: 177, blue: 194))
    #expect(try host.slider("Green").sliderValue == 177)
    #expect(try host.textField("Hex").value == "", "the applied code is cleared")

    try host.textField("Hex").type("#12345G")
    try host.textField("Hex").submit()
    host.update()
    #expect(studio.mix == Mix(red: 160, green: 177, blue: 194), "a bad code changes nothing")
    #expect(host.contains(text: "“#12345G” is not a colour like #3380CC"), "\(host.text)")
    #expect(try host.textField("Hex").value == "#12345G", "what was typed is kept to fix")

    try host.textField("Hex").setText("0000ff")
    try host.textField("Hex").submit()
    host.update()
    #expect(studio.mix.hex == "#0000FF")
    #expect(!host.text.contains("is not a colour"), "the reason goes once the code is good")
  }

  @Test func choosingASwatchMakesItTheMixAndDeleteRemovesIt() throws {
    let studio = Studio()
    let host = host(studio)
    for name in ["Sky", "क्षितिज", "藍色", "🍊 Orange", "Moss"] {
      #expect(host.contains(text: name), "\(name) is not shown")
    }
    #expect(try host.toolbarButton("Delete Swatch").isEnabled == false)
    try host.button("藍色").tap()
    host.update()
    #expect(studio.mix == Mix(red: 30, green: 60, blue: 160))
    #expect(host.contains(text: "#1E3CA0"))
    #expect(try host.slider("Blue").sliderValue == 160)
    // The chosen swatch is ringed: a stroked circle over its fill.
    #expect(host.shapes.contains { $0.stroke == .primary && $0.frame.width == 32 })

    try host.toolbarButton("Delete Swatch").tap()
    host.update()
    #expect(!host.contains(text: "藍色"))
    #expect(studio.swatches.map(\.name) == ["Sky", "क्षितिज", "🍊 Orange", "Moss"])
    #expect(studio.mix == Mix(red: 30, green: 60, blue: 160), "the mix stays")
    #expect(try host.toolbarButton("Delete Swatch").isEnabled == false)
  }

  @Test func savingAddsASwatchToTheGridAndSelectsIt() throws {
    let studio = Studio()
    let host = host(studio)
    try host.slider("Red").setValue(0)
    try host.toolbarButton("Save Swatch").tap()
    host.update()
    #expect(host.contains(text: "Swatch 6"))
    #expect(studio.swatches.last?.mix == Mix(red: 0, green: 128, blue: 204))
    #expect(studio.selection == 6)
    #expect(try host.toolbarButton("Delete Swatch").isEnabled)
    // The grid is adaptive: at 100 columns (800 points, less padding), six swatches of at
    // least 96 points fit in one row.
    let circles = host.shapes.filter { $0.fill != nil && $0.frame.width == 32 }
    #expect(circles.count == 6)
    #expect(Set(circles.map(\.frame.minY)).count == 1, "\(circles.map(\.frame))")
  }

  @Test func aNarrowWindowWrapsTheGridIntoMoreRows() throws {
    let host = ViewHost(StudioView(), width: 40, height: 60)
    let circles = host.shapes.filter { $0.fill != nil && $0.frame.width == 32 }
    #expect(circles.count == 5)
    #expect(Set(circles.map(\.frame.minY)).count == 3, "\(circles.map(\.frame))")
  }

  @Test func theHexNameAndItsInkFollowTheMix() {
    #expect(Mix(red: 250, green: 240, blue: 200).isLight)
    #expect(!Mix(red: 30, green: 60, blue: 160).isLight)
    #expect(Mix(hex: "#FFF") == nil)
    #expect(Mix(hex: "#GGGGGG") == nil)
    #expect(Mix(hex: "１２３４５６") == nil, "full-width digits are not hex")
    #expect(Mix(hex: "ff8000")?.hex == "#FF8000")
  }
}
