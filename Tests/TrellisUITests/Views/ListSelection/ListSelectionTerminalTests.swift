import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Lists with a selection driven by keys and clicks as a terminal sends them, and what the
/// terminal draws: selected rows on the accent colour, the keyboard's row in reverse video.
@MainActor
@Suite struct ListSelectionTerminalTests {
  private struct Item: Identifiable {
    let id: Int
    let name: String
  }

  private static let items = [
    Item(id: 0, name: "Amber"), Item(id: 1, name: "क्षि"), Item(id: 2, name: "漢字"),
    Item(id: 3, name: "👩🏽‍💻"), Item(id: 4, name: "Cobalt"),
  ]

  private struct Picks: View {
    @State var selected: Set<Int> = []
    var body: some View {
      VStack(alignment: .leading) {
        Text("Picked \(selected.sorted().map(String.init).joined(separator: ","))")
        List(ListSelectionTerminalTests.items, selection: $selected) { item in
          Text(item.name)
        }
      }
    }
  }

  private struct One: View {
    @State var selected: Int?
    var body: some View {
      VStack(alignment: .leading) {
        Text("One \(selected.map(String.init) ?? "-")")
        List(selection: $selected) {
          ForEach(ListSelectionTerminalTests.items) { item in Text(item.name) }
        }
        .tint(.green)
      }
    }
  }

  private func host<V: View>(_ view: V) -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: view, width: 30, height: 10))
    _ = input.handle(.key(KeyEvent(.tab)))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func shown(_ input: _TerminalInput, _ text: String) -> Bool {
    input.core.elements.contains { $0.typeName == "Text" && $0.text == text }
  }

  private func rowY(_ input: _TerminalInput, _ text: String) throws -> Int {
    try #require(input.core.elements.first { $0.typeName == "Text" && $0.text == text }).cellFrame.y
  }

  private func click(_ input: _TerminalInput, _ text: String, modifiers: KeyModifiers = []) throws {
    let y = try rowY(input, text)
    _ = input.handle(.mouse(MouseEvent(.press(.left), column: 20, row: y, modifiers: modifiers)))
    _ = input.handle(.mouse(MouseEvent(.release(.left), column: 20, row: y, modifiers: modifiers)))
    input.core.update()
  }

  @Test func tabFocusesTheListAndArrowsSpaceAndShiftSelect() throws {
    let input = host(Picks())
    #expect(input.core.focused?.kind == .list)
    send(input, KeyEvent(.down))
    #expect(shown(input, "Picked 0"))
    send(input, KeyEvent(.down), KeyEvent(.down, modifiers: .shift))
    #expect(shown(input, "Picked 1,2"))
    // Space toggles the row the keyboard is on, out and back in.
    send(input, KeyEvent(.character(" ")))
    #expect(shown(input, "Picked 1"))
    send(input, KeyEvent(.character(" ")))
    #expect(shown(input, "Picked 1,2"))
    send(input, KeyEvent(.up))
    #expect(shown(input, "Picked 1"))
    // Return is not Space here: nothing changes.
    send(input, KeyEvent(.enter))
    #expect(shown(input, "Picked 1"))
  }

  @Test func clicksReplaceCtrlClicksToggleAndShiftClicksExtend() throws {
    let input = host(Picks())
    try click(input, "क्षि")
    #expect(shown(input, "Picked 1"))
    try click(input, "👩🏽‍💻", modifiers: .control)
    #expect(shown(input, "Picked 1,3"))
    try click(input, "Cobalt", modifiers: .shift)
    #expect(shown(input, "Picked 3,4"))
    try click(input, "Amber")
    #expect(shown(input, "Picked 0"))
    #expect(input.core.focused?.kind == .list)
  }

  @Test func selectedRowsAreDrawnOnTheTintAndTheKeyboardsRowInReverse() throws {
    let input = host(One())
    send(input, KeyEvent(.down), KeyEvent(.down))
    #expect(shown(input, "One 1"))
    let screen = try #require(input.core.screen)
    let selected = try rowY(input, "क्षि")
    let other = try rowY(input, "Amber")
    // The whole row, past its text, is on the tint.
    #expect(screen[0, selected].style.background == .green)
    #expect(screen[20, selected].style.background == .green)
    #expect(screen[0, other].style.background == nil)
    // The focused list marks the keyboard's row.
    #expect(screen[20, selected].style.inverse)
    #expect(!screen[20, other].style.inverse)
  }

  @Test func aSingleSelectionFollowsTheArrowsAndStopsAtTheEnds() throws {
    let input = host(One())
    send(input, KeyEvent(.up))
    #expect(shown(input, "One 4"))
    send(input, KeyEvent(.down))
    #expect(shown(input, "One 4"))
    send(input, KeyEvent(.up), KeyEvent(.up, modifiers: .shift))
    // Shift in a single selection moves it as a plain arrow does.
    #expect(shown(input, "One 2"))
  }
}
