import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// The claims of the article "Date pickers".
@MainActor
@Suite struct DatePickersTests {
  @Test func aReminderCannotBeSetInThePast() throws {
    let host = ViewHost(DatePickers.ReminderForm(), width: 60, height: 24)
    let reminder = try host.datePicker("Remind me")
    let before = try #require(reminder.date)
    try reminder.chooseDate(Date(timeIntervalSince1970: 0))
    host.update()
    // Pinned to the range's start, which was "now" when the form was made.
    let after = try #require(try host.datePicker("Remind me").date)
    #expect(after >= before.addingTimeInterval(-1) && after < Date().addingTimeInterval(1))
    #expect(try host.datePicker("Start").shownDate != nil)
  }

  @Test func choosingADayTwiceTakesItAway() throws {
    let host = ViewHost(DatePickers.Holidays(), width: 60, height: 20)
    let today = Date()
    try host.multiDatePicker("Days off").toggleDay(today)
    host.update()
    #expect(host.contains(text: "1 days chosen"))
    try host.multiDatePicker("Days off").toggleDay(today)
    host.update()
    #expect(host.contains(text: "0 days chosen"))
  }

  @Test func theHindiDeadlineIsWrittenInHindi() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Kolkata")!
    var deadline = calendar.date(from: DateComponents(year: 2026, month: 12, day: 6, hour: 12))!
    let binding = Binding(get: { deadline }, set: { deadline = $0 })
    let host = ViewHost(
      DatePickers.HindiDeadline(deadline: binding).environment(\.calendar, calendar), width: 60,
      height: 4)
    #expect(try host.datePicker("अंतिम तिथि").shownDate == "6 दिस॰ 2026")
    #expect(host.text.contains("6 दिस॰ 2026"))
  }
}
