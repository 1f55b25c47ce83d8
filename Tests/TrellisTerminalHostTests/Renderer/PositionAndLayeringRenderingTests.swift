import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// `offset`, `position`, `zIndex` and `hidden` in the terminal's cells: exact screens, and
/// clicks that reach the control where it is drawn, the front one first.
@MainActor
@Suite struct PositionAndLayeringRenderingTests {
  private func glyphs(_ canvas: _Canvas) -> [String] {
    (0..<canvas.size.height).map { y in
      (0..<canvas.size.width).map { canvas[$0, y].grapheme ?? "" }.joined()
    }
  }

  @Test func anOffsetTextIsDrawnMovedAndItsNeighbourStays() throws {
    let core = HostCore(
      root: VStack(alignment: .leading, spacing: 0) {
        Text("क्ष one").offset(x: 16, y: 32)
        Text("漢字 two")
      }, width: 12, height: 3)
    let screen = try #require(core.screen)
    // Moved two columns and two rows from the top row, which is left blank; the layout
    // (the second line's place) is as if nothing moved.
    #expect(
      glyphs(screen) == [
        "            ",
        "  漢字 two  ",
        "    क्ष one  ",
      ])
  }

  @Test func aPositionedViewIsCentredAtItsPoint() throws {
    let core = HostCore(
      root: Text("👩‍👩‍👧").position(x: 40, y: 24), width: 10, height: 3)
    let screen = try #require(core.screen)
    // (40, 24) points is column 5, row 1; the two-column emoji is centred there.
    #expect(glyphs(screen)[1].hasPrefix("    👩‍👩‍👧"))
  }

  @Test func aHiddenTextLeavesItsCellsBlank() throws {
    let core = HostCore(
      root: HStack(spacing: 0) {
        Text("Hid").hidden()
        Text("漢字")
      }, width: 7, height: 1)
    let screen = try #require(core.screen)
    #expect(glyphs(screen) == ["   漢字"])
  }

  final class Taps {
    var names: [String] = []
  }

  private func click(_ input: _TerminalInput, column: Int, row: Int) {
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    input.core.update()
  }

  @Test func aClickPassesThroughAButtonThatAllowsNoHitTesting() throws {
    let taps = Taps()
    let view = ZStack {
      Button("पीछे Back 後") { taps.names.append("back") }
      Button("आगे 前") { taps.names.append("front") }.allowsHitTesting(false)
    }
    let input = _TerminalInput(core: HostCore(root: view, width: 24, height: 1))
    input.core.update()
    let front = try #require(input.core.elements.first { $0.text == "आगे 前" })
    click(input, column: front.cellFrame.x + 1, row: front.cellFrame.y)
    #expect(taps.names == ["back"])
  }

  @Test func aClickOnAnOffsetButtonHitsWhereItIsDrawn() throws {
    let taps = Taps()
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Inbox 受信")
      Button("Send") { taps.names.append("send") }.offset(x: 80)
    }
    let input = _TerminalInput(core: HostCore(root: view, width: 24, height: 2))
    input.core.update()
    let send = try #require(input.core.elements.first { $0.kind == .button })
    let frame = send.cellFrame
    #expect(frame.x >= 10)
    // Where the button would be without the offset there is nothing to press.
    click(input, column: frame.x - 10 + 1, row: frame.y)
    #expect(taps.names.isEmpty)
    click(input, column: frame.x + 1, row: frame.y)
    #expect(taps.names == ["send"])
  }

  @Test func theFrontButtonOfAZStackTakesTheClick() throws {
    let taps = Taps()
    let view = ZStack {
      Button("Front") { taps.names.append("front") }.zIndex(1)
      Button("Back!") { taps.names.append("back") }
    }
    let input = _TerminalInput(core: HostCore(root: view, width: 12, height: 1))
    input.core.update()
    let screen = try #require(input.core.screen)
    // Drawn in front: its title is what shows.
    #expect(glyphs(screen)[0].contains("Front"))
    click(input, column: 6, row: 0)
    #expect(taps.names == ["front"])
  }

  @Test func aClickRunsATapGestureAndTwoClicksADoubleTap() throws {
    let taps = Taps()
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("Open 開く").onTapGesture(count: 2) { taps.names.append("open") }
      Text("Star ⭐").onTapGesture { taps.names.append("star") }
      Button("Send") { taps.names.append("send") }.onTapGesture { taps.names.append("row") }
    }
    let input = _TerminalInput(core: HostCore(root: view, width: 12, height: 3))
    input.core.update()
    click(input, column: 1, row: 1)
    #expect(taps.names == ["star"])
    // One click on the double-tap text does nothing; a second on the same cell opens it.
    click(input, column: 1, row: 0)
    #expect(taps.names == ["star"])
    click(input, column: 1, row: 0)
    #expect(taps.names == ["star", "open"])
    // A control under the click takes it before a gesture around it.
    click(input, column: 2, row: 2)
    #expect(taps.names == ["star", "open", "send"])
  }

  @Test func aTapNeedsItsReleaseOnTheSameCell() throws {
    let taps = Taps()
    let view = Text("Drag me ✋").onTapGesture { taps.names.append("tap") }
    let input = _TerminalInput(core: HostCore(root: view, width: 12, height: 1))
    input.core.update()
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: 3, row: 0)))
    #expect(taps.names.isEmpty)
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: 5, row: 0)))
    #expect(taps.names.isEmpty)
    click(input, column: 3, row: 0)
    #expect(taps.names == ["tap"])
  }

  @Test func aClickOnARowsSpacerReachesTheRowThroughItsContentShape() throws {
    let taps = Taps()
    let view = VStack(spacing: 0) {
      HStack {
        Text("छाया 影")
        Spacer()
      }
      .onTapGesture { taps.names.append("plain") }
      HStack {
        Text("छाया 影")
        Spacer()
      }
      .contentShape(Rectangle())
      .onTapGesture { taps.names.append("shaped") }
    }
    let input = _TerminalInput(core: HostCore(root: view, width: 16, height: 2))
    input.core.update()
    // The last column of each row is the spacer's: only the shaped row takes it.
    click(input, column: 15, row: 0)
    click(input, column: 15, row: 1)
    #expect(taps.names == ["shaped"])
    click(input, column: 0, row: 0)
    #expect(taps.names == ["shaped", "plain"])
  }
}
