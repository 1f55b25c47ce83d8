import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct ScrollViewReaderTests {
  private func lines(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingCharacters(in: .whitespaces.union(["│", "┃"]))
    }
  }

  private struct Jumper: View {
    let anchor: UnitPoint?
    let inList: Bool
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") { proxy.scrollTo(700, anchor: anchor) }
          if inList {
            List(0..<1_000, id: \.self) { Text("Row \($0)") }
          } else {
            ScrollView {
              LazyVStack(alignment: .leading) {
                ForEach(0..<1_000, id: \.self) { Text("Row \($0)") }
              }
            }
          }
        }
      }
    }
  }

  // `scrollTo` reaches a row that was never built, in a List and in a lazy stack, and puts
  // it where the anchor says.
  @Test(arguments: [true, false])
  func scrollsToARowNotYetBuilt(inList: Bool) throws {
    for (anchor, line) in [(UnitPoint.top, 1), (.bottom, 5), (.center, 3)] {
      let host = ViewHost(Jumper(anchor: anchor, inList: inList), width: 30, height: 6)
      #expect(!host.contains(text: "Row 700"))
      try host.button("Jump").tap()
      host.update()
      let row = try host.text("Row 700")
      #expect(row.frame.y == line, "anchor \(anchor)")
      #expect(lines(host)[line] == "Row 700")
    }
  }

  // With no anchor, the least scrolling: a row below the viewport ends up at its bottom.
  @Test func withoutAnAnchorScrollsAsLittleAsNeeded() throws {
    let host = ViewHost(Jumper(anchor: nil, inList: true), width: 30, height: 6)
    try host.button("Jump").tap()
    host.update()
    #expect(try host.text("Row 700").frame.y == 5)
  }

  // A view identified with `.id(_:)` in an eager scroll view is found and shown.
  @Test func scrollsToAViewWithAnExplicitID() throws {
    struct Page: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            Button("Marker") { proxy.scrollTo("marker", anchor: .top) }
            ScrollView {
              VStack {
                ForEach(0..<20, id: \.self) { Text("Line \($0)") }
                Text("The marker").id("marker")
                ForEach(20..<50, id: \.self) { Text("Line \($0)") }
              }
            }
          }
        }
      }
    }
    let host = ViewHost(Page(), width: 30, height: 6)
    #expect(!host.contains(text: "The marker"))
    try host.button("Marker").tap()
    host.update()
    #expect(try host.text("The marker").frame.y == 1)
  }

  // Rows inside sections are found by the id of their ForEach element.
  @Test func findsARowInsideASection() throws {
    struct Sections: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack {
            Button("Find") { proxy.scrollTo("b-40", anchor: .top) }
            List {
              Section("A") { ForEach(0..<100, id: \.self) { Text("a-\($0)").id("a-\($0)") } }
              Section("B") { ForEach(0..<100, id: \.self) { Text("b-\($0)").id("b-\($0)") } }
            }
          }
        }
      }
    }
    let host = ViewHost(Sections(), width: 30, height: 6)
    try host.button("Find").tap()
    host.update()
    // At the top of the rows, below the section's pinned header.
    #expect(try host.text("B").frame.y == 1)
    #expect(try host.text("b-40").frame.y == 2)
  }

  // An unknown id scrolls nothing.
  @Test func anUnknownIDScrollsNothing() throws {
    let host = ViewHost(
      ScrollViewReader { proxy in
        VStack {
          Button("Nowhere") { proxy.scrollTo("missing") }
          List(0..<100, id: \.self) { Text("Row \($0)") }
        }
      }, width: 30, height: 6)
    try host.button("Nowhere").tap()
    host.update()
    #expect(try host.text("Row 0").frame.y == 1)
  }
}
