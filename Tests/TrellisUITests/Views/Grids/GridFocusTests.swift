import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Tab and Shift-Tab through controls in the cells of grids and horizontal stacks, those
/// not built yet and those scrolled out of view included, in the terminal.
@MainActor
@Suite struct GridFocusTests {
  private func host<V: View>(_ view: V, width: Int = 30, height: Int = 6) -> _TerminalInput {
    _TerminalInput(core: HostCore(root: view, width: width, height: height))
  }

  private func send(_ input: _TerminalInput, _ events: InputEvent...) {
    for event in events { _ = input.handle(event) }
    input.core.update()
  }

  private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  private func focusIsOnScreen(_ input: _TerminalInput) -> Bool {
    guard let focused = input.core.focused else { return false }
    return input.core.elements.contains { $0.identity == focused.identity }
  }

  // Row by row through a three-column grid of 300 buttons: each cell is built and scrolled
  // into view as Tab reaches it; Shift-Tab goes back, and from the first wraps to the last.
  @Test func tabGoesThroughTheCellsOfALazyGridInOrder() {
    let input = host(
      ScrollView {
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<300, id: \.self) { i in Button("B\(i)") {} }
        }
      })
    var reached: [String] = []
    for _ in 0..<40 {
      send(input, key(.tab))
      reached.append(input.core.focused?.text ?? "-")
      #expect(focusIsOnScreen(input), "\(reached.last!)")
    }
    #expect(reached == (0..<40).map { "B\($0)" })
    send(input, key(.tab, .shift))
    #expect(input.core.focused?.text == "B38")
    #expect(focusIsOnScreen(input))
    // Rows left behind are released: only those on screen are built.
    #expect(input.core.nodeCount < 80)
  }

  // Cells of text between cells with a control are stepped over; the control after the grid
  // is reached after its last cell, and Shift-Tab from there reaches the grid's last button.
  @Test func tabCrossesCellsWithoutControlsAndLeavesTheGrid() {
    let input = host(
      VStack {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) {
            ForEach(0..<500, id: \.self) { i in
              if i % 100 == 99 { Toggle("T\(i)", isOn: .constant(false)) } else { Text("\(i)") }
            }
          }
        }
        Button("Done") {}
      })
    for expected in ["T99", "T199", "T299", "T399", "T499", "Done", "T99"] {
      send(input, key(.tab))
      #expect(input.core.focused?.text == expected)
      #expect(focusIsOnScreen(input), "\(expected)")
    }
    send(input, key(.tab, .shift))
    send(input, key(.tab, .shift))
    #expect(input.core.focused?.text == "T499")
    #expect(focusIsOnScreen(input))
  }

  // In a horizontal scroll view, Tab scrolls sideways to each button of a lazy row.
  @Test func tabGoesThroughALazyHStackScrollingSideways() {
    let input = host(
      ScrollView(.horizontal) {
        LazyHStack {
          ForEach(0..<1_000, id: \.self) { i in Button("Button \(i)") {} }
        }
      }, width: 30, height: 4)
    for expected in 0..<12 {
      send(input, key(.tab))
      #expect(input.core.focused?.text == "Button \(expected)")
      #expect(focusIsOnScreen(input), "\(expected)")
    }
    #expect(input.core.nodeCount < 40)
  }
}
