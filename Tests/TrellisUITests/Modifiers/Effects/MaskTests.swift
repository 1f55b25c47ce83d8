import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `mask(alignment:_:)`: the view is drawn only where its mask is, keeps its size, and the
/// mask itself is not shown.
@MainActor
@Suite struct MaskTests {
  @Test func aShapeMaskCutsShapesToItsOutline() throws {
    let host = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(width: 64, height: 64).mask { Circle() }
        Text("Below — नीचे")
      }, width: 20, height: 6)
    let plain = ViewHost(
      VStack(spacing: 0) {
        Color.red.frame(width: 64, height: 64)
        Text("Below — नीचे")
      }, width: 20, height: 6)
    #expect(try host.text("Below — नीचे").layoutFrame == plain.text("Below — नीचे").layoutFrame)
    // Only the square is drawn (the circle is the mask), cut by one outline.
    let shapes = host.shapes
    #expect(shapes.count == 1)
    let square = try #require(shapes.first)
    #expect(square.fill == .red)
    #expect(square.clipShapeCount == 1)
  }

  @Test func aViewMaskCutsToItsFrameAligned() throws {
    let host = ViewHost(
      Text("Masked 覆面 text").mask(alignment: .leading) {
        Color.black.frame(width: 48)
      }, width: 30, height: 1)
    // Six columns of 8 points are left of the text.
    #expect(host.text.trimmingCharacters(in: .whitespaces).hasPrefix("Masked"))
    #expect(!host.text.contains("text"))
    #expect(host.shapes.isEmpty)
  }
}
