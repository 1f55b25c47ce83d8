import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `AnyShape`: a shape chosen at run time draws, sizes and clips as the shape it wraps.
@MainActor @Suite struct AnyShapeTests {
  private func core<V: View>(_ view: V) -> HostCore {
    HostCore(root: view, size: CGSize(width: 200, height: 100), measurer: TestPixelMeasurer())
  }

  @Test func itDrawsTheOutlineOfTheShapeItWraps() throws {
    for isRound in [true, false] {
      let outline = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
      let shape = try #require(
        core(outline.fill(Color.red).frame(width: 40, height: 40)).drawnShapes.first)
      #expect(shape.color == .red)
      #expect(shape.path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 40))
      // A circle leaves its bounding box's corner out; a rectangle covers it.
      #expect(shape.path.contains(CGPoint(x: 1, y: 1)) == !isRound)
    }
  }

  @Test func itSizesItselfAsTheShapeItWraps() throws {
    // A circle in a wide proposal is as wide as the proposal, and its outline is centred.
    let shape = try #require(core(AnyShape(AnyShape(Circle())).frame(height: 40)).drawnShapes.first)
    #expect(shape.frame.size == CGSize(width: 200, height: 40))
    #expect(shape.path.boundingRect == CGRect(x: 80, y: 0, width: 40, height: 40))
    #expect(
      AnyShape(Capsule()).sizeThatFits(ProposedViewSize(width: 30, height: nil))
        == CGSize(width: 30, height: 10))
  }
}
