import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Containers and controls right to left in the terminal's cells: lazy strips, lists with
/// their indicator, decorated controls, a pushed screen's title and split view dividers.
@MainActor
@Suite struct RightToLeftControlsRenderingTests {
  private func glyphs(_ canvas: _Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  private func screen<V: View>(_ view: V, width: Int, height: Int) throws -> [String] {
    let core = HostCore(
      root: view.environment(\.layoutDirection, .rightToLeft), width: width, height: height)
    return glyphs(try #require(core.screen))
  }

  @Test func aLazyStripStartsWithItsFirstItemAtTheRight() throws {
    let strip = ScrollView(.horizontal, showsIndicators: false) {
      LazyHStack(spacing: 0) {
        ForEach(0..<50, id: \.self) { Text("i\($0)").frame(width: 32) }
      }
    }
    // Made from the right end, as a person reading right to left starts.
    #expect(try screen(strip, width: 12, height: 1) == [" i2  i1  i0 "])
  }

  @Test func anOverflowingListKeepsItsRowsWholeWithTheIndicatorAtTheLeft() throws {
    let list = List(0..<20, id: \.self) { Text("row \($0)") }
    // The rows' leading (right) ends whole, the indicator's column at the left.
    #expect(
      try screen(list, width: 12, height: 4) == [
        "┃      row 0", "│      row 1", "│      row 2", "│      row 3",
      ])
  }

  @Test func anOverflowingScrollViewHasItsIndicatorAtTheLeft() throws {
    let scroll = ScrollView {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<20, id: \.self) { Text("line \($0)") }
      }.frame(maxWidth: .infinity, alignment: .leading)
    }
    let rows = try screen(scroll, width: 12, height: 3)
    #expect(rows[0].hasSuffix("line 0"))
    #expect(rows.allSatisfy { "┃│".contains(Array($0)[0]) })
  }

  @Test func aToggleAndAStepperDrawTheirDecorationsMirrored() throws {
    let form = VStack(alignment: .leading, spacing: 0) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Stepper("Copies", value: .constant(2))
      Menu("Sort") { Button("Name") {} }
    }
    // Each decoration is on the other side, as its mirror image; the column lines up on
    // its right edge.
    #expect(
      try screen(form, width: 24, height: 3) == [
        "          Wi-Fi [x]     ",
        "    [+] [−]  Copies     ",
        "         [ ▾ Sort ]     ",
      ])
  }

  @Test func aPushedScreensTitleIsBesideItsBackButton() throws {
    let stack = NavigationStack(path: .constant([1])) {
      Text("Root").navigationTitle("Inbox")
        .navigationDestination(for: Int.self) { Text("Detail \($0)").navigationTitle("Mail") }
    }
    // The back button at the right edge, the title to its left.
    #expect(try screen(stack, width: 24, height: 4)[0] == "         Mail [ ‹ Back ]")
  }

  @Test func aSplitViewsDividerFollowsTheSidebar() throws {
    let split = NavigationSplitView {
      Text("Side")
    } detail: {
      Text("Detail")
    }
    // The sidebar at the right, its divider on its left edge, the detail at the left.
    let rows = try screen(split, width: 60, height: 4)
    #expect(rows[1] == "              Detail              │           Side          ")
    #expect(rows.allSatisfy { Array($0)[34] == "│" })
  }

  @Test func aMatchedFollowerSitsOnItsSource() throws {
    // The follower's centre is the source's: the middle of "one", at the right.
    #expect(try screen(Matched(), width: 20, height: 2)[0] == "             two o^e")
  }
}

private struct Matched: View {
  @Namespace private var space
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 8) {
        Text("one").matchedGeometryEffect(id: 1, in: space)
        Text("two")
      }
      Text("^").matchedGeometryEffect(id: 1, in: space, properties: .position, isSource: false)
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}
