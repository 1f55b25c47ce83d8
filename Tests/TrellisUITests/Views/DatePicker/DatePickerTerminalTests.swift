import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// Date pickers driven by keys and clicks as a terminal sends them, and what it draws.
@MainActor
@Suite struct DatePickerTerminalTests {
  private typealias F = DatePickerFixtures

  private struct Planner: View {
    var graphical = false
    @State var due = DatePickerFixtures.date(2026, 12, 6, 9, 41)
    @State var days: Set<DateComponents> = []

    var body: some View {
      VStack(alignment: .leading) {
        if graphical {
          MultiDatePicker("Days off", selection: $days)
          Text("\(days.count) days off")
        } else {
          DatePicker("Due", selection: $due)
          Text("Day \(F.parts(due).day!)/\(F.parts(due).month!) at \(F.parts(due).hour!)")
        }
      }
      .dated()
    }
  }

  private func host<V: View>(_ view: V) -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: view, width: 50, height: 16))
    _ = input.handle(.key(KeyEvent(.tab)))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: Key...) {
    for key in keys { _ = input.handle(.key(KeyEvent(key))) }
    input.core.update()
  }

  private func click(_ input: _TerminalInput, _ text: String) throws {
    let element = try #require(input.core.elements.first { $0.text == text })
    let frame = element.cellFrame
    for kind in [MouseEvent.Kind.press(.left), .release(.left)] {
      _ = input.handle(.mouse(MouseEvent(kind, column: frame.x + 1, row: frame.y)))
    }
    input.core.update()
  }

  @Test func tabFocusesTheFieldAndArrowsStepItsParts() throws {
    let input = host(Planner())
    #expect(input.core.text.contains("Due Dec 6, 2026"), "\(input.core.text)")
    #expect(input.core.text.contains("9:41"))
    send(input, .up)
    #expect(input.core.text.contains("Day 6/1 at 9"))
    #expect(input.core.text.contains("Jan 6, 2026"))
    // Right to the day, the year, then the hour: each arrow moves one part.
    send(input, .right, .right, .right, .down)
    #expect(input.core.text.contains("Day 6/1 at 8"), "\(input.core.text)")
    send(input, .left, .left, .character("1"), .character("9"))
    #expect(input.core.text.contains("Day 19/1 at 8"), "\(input.core.text)")
  }

  @Test func aMonthTogglesClickedDaysAndTurnsWithItsArrows() throws {
    let input = host(Planner(graphical: true))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = F.utc
    formatter.dateFormat = "MMMM y"
    let thisMonth = formatter.string(from: Date())
    // The month's arrows are buttons, bracketed as the terminal draws buttons.
    #expect(input.core.text.contains("[ ‹ ] \(thisMonth) [ › ]"), "\(input.core.text)")
    try click(input, " 15 ")
    #expect(input.core.text.contains("1 days off"))
    try click(input, "[15]")
    #expect(input.core.text.contains("0 days off"))
    // The cursor is on the 15th: Page Down goes to the 15th of the next month.
    send(input, .pageDown)
    #expect(!input.core.text.contains(thisMonth))
    #expect(input.core.text.contains("[15]"))
  }
}
