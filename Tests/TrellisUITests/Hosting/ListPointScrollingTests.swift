import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// A lazy list scrolled by points, as a host with pixels (GTK) scrolls it: its first row may
/// be partly scrolled past the top, rows of different heights move by exactly the points
/// asked, it stops at both ends, and `scrollTo` still finds its rows.
@MainActor @Suite struct ListPointScrollingTests {
  /// A thousand rows, every third one taller (a note under its title), and a button above
  /// the list that scrolls to row 700.
  private struct Ledger: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") { proxy.scrollTo(700, anchor: .top) }
          List(0..<1_000, id: \.self) { index in
            if index % 3 == 0 {
              VStack(alignment: .leading) {
                Text("Row \(index)")
                Text("A note")
              }
            } else {
              Text("Row \(index)")
            }
          }
        }
      }
    }
  }

  private func core() -> HostCore {
    HostCore(root: Ledger(), size: CGSize(width: 300, height: 240), measurer: TestPixelMeasurer())
  }

  private func list(_ core: HostCore) throws -> HostElement {
    try #require(core.scrollContainers.first)
  }

  /// The top of each row shown, by its title.
  private func rowTops(_ core: HostCore) -> [String: CGFloat] {
    var tops: [String: CGFloat] = [:]
    for element in core.elements where element.textStyle != nil && element.text.hasPrefix("Row ") {
      tops[element.text] = element.frame.minY
    }
    return tops
  }

  private func expectMoved(
    _ before: [String: CGFloat], _ after: [String: CGFloat], by points: CGFloat
  ) {
    let common = Set(before.keys).intersection(after.keys)
    #expect(!common.isEmpty)
    for row in common {
      #expect(after[row] == before[row]! - points, "\(row)")
    }
  }

  // Scrolled by 7 points, every row moves up 7 and the first one is cut at the top; 45
  // more cross rows of both heights and still move each row by exactly that; scrolling back
  // restores the first layout.
  @Test func rowsOfDifferentHeightsMoveByThePointsAsked() throws {
    let core = core()
    let start = rowTops(core)
    let top = try list(core).frame.minY
    try list(core).scroll(byPoints: 7)
    let scrolled = rowTops(core)
    expectMoved(start, scrolled, by: 7)
    #expect(scrolled["Row 0"] == top - 7)
    try list(core).scroll(byPoints: 45)
    expectMoved(scrolled, rowTops(core), by: 45)
    #expect(rowTops(core)["Row 0"] == nil)
    try list(core).scroll(byPoints: -52)
    #expect(rowTops(core) == start)
    // At the top it goes no further.
    try list(core).scroll(byPoints: -30)
    #expect(rowTops(core) == start)
  }

  // Scrolled far past the end, the last row's bottom rests on the list's bottom, and more
  // scrolling leaves it there; the extent then ends where the content does.
  @Test func scrollingStopsAtTheEnd() throws {
    let core = core()
    try list(core).scroll(byPoints: 1_000_000)
    let box = try list(core).frame
    // Row 999 is a title and a note.
    let last = try #require(core.elements.last { $0.text == "A note" })
    #expect(last.frame.maxY == box.maxY)
    let atEnd = rowTops(core)
    try list(core).scroll(byPoints: 25)
    #expect(rowTops(core) == atEnd)
    let extent = try #require(try list(core).scrollExtent())
    #expect(extent.offset + extent.viewport == extent.content)
    try list(core).scroll(byPoints: -2_000_000)
    #expect(rowTops(core)["Row 0"] == box.minY)
  }

  // The extent is the rows times the estimated row (a thousand rows, 20 to 40 points
  // each); its offset follows the points scrolled.
  @Test func theExtentCoversTheEstimatedContent() throws {
    let core = core()
    let before = try #require(try list(core).scrollExtent())
    #expect(before.offset == 0)
    #expect(before.content > 20 * 1_000 && before.content < 40 * 1_000, "\(before)")
    #expect(before.viewport == (try list(core).frame.height))
    try list(core).scroll(byPoints: 13)
    let after = try #require(try list(core).scrollExtent())
    #expect(after.offset == 13)
  }

  // Dragged to a far offset, the list jumps to the row the estimate puts there; back to
  // zero, it is at its top again.
  @Test func scrollingToAFarOffsetJumpsThere() throws {
    let core = core()
    let extent = try #require(try list(core).scrollExtent())
    try list(core).scroll(toPoints: extent.content / 2)
    let middle = rowTops(core).keys.compactMap { Int($0.dropFirst(4)) }
    #expect(middle.contains { $0 > 300 && $0 < 700 }, "\(middle.sorted())")
    try list(core).scroll(toPoints: 0)
    #expect(rowTops(core)["Row 0"] == (try list(core).frame.minY))
    // Near the start, where the estimated offset and the rows' heights differ, zero is still
    // the first row's top.
    try list(core).scroll(byPoints: 47)
    try list(core).scroll(toPoints: 0)
    #expect(rowTops(core)["Row 0"] == (try list(core).frame.minY))
  }

  // After scrolling by points, `scrollTo` puts its row at the top, whole.
  @Test func scrollToStillPutsTheRowAtTheTop() throws {
    let core = core()
    try list(core).scroll(byPoints: 31)
    let jump = try #require(core.elements.first { $0.kind == .button && $0.text == "Jump" })
    try jump.tap()
    core.update()
    #expect(rowTops(core)["Row 700"] == (try list(core).frame.minY), "\(rowTops(core))")
  }
}
