import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// What a host that shows a multi-date picker with a Gregorian calendar widget of its own
/// (GTK's) reads from it and does with it, whatever calendar the picker counts days in.
@MainActor
@Suite struct MultiDatePickerHostTests {
  private typealias F = DatePickerFixtures

  private struct DaysOff: View {
    let reminder: DatedReminder
    let calendar: Calendar

    var body: some View {
      @Bindable var reminder = reminder
      MultiDatePicker(
        "छुट्टी 休假", selection: $reminder.days, in: F.date(2026, 12, 1)..<F.date(2026, 12, 21)
      )
      .environment(\.calendar, calendar)
    }
  }

  private func picker(_ core: HostCore) throws -> HostElement {
    try #require(core.elements.first { $0.isMultiDatePicker })
  }

  @Test func theChosenDaysOfAGregorianMonthAreFoundInThePickersCalendar() throws {
    var hebrew = Calendar(identifier: .hebrew)
    hebrew.timeZone = F.utc
    let reminder = DatedReminder(due: .now)
    // 15 December 2026 in the Hebrew calendar, and a day of another month.
    reminder.days = [
      hebrew.dateComponents([.era, .year, .month, .day], from: F.date(2026, 12, 15)),
      hebrew.dateComponents([.era, .year, .month, .day], from: F.date(2027, 1, 4)),
    ]
    let core = HostCore(
      root: DaysOff(reminder: reminder, calendar: hebrew).dated(), width: 80, height: 40)
    let element = try picker(core)
    #expect(element.datePickerTitle == "छुट्टी 休假")
    #expect(element.multiDatePickerChosenDays(year: 2026, month: 12) == [15])
    #expect(element.multiDatePickerChosenDays(year: 2027, month: 1) == [4])
    // Today, pinned into the range, is in December 2026.
    let start = try #require(element.multiDatePickerStartDay)
    #expect(start.year == 2026 && start.month == 12 && (1...20).contains(start.day))
  }

  @Test func aGregorianDayTogglesAndOneOutsideTheRangeIsRefused() throws {
    var hebrew = Calendar(identifier: .hebrew)
    hebrew.timeZone = F.utc
    let reminder = DatedReminder(due: .now)
    let core = HostCore(
      root: DaysOff(reminder: reminder, calendar: hebrew).dated(), width: 80, height: 40)
    let element = try picker(core)
    #expect(try element.toggleMultiDatePickerDay(_GregorianDay(year: 2026, month: 12, day: 15)))
    let added = try #require(reminder.days.first)
    let key = hebrew.dateComponents([.era, .year, .month, .day], from: F.date(2026, 12, 15))
    #expect(added.year == key.year && added.month == key.month && added.day == key.day)
    #expect(element.multiDatePickerChosenDays(year: 2026, month: 12) == [15])
    #expect(try element.toggleMultiDatePickerDay(_GregorianDay(year: 2026, month: 12, day: 15)))
    #expect(reminder.days.isEmpty)
    #expect(try !element.toggleMultiDatePickerDay(_GregorianDay(year: 2026, month: 12, day: 21)))
    #expect(try !element.toggleMultiDatePickerDay(_GregorianDay(year: 2026, month: 11, day: 30)))
    #expect(reminder.days.isEmpty)
  }
}
