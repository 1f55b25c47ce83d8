import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// What a host with a colour well of its own (GTK's colour button) reads from a colour
/// picker: the label is laid out by views, then the well's place; the swatch is not placed.
@MainActor
@Suite struct ColorWellHostTests {
  @Observable final class Paint {
    var ink = Color(red: 0.25, green: 0.5, blue: 0.75)
    var wash = Color(red: 1, green: 1, blue: 0, opacity: 0.5)
  }

  struct Palette: View {
    @Bindable var paint: Paint
    var body: some View {
      VStack(alignment: .leading) {
        ColorPicker("颜色", selection: $paint.ink, supportsOpacity: false)
        ColorPicker(selection: $paint.wash) {
          Label("रंग", systemImage: "paintbrush")
        }
      }
    }
  }

  private func core(colorWell: CGSize?) -> HostCore {
    HostCore(
      root: Palette(paint: Paint()), size: CGSize(width: 300, height: 200),
      measurer: TestPixelMeasurer(colorWell: colorWell))
  }

  @Test func aHostWithAWellOfItsOwnGetsItsPlaceAfterTheLabel() throws {
    let core = core(colorWell: CGSize(width: 44, height: 26))
    let wells = core.elements.filter(\.isColorWell)
    try #require(wells.count == 2)
    #expect(core.elements.filter(\.isColorPickerSwatch).isEmpty)
    #expect(wells.map(\.frame.size) == Array(repeating: CGSize(width: 44, height: 26), count: 2))
    #expect(wells.map(\.colorPickerName) == ["颜色", "रंग"])
    #expect(wells.map(\.colorPickerSupportsOpacity) == [false, true])
    #expect(wells[0].colorPickerSelection == HostColor(red: 0.25, green: 0.5, blue: 0.75))
    // The label comes first, then the well, on one line.
    let label = try #require(core.elements.first { $0.node.view is Text && $0.text == "颜色" })
    #expect(label.frame.maxX <= wells[0].frame.minX)
    #expect(label.frame.midY > wells[0].frame.minY && label.frame.midY < wells[0].frame.maxY)
    // A colour chosen in the well goes to the binding, opaque without opacity.
    try wells[0].pickColor(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5))
    #expect(wells[0].colorPickerSelection == HostColor(red: 1, green: 0.5, blue: 0))
  }

  @Test func aHostWithoutOneShowsTheSwatch() throws {
    let core = core(colorWell: nil)
    #expect(core.elements.filter(\.isColorWell).isEmpty)
    #expect(core.elements.filter(\.isColorPickerSwatch).count == 2)
  }
}
