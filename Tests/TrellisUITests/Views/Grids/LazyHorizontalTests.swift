import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// A cell of its own type, so that its body evaluations can be counted.
private struct Chip: View {
  let number: Int
  var body: some View { Text("C\(number)") }
}

/// A chip with state of its own.
private struct Pin: View {
  let number: Int
  @State private var isOn = false
  var body: some View { Toggle("P\(number)", isOn: $isOn) }
}

/// `LazyHStack` and `LazyHGrid` in a horizontal scroll view, in the terminal: only the
/// columns in view are built, state is kept off screen, and the last column is reachable.
@MainActor
@Suite struct LazyHorizontalTests {
  @Test func aLazyHStackBuildsOnlyTheViewsInView() throws {
    let host = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack { ForEach(0..<100_000, id: \.self) { Chip(number: $0) } }
      }, width: 40, height: 3)
    // "C0 C1 ... C9 C10 C11 C12": three columns for each of C0-C9, four for C10 on: C12
    // is cut at the trailing edge, and C13 is not built.
    #expect(host.contains(text: "C12"))
    #expect(!host.contains(text: "C13"))
    // The first layout asks for a screen of one-column chips (its first estimate), and
    // releases those past the edge.
    #expect(host.bodyEvaluations(of: Chip.self) < 45)
    // The 13 chips in view (a row, a chip and a text each) and the views around them.
    let opened = host.liveNodeCount
    #expect(opened < 3 * 13 + 10)
    try host.text("C0").scroll(by: 1_000, along: .horizontal)
    #expect(!host.contains(text: "C0"))
    #expect(host.liveNodeCount <= opened)
    try host.all(Text.self)[0].scroll(by: 10_000_000, along: .horizontal)
    #expect(host.contains(text: "C99999"))
    // The last chip ends at the viewport's trailing edge.
    let last = try host.text("C99999")
    #expect(last.frame.x + last.frame.width == 40)
  }

  @Test func aLazyHStackTakesTheHeightAndAlignsItsViews() {
    let host = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(alignment: .bottom, spacing: 16) {
          Text("a\nb\nc")
          Text("d")
          Text("e")
        }
      }, width: 10, height: 3)
    #expect(host.text == "a\nb\nc  d  e")
  }

  @Test func aViewKeepsItsStateWhenScrolledAwayAndBack() throws {
    let host = ViewHost(
      ScrollView(.horizontal) {
        LazyHStack { ForEach(0..<1_000, id: \.self) { Pin(number: $0) } }
      }, width: 30, height: 3)
    try host.toggle("P1").toggle()
    try host.toggle("P0").scroll(by: 500, along: .horizontal)
    #expect(!host.contains(text: "P1"))
    try host.all(Text.self)[0].scroll(by: -500, along: .horizontal)
    #expect(try host.toggle("P1").isOn == true)
    #expect(try host.toggle("P0").isOn == false)
  }

  // Pinned along the axis the stack scrolls: the header of the section at the leading edge
  // stays there while its views scroll under it, until the next section's pushes it away.
  @Test func aPinnedHeaderStaysAtTheLeadingEdge() throws {
    let host = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack(spacing: 8, pinnedViews: .sectionHeaders) {
          ForEach(["A", "B"], id: \.self) { name in
            Section(name) { ForEach(0..<20, id: \.self) { Text("\(name)\($0)") } }
          }
        }
      }, width: 20, height: 1)
    #expect(host.text.hasPrefix("A A0 A1"))
    try host.text("A0").scroll(by: 9, along: .horizontal)
    // The header covers the first column; the chip scrolling under it is cut there.
    #expect(try host.text("A").frame.x == 0)
    #expect(host.text.hasPrefix("A"))
    #expect(!host.contains(text: "A0"))
    try host.text("A").scroll(by: 60, along: .horizontal)
    #expect(try host.text("B").frame.x == 0)
    #expect(host.text.hasPrefix("B"))
    #expect(!host.contains(text: "A"))
  }

  // A horizontal grid fills each column top to bottom; its rows are its grid items, sized
  // from the height, and a column is as wide as its widest cell.
  @Test func aLazyHGridFillsColumnsTopToBottom() {
    let host = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHGrid(
          rows: [GridItem(.fixed(16)), GridItem(.fixed(16)), GridItem(.fixed(16))],
          alignment: .top, spacing: 8
        ) {
          ForEach(["one", "two", "three", "four", "five", "six", "seven"], id: \.self) {
            Text($0)
          }
        }
      }, width: 24, height: 5)
    // Three rows of a line (no spacing between them in a terminal), centred in five; each
    // cell centred in a column as wide as its widest cell, the columns a cell apart.
    #expect(host.text == "\n one  four seven\n two  five\nthree six\n")
  }

  @Test func aTenThousandCellHorizontalGridReachesItsLastColumn() throws {
    let host = ViewHost(
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<10_000, id: \.self) { Chip(number: $0) }
        }
      }, width: 30, height: 2)
    #expect(try host.text("C1").frame.y == 1)
    let opened = host.bodyEvaluations(of: Chip.self)
    // A screen of one-column lines by the first estimate, two cells each.
    #expect(opened < 70)
    try host.text("C0").scroll(by: 1_000_000, along: .horizontal)
    #expect(host.contains(text: "C9999"))
    #expect(try host.text("C9999").frame.y == 1)
    #expect(try host.text("C9998").frame.y == 0)
  }
}
