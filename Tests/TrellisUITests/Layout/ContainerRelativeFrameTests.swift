import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// `containerRelativeFrame` in its three forms, measured against the window or the nearest
/// scroll view or list, in a pixel host's points.
@MainActor @Suite struct ContainerRelativeFrameTests {
  private func core<V: View>(_ view: V) -> HostCore {
    HostCore(root: view, size: CGSize(width: 410, height: 200), measurer: TestPixelMeasurer())
  }

  @Test func theWholeWindowAlongOneAxis() throws {
    let shape = try #require(
      core(Color.red.frame(width: 50, height: 20).containerRelativeFrame(.horizontal)).drawnShapes
        .first)
    #expect(shape.frame.width == 50)
    let frame = try #require(core(Color.red.containerRelativeFrame(.horizontal)).drawnShapes.first)
    #expect(frame.frame.size == CGSize(width: 410, height: 200))
  }

  @Test(arguments: [(4, 1, 95.0), (4, 3, 305.0), (2, 1, 200.0), (4, 4, 410.0)])
  func countsAndSpansShareTheContainerWithSpacing(count: Int, span: Int, width: Double) throws {
    let shape = try #require(
      core(
        Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: 10)
      ).drawnShapes.first)
    #expect(abs(shape.frame.width - width) < 0.001)
    // Along the other axis the view is sized as it would be: a colour takes the height.
    #expect(shape.frame.height == 200)
  }

  @Test func theClosureGetsEachAxisLength() throws {
    var asked: [Axis] = []
    let shape = try #require(
      core(
        Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
          asked.append(axis)
          return axis == .vertical ? length / 4 : length / 2
        }
      ).drawnShapes.first)
    #expect(shape.frame.size == CGSize(width: 205, height: 50))
    #expect(Set(asked.map(\.rawValue)) == [Axis.horizontal.rawValue, Axis.vertical.rawValue])
  }

  @Test func insideAScrollViewItIsTheScrollViewsSize() throws {
    let core = core(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<3, id: \.self) { _ in
            Color.red.containerRelativeFrame(.horizontal)
          }
        }
      }
      .frame(width: 300, height: 100))
    let shapes = core.drawnShapes
    #expect(shapes.count >= 1)
    #expect(shapes.allSatisfy { $0.frame.width == 300 })
    // Across the scroll view, the colour takes its height (less its scroll bar's).
    #expect(shapes.first.map { $0.frame.height > 80 && $0.frame.height <= 100 } == true)
  }

  @Test func insideAListItIsTheListsSize() throws {
    let core = core(
      HStack(spacing: 0) {
        List(0..<3, id: \.self) { index in
          Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { width, _ in
            width / 2
          }
        }
        .frame(width: 300, height: 150)
        Spacer()
      })
    let list = try #require(core.scrollContainers.first)
    let rows = core.drawnShapes.filter { $0.color == .red }
    #expect(rows.count == 3)
    // Half the list's width, not half the window's.
    #expect(list.frame.width == 300)
    #expect(rows.allSatisfy { $0.frame.width == 150 }, "\(rows.map(\.frame))")

    // Scrolled, the rows that come into view are measured against the list too.
    let long = self.core(
      HStack(spacing: 0) {
        List(0..<40, id: \.self) { index in
          Text("Row \(index) पंक्ति").containerRelativeFrame(.horizontal, alignment: .trailing)
        }
        .frame(width: 240, height: 120)
        Spacer()
      })
    try #require(long.scrollContainers.first).scroll(toPoints: 400)
    long.update()
    let texts = { long.elements.filter { $0.typeName == "Text" } }
    #expect(texts().contains { $0.text.hasPrefix("Row 1") || $0.text.hasPrefix("Row 2") })
    // As wide as the list, its text at the trailing edge: not the window's 410 points.
    #expect(
      texts().allSatisfy { $0.frame.maxX > 200 && $0.frame.maxX < 300 },
      "\(texts().map(\.frame))")
  }

  @Test func aListFillingTheWindowFollowsItsNewSize() throws {
    let core = core(
      List(0..<3, id: \.self) { _ in
        Color.red.frame(height: 20).containerRelativeFrame(
          .horizontal, count: 4, span: 1, spacing: 0)
      })
    // A quarter of the list's 410 points, on the host's whole pixels.
    #expect(core.drawnShapes.filter { $0.color == .red }.map(\.frame.width) == [103, 103, 103])
    core.resize(to: CGSize(width: 200, height: 200))
    core.update()
    #expect(core.drawnShapes.filter { $0.color == .red }.map(\.frame.width) == [50, 50, 50])
  }

  @Test func aSmallerViewIsAlignedInItsFrame() throws {
    let core = core(
      Text("Left 左").containerRelativeFrame(.horizontal, alignment: .leading))
    let text = try #require(core.elements.first { $0.text == "Left 左" && $0.typeName == "Text" })
    #expect(text.frame.minX == 0)
  }
}
