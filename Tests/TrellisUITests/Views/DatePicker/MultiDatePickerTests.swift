import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Multi-date pickers: a month of days where each choice adds a day or takes it away.
@MainActor
@Suite struct MultiDatePickerTests {
  private typealias F = DatePickerFixtures

  private struct DaysOff: View {
    let reminder: DatedReminder
    var bounds: Range<Date>?

    var body: some View {
      @Bindable var reminder = reminder
      VStack(alignment: .leading) {
        if let bounds {
          MultiDatePicker("Days off", selection: $reminder.days, in: bounds)
        } else {
          MultiDatePicker("Days off", selection: $reminder.days)
        }
        Text("\(reminder.days.count) days")
      }
    }
  }

  @Test func choosingADayTogglesIt() throws {
    let reminder = DatedReminder(due: .now)
    reminder.days = [DateComponents(year: 2026, month: 12, day: 6)]
    let host = ViewHost(DaysOff(reminder: reminder).dated(), width: 60, height: 20)
    #expect(host.contains(text: "December 2026"))
    try host.text(" 15 ").tap()
    host.update()
    #expect(host.contains(text: "2 days"))
    #expect(reminder.days.compactMap(\.day).sorted() == [6, 15])
    let added = try #require(reminder.days.first { $0.day == 15 })
    #expect(added.year == 2026 && added.month == 12 && added.calendar != nil)
    // A day written from outside, without a calendar, is taken away by a click.
    try host.multiDatePicker("Days off").toggleDay(F.date(2026, 12, 6))
    host.update()
    #expect(reminder.days.compactMap(\.day) == [15])
    // The clicked day is where the keyboard is now.
    try host.text("[15]").tap()
    host.update()
    #expect(reminder.days.isEmpty)
    #expect(host.contains(text: "0 days"))
  }

  @Test func keysMoveTheCursorAndSpaceToggles() throws {
    let reminder = DatedReminder(due: .now)
    reminder.days = [DateComponents(year: 2026, month: 12, day: 30)]
    let host = ViewHost(DaysOff(reminder: reminder).dated(), width: 60, height: 20)
    try host.text(" 30 ").focus()
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.space))
    host.update()
    #expect(host.contains(text: "January 2027"))
    #expect(reminder.days.contains { $0.year == 2027 && $0.month == 1 && $0.day == 1 })
    #expect(host.pressKey(.pageUp))
    #expect(host.pressKey(.return))
    host.update()
    #expect(reminder.days.contains { $0.year == 2026 && $0.month == 12 && $0.day == 1 })
    #expect(reminder.days.count == 3)
  }

  @Test func daysOutsideTheRangeCannotBeChosen() throws {
    let reminder = DatedReminder(due: .now)
    reminder.days = [DateComponents(year: 2026, month: 12, day: 10)]
    let host = ViewHost(
      DaysOff(reminder: reminder, bounds: F.date(2026, 12, 5)..<F.date(2026, 12, 20)).dated(),
      width: 60, height: 20)
    #expect(throws: ViewHostError.self) {
      try host.multiDatePicker("Days off").toggleDay(F.date(2026, 12, 20))
    }
    try host.text("  4 ").tap()
    host.update()
    #expect(reminder.days.count == 1)
    try host.multiDatePicker("Days off").toggleDay(F.date(2026, 12, 19))
    host.update()
    #expect(reminder.days.count == 2)
    #expect(try host.multiDatePicker("Days off").chosenDays?.count == 2)
  }

  @Test func aLocaleWithOtherDigitsDrawsItsMonth() throws {
    let reminder = DatedReminder(due: .now)
    reminder.days = [DateComponents(year: 2026, month: 12, day: 6)]
    let host = ViewHost(DaysOff(reminder: reminder).dated("ar_EG"), width: 60, height: 20)
    #expect(host.text.contains("٢٠٢٦"), "\(host.text)")
    #expect(host.text.contains("١٥"))
  }
}
