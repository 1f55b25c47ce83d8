import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The wheel's and the touchpad's deltas as points to scroll by.
struct ScrollDeltasTests {
  private let view = ObjectIdentifier(Int.self)
  private let list = ObjectIdentifier(String.self)

  // A wheel notch is `scrollStep` points of a scroll view; a touchpad's pixels are points.
  @Test func aScrollViewScrollsByPoints() {
    var deltas = ScrollDeltas()
    let wheel = deltas.amount(
      for: 1, unit: GDK_SCROLL_UNIT_WHEEL, in: view)
    #expect(wheel == scrollStep)
    let pixels = deltas.amount(
      for: 7.5, unit: GDK_SCROLL_UNIT_SURFACE, in: view)
    #expect(pixels == 7)
    // The half point left over is not lost.
    let next = deltas.amount(
      for: 0.5, unit: GDK_SCROLL_UNIT_SURFACE, in: view)
    #expect(next == 1)
  }

  // A slow touchpad stroke on a list adds up to whole points, as on a scroll view: lists
  // scroll by points too (not by rows).
  @Test func aListScrollsByPointsToo() {
    var deltas = ScrollDeltas()
    var points = 0
    for _ in 0..<10 {
      points += deltas.amount(for: 0.4, unit: GDK_SCROLL_UNIT_SURFACE, in: list)
    }
    #expect(points == 4)
    #expect(deltas.amount(for: 1, unit: GDK_SCROLL_UNIT_WHEEL, in: list) == scrollStep)
  }

  // A change of direction or of container starts afresh.
  @Test func whatIsLeftOverGoesWithADirectionOrContainerChange() {
    var deltas = ScrollDeltas()
    _ = deltas.amount(
      for: 0.9, unit: GDK_SCROLL_UNIT_SURFACE, in: view)
    #expect(
      deltas.amount(
        for: -0.5, unit: GDK_SCROLL_UNIT_SURFACE, in: view)
        == 0)
    _ = deltas.amount(
      for: 0.9, unit: GDK_SCROLL_UNIT_SURFACE, in: view)
    #expect(
      deltas.amount(
        for: 0.5, unit: GDK_SCROLL_UNIT_SURFACE, in: list)
        == 0)
  }
}

/// A column of paragraphs taller than the window, in a scroll view.
struct LongArticle: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ForEach(0..<40, id: \.self) { Text("Paragraph \($0) of a long article") }
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct WheelScrollingTests {
  // A high-resolution wheel's half notch scrolls a scroll view by half a step, in points:
  // the offset is a point offset, not a count of rows or lines.
  @Test func aHalfNotchScrollsHalfAStepOfPoints() throws {
    let host = GtkTestSupport.host(LongArticle())
    defer { host.close() }
    let first = { host.widgets(.label).first { labelText($0).hasPrefix("Paragraph 3 ") } }
    let label = try #require(first())
    let top = label.treeFrame.y
    host.main.pointer = (Double(label.treeFrame.x + 4), Double(label.treeFrame.y + 4))
    let controller = UnsafeMutableRawPointer(host.main.scrollController)
    #expect(trellis_emit_scroll(controller, 0, 0.5) != 0)
    GtkTestSupport.settle(host)
    let offset = { host.core.scrollContainers.first?.scrollOffset() }
    #expect(offset() == scrollStep / 2)
    #expect(first()?.treeFrame.y == top - scrollStep / 2)
    #expect(trellis_emit_scroll(controller, 0, 0.25) != 0)
    #expect(trellis_emit_scroll(controller, 0, -0.125) != 0)
    GtkTestSupport.settle(host)
    #expect(offset() == scrollStep / 2 + scrollStep / 8)
  }
}
