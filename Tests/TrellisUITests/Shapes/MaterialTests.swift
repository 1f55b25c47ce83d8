import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Materials as shape styles: translucent fills in the colour scheme's background colour.
@MainActor @Suite struct MaterialTests {
  @Test func aMaterialBackgroundIsATranslucentFillBehindItsView() throws {
    let host = ViewHost(
      Text("Pane 窗").padding(8).background(.ultraThinMaterial), width: 20, height: 3)
    let fill = try #require(host.shapes.first?.fill)
    #expect(fill.alpha == 0.3)
    #expect(fill == Color(white: 0.97, opacity: 0.3))
    #expect(host.contains(text: "Pane 窗"))
  }

  @Test func theDarkSchemesMaterialIsDark() throws {
    let host = ViewHost(
      Rectangle().fill(.regularMaterial).environment(\.colorScheme, .dark), width: 10, height: 2)
    #expect(host.shapes.first?.fill == Color(white: 0.11, opacity: 0.6))
  }

  @Test func thickerMaterialsAreMoreOpaque() throws {
    let materials: [Material] = [
      .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial,
    ]
    let alphas = try materials.map { material in
      try #require(ViewHost(Rectangle().fill(material), width: 4, height: 2).shapes.first?.fill)
        .alpha
    }
    #expect(alphas == alphas.sorted() && Set(alphas).count == 5)
    let bar = try #require(ViewHost(Color.clear.background(.bar), width: 4, height: 2).shapes.first)
    #expect(bar.fill?.alpha == 0.8)
  }

  @Test func aShapeTakesAMaterialAsItsForegroundStyle() throws {
    let host = ViewHost(Circle().foregroundStyle(.thickMaterial), width: 4, height: 2)
    #expect(host.shapes.first?.fill == Color(white: 0.97, opacity: 0.75))
  }
}
