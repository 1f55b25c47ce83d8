import Foundation
import Testing

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// What a host that shows date pickers with widgets of its own (GTK's calendar, a button
/// with a popover, an entry) reads from a date picker and does with it.
@MainActor
@Suite struct DatePickerHostTests {
  private typealias F = DatePickerFixtures

  private struct Styled: View {
    let reminder: DatedReminder
    var range: ClosedRange<Date>?

    var body: some View {
      @Bindable var reminder = reminder
      VStack {
        if let range {
          DatePicker("Compact", selection: $reminder.due, in: range)
        } else {
          DatePicker("Compact", selection: $reminder.due)
        }
        DatePicker("Graphical", selection: $reminder.due).datePickerStyle(.graphical)
        DatePicker("Field", selection: $reminder.due, displayedComponents: .date)
          .datePickerStyle(.field)
        DatePicker("Own", selection: $reminder.due).datePickerStyle(OwnStyle())
      }
    }
  }

  private struct OwnStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text("Own \(configuration.selection.timeIntervalSince1970)")
      }
    }
  }

  private func picker(_ core: HostCore, _ title: String) throws -> HostElement {
    try #require(core.elements.first { $0.isDatePicker && $0.datePickerTitle == title })
  }

  @Test func eachBuiltInStyleHasTheLookAHostShowsItIn() throws {
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let core = HostCore(root: Styled(reminder: reminder).dated(), width: 80, height: 60)
    #expect(try picker(core, "Compact").datePickerNativeLook == .button)
    #expect(try picker(core, "Graphical").datePickerNativeLook == .calendar)
    #expect(try picker(core, "Field").datePickerNativeLook == .entry)
    // A style of the app's own draws the picker with its body, in every host.
    #expect(try picker(core, "Own").datePickerNativeLook == nil)
    let field = try #require(try picker(core, "Field").datePickerParts)
    #expect(field.showsDate && !field.showsTime)
    let parts = try #require(try picker(core, "Compact").datePickerParts)
    let shown: [Int] = [parts.year, parts.month, parts.day, parts.hour, parts.minute]
    #expect(shown == [2026, 12, 6, 9, 41])
    #expect(parts.showsDate && parts.showsTime)
  }

  @Test func aChosenDayKeepsTheTimeAndADayOutsideTheRangeIsRefused() throws {
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let range = F.date(2026, 12, 1)...F.date(2026, 12, 20, 12)
    let core = HostCore(
      root: Styled(reminder: reminder, range: range).dated(), width: 80, height: 60)
    let compact = try picker(core, "Compact")
    #expect(try compact.chooseDatePickerDay(year: 2026, month: 12, day: 15))
    #expect(reminder.due == F.date(2026, 12, 15, 9, 41))
    #expect(try !compact.chooseDatePickerDay(year: 2026, month: 12, day: 21))
    #expect(try !compact.chooseDatePickerDay(year: 2026, month: 11, day: 30))
    #expect(reminder.due == F.date(2026, 12, 15, 9, 41))
    // The range's last day may be chosen; its time is pinned to the range's end.
    #expect(try compact.chooseDatePickerDay(year: 2026, month: 12, day: 20))
    #expect(reminder.due == F.date(2026, 12, 20, 9, 41))
    try compact.setDatePickerTime(hour: 18, minute: 5)
    #expect(reminder.due == F.date(2026, 12, 20, 12))
    try compact.setDatePickerTime(hour: 7, minute: 5)
    #expect(reminder.due == F.date(2026, 12, 20, 7, 5))
  }

  @Test func aHostsGregorianDayIsTheSameDayInTheEnvironmentsCalendar() throws {
    var buddhist = Calendar(identifier: .buddhist)
    buddhist.timeZone = F.utc
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let core = HostCore(
      root: Styled(reminder: reminder).environment(\.calendar, buddhist).dated("th_TH"),
      width: 80, height: 60)
    let compact = try picker(core, "Compact")
    // GTK's calendar is Gregorian: the picker gives it 2026, not the Buddhist era's 2569.
    #expect(try #require(compact.datePickerParts).year == 2026)
    #expect(try compact.chooseDatePickerDay(year: 2027, month: 1, day: 2))
    #expect(reminder.due == F.date(2027, 1, 2, 9, 41))
    #expect(compact.datePickerText?.contains("2570") == true, "\(compact.datePickerText ?? "")")
  }
}
