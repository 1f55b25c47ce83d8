import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Right-to-left layout in the terminal's cells: views from the right edge, text lined up
/// on the right, tracks filling from the right, and mirrored drawings read backwards with
/// their arrows turned.
@MainActor
@Suite struct RightToLeftRenderingTests {
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

  @Test func aRowStartsAtTheRightEdge() throws {
    let row = HStack(spacing: 8) {
      Text("שלום")
      Text("क्ष")
      Text("漢字")
    }.frame(maxWidth: .infinity, alignment: .leading)
    // The first view at the right edge; each next one to its left. Hebrew letters are
    // stored first to last and the terminal draws them in cells as given.
    // (The conjunct takes two cells.)
    #expect(try screen(row, width: 16, height: 1) == ["    漢字 क्ष שלום"])
  }

  @Test func multilineTextLinesUpOnTheRight() throws {
    // Points: a cell is 8 wide.
    let text = Text("ab\ncdef").frame(width: 64, alignment: .leading)
    #expect(try screen(text, width: 8, height: 2) == ["      ab", "    cdef"])
  }

  @Test func aSliderAndABarFillFromTheRight() throws {
    let controls = VStack(spacing: 0) {
      Slider(value: .constant(0))
      ProgressView(value: 0.5).progressViewStyle(.linear)
    }.frame(width: 80)
    let rows = try screen(controls, width: 10, height: 2)
    // At its minimum, the knob is at the track's right end.
    #expect(rows[0] == "├───────●┤")
    // Half full: the right half of the bar is filled.
    #expect(rows[1].hasSuffix("█████"))
    #expect(!rows[1].hasPrefix("█"))
  }

  @Test func aFlippedArrowPointsTheOtherWay() throws {
    let arrow = HStack(spacing: 0) {
      Text("→")
      Text("[ok]").flipsForRightToLeftLayoutDirection(true)
    }.frame(maxWidth: .infinity, alignment: .leading)
    // The plain arrow is drawn as it is; the flipped text reads backwards with its brackets
    // turned, as its mirror image would.
    #expect(try screen(arrow, width: 8, height: 1) == ["   [ko]→"])
  }

  @Test func theKnobMovesLeftAsTheValueGrows() throws {
    let core = HostCore(
      root: HalfSlider().environment(\.layoutDirection, .rightToLeft), width: 10, height: 1)
    let slider = try #require(core.elements.first { $0.kind == .slider })
    // Half way: the fifth of eight places from the right.
    #expect(glyphs(try #require(core.screen))[0] == "├───●────┤")
    try slider.setSliderFraction(1)
    core.update()
    #expect(glyphs(try #require(core.screen))[0] == "├●───────┤")
    // A click on the track's right end (column 8, its last place) sets the minimum.
    let input = _TerminalInput(core: core)
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: 8, row: 0)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: 8, row: 0)))
    core.update()
    #expect(glyphs(try #require(core.screen))[0] == "├───────●┤")
    // Left, toward the maximum's end, raises it a step (a twentieth: two show as one
    // place); Right lowers it again.
    try slider.focus()
    for _ in 0..<2 { _ = input.handle(.key(KeyEvent(.left))) }
    core.update()
    #expect(glyphs(try #require(core.screen))[0] == "├──────●─┤")
    for _ in 0..<2 { _ = input.handle(.key(KeyEvent(.right))) }
    core.update()
    #expect(glyphs(try #require(core.screen))[0] == "├───────●┤")
  }
}

/// A slider halfway along, 10 cells wide.
private struct HalfSlider: View {
  @State private var value = 0.5
  var body: some View { Slider(value: $value).frame(width: 80) }
}
