import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Scrolling a horizontal scroll view in the terminal: Left and Right where focus does not
/// use them, the wheel tilted, and Shift with the wheel.
@MainActor
@Suite struct SidewaysScrollingTests {
  private func host() -> _TerminalInput {
    _TerminalInput(
      core: HostCore(
        root: VStack {
          ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<1_000, id: \.self) { Text("C\($0)") } }
          }
          ScrollView {
            VStack { ForEach(0..<50, id: \.self) { Text("Row \($0)") } }
          }
        }, width: 30, height: 8))
  }

  private func send(_ input: _TerminalInput, _ event: InputEvent) {
    _ = input.handle(event)
    input.core.update()
  }

  private func offset(_ input: _TerminalInput, along axis: Axis) -> Int? {
    input.core.scrollContainers.first { $0.scrollContainer(along: axis) != nil }?
      .scrollOffset(along: axis)
  }

  @Test func leftAndRightScrollTheHorizontalScrollView() {
    let input = host()
    send(input, .key(KeyEvent(.right)))
    send(input, .key(KeyEvent(.right)))
    #expect(offset(input, along: .horizontal) == 6)
    send(input, .key(KeyEvent(.left)))
    #expect(offset(input, along: .horizontal) == 3)
    // Up and Down still scroll the vertical one.
    send(input, .key(KeyEvent(.down)))
    #expect(offset(input, along: .vertical) == 1)
    #expect(offset(input, along: .horizontal) == 3)
  }

  @Test func theWheelTiltedOrWithShiftScrollsSideways() throws {
    let input = host()
    let row = try #require(input.core.elements.first { $0.text == "C0" }).cellFrame.y
    send(input, .mouse(MouseEvent(.scrollRight, column: 2, row: row)))
    #expect(offset(input, along: .horizontal) == 3)
    send(input, .mouse(MouseEvent(.scrollDown, column: 2, row: row, modifiers: .shift)))
    #expect(offset(input, along: .horizontal) == 6)
    send(input, .mouse(MouseEvent(.scrollLeft, column: 2, row: row)))
    #expect(offset(input, along: .horizontal) == 3)
    // The plain wheel over the row scrolls nothing sideways (it has no vertical scroll).
    send(input, .mouse(MouseEvent(.scrollDown, column: 2, row: row)))
    #expect(offset(input, along: .horizontal) == 3)
    // Over the vertical scroll view, the tilt finds no horizontal one.
    let below = try #require(input.core.elements.first { $0.text == "Row 0" }).cellFrame
    send(input, .mouse(MouseEvent(.scrollRight, column: below.x, row: below.y)))
    #expect(offset(input, along: .horizontal) == 3)
    #expect(offset(input, along: .vertical) == 0)
  }
}
