import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisUI

/// The scrolling keys of a host that scrolls by points (GTK): a page is nine tenths of the
/// viewport, Up and Down step a list by a row, with or without a pinned section header.
@MainActor @Suite struct KeyScrollingTests {
  /// Three mailboxes of thirty messages as sections, every fifth message two lines high
  /// (it has an attachment), in a plain list whose section headers pin.
  private struct Mailboxes: View {
    var body: some View {
      List {
        ForEach(["Inbox", "受信箱", "इनबॉक्स"], id: \.self) { box in
          Section(box) {
            ForEach(0..<30, id: \.self) { index in
              if index % 5 == 0 {
                VStack(alignment: .leading) {
                  Text("\(box) \(index)")
                  Text("📎 attachment")
                }
              } else {
                Text("\(box) \(index)")
              }
            }
          }
        }
      }
    }
  }

  private func core<V: View>(_ view: V) -> HostCore {
    HostCore(root: view, size: CGSize(width: 300, height: 200), measurer: TestPixelMeasurer())
  }

  private func list(_ core: HostCore) throws -> HostElement {
    try #require(core.scrollContainers.first)
  }

  /// The top of each text shown (rows' titles, headers), by its text.
  private func tops(_ core: HostCore) -> [String: CGFloat] {
    var tops: [String: CGFloat] = [:]
    for element in core.elements where element.textStyle != nil {
      tops[element.text] = element.frame.minY
    }
    return tops
  }

  // PageDown moves every row up by nine tenths of the list's height (180 of 200), PageUp
  // back; a row near the bottom stays in view at the top.
  @Test func aPageIsNineTenthsOfTheViewport() throws {
    let core = core(List(0..<200, id: \.self) { Text("Row \($0)") })
    let before = tops(core)
    try list(core).scroll(pagesOfPoints: 1)
    let after = tops(core)
    let common = Set(before.keys).intersection(after.keys)
    #expect(!common.isEmpty)
    for row in common { #expect(after[row] == before[row]! - 180, "\(row)") }
    try list(core).scroll(pagesOfPoints: -1)
    #expect(tops(core) == before)
  }

  // Down puts the next row's top at the list's top, whatever the rows' heights (20 and 40
  // points); Up goes back row by row to the first, and no further.
  @Test func downAndUpStepARowOfAListWithoutPinnedHeaders() throws {
    let core = core(
      List(0..<100, id: \.self) { index in
        if index % 2 == 0 {
          VStack(alignment: .leading) {
            Text("Task \(index)")
            Text("due today")
          }
        } else {
          Text("Task \(index)")
        }
      })
    let top = try list(core).frame.minY
    for index in 1...5 {
      try list(core).stepRow(forward: true, step: 16)
      #expect(tops(core)["Task \(index)"] == top, "\(tops(core))")
    }
    // Partly scrolled out, Up first brings the cut row back whole.
    try list(core).scroll(byPoints: 7)
    try list(core).stepRow(forward: false, step: 16)
    #expect(tops(core)["Task 5"] == top)
    for index in (0...4).reversed() {
      try list(core).stepRow(forward: false, step: 16)
      #expect(tops(core)["Task \(index)"] == top, "\(tops(core))")
    }
    try list(core).stepRow(forward: false, step: 16)
    #expect(tops(core)["Task 0"] == top)
  }

  // In a scroll view, Up and Down move by the step given.
  @Test func aScrollViewStepsByTheStepGiven() throws {
    let core = core(
      ScrollView { VStack { ForEach(0..<40, id: \.self) { Text("Line \($0)") } } })
    try list(core).stepRow(forward: true, step: 16)
    #expect(try list(core).scrollExtent()?.offset == 16)
    try list(core).stepRow(forward: false, step: 16)
    #expect(try list(core).scrollExtent()?.offset == 0)
  }

  // Scrolled by points into a section, its header stays pinned at the top with the rows
  // passing under it; Down then puts the next message right below the header, and PageDown
  // keeps the header there while its rows move.
  @Test func aPinnedHeaderStaysCorrectWhenScrolledByPoints() throws {
    let core = core(Mailboxes())
    let top = try list(core).frame.minY
    let before = tops(core)
    try list(core).scroll(byPoints: 105)
    var shown = tops(core)
    #expect(shown["Inbox"] == top, "\(shown)")
    let header = try #require(core.elements.first { $0.text == "Inbox" })
    let rowsTop = header.frame.maxY
    // A few points more (a touchpad): the rows move by exactly those, the header not at all
    // (the header under the probe is no measure of how far they went).
    try list(core).scroll(byPoints: 5)
    let nudged = tops(core)
    #expect(nudged["Inbox"] == top)
    #expect(nudged["Inbox 5"] == shown["Inbox 5"].map { $0 - 5 }, "\(nudged)")
    #expect(nudged["Inbox 6"] == shown["Inbox 6"].map { $0 - 5 }, "\(nudged)")
    // The rows under the header moved by exactly 105 points.
    #expect(shown["Inbox 5"] == before["Inbox 5"].map { $0 - 105 }, "\(shown)")
    try list(core).stepRow(forward: true, step: 16)
    shown = tops(core)
    let below = shown.filter { $0.value == rowsTop }.map(\.key)
    #expect(below.count == 1, "\(shown)")
    #expect(shown["Inbox"] == top)
    try list(core).scroll(pagesOfPoints: 1)
    #expect(tops(core)["Inbox"] == top, "\(tops(core))")
    // Far down into the second section, its header is the one pinned.
    try list(core).scroll(byPoints: 700)
    shown = tops(core)
    #expect(shown["受信箱"] == top, "\(shown)")
    #expect(shown["Inbox"] == nil)
  }

  // A lazy stack's pinned header in a scroll view scrolled by points: its header stays at
  // the top, the rows under it move by exactly the points, and the next header pushes it up.
  @Test func aLazyStacksPinnedHeaderStaysWhenScrolledByPoints() throws {
    let core = core(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders) {
          ForEach(["Fruit", "果物", "फल"], id: \.self) { name in
            Section(name) {
              ForEach(0..<12, id: \.self) { Text("\(name) \($0)") }
            }
          }
        }
      })
    let top = try list(core).frame.minY
    let before = tops(core)
    try list(core).scroll(byPoints: 33)
    var shown = tops(core)
    #expect(shown["Fruit"] == top, "\(shown)")
    #expect(shown["Fruit 3"] == before["Fruit 3"].map { $0 - 33 })
    // Section one is its header and 12 rows of 20 points: 260; 250 points down, the next
    // header is 10 points below the top and has pushed the first up by 10.
    try list(core).scroll(byPoints: 250 - 33)
    shown = tops(core)
    #expect(shown["果物"] == top + 10, "\(shown)")
    #expect(shown["Fruit"] == top - 10, "\(shown)")
  }
}
