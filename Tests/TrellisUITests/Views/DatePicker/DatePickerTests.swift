import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Date pickers driven headlessly: what they show in a locale, the range they keep to, the
/// keys of their field and typing dates into it.
@MainActor
@Suite struct DatePickerTests {
  private typealias F = DatePickerFixtures

  /// A reminder's date picker, a range or not, and the date it sets written under it.
  private struct DueForm: View {
    let reminder: DatedReminder
    var components: DatePickerComponents = [.date, .hourAndMinute]
    var range: ClosedRange<Date>?

    var body: some View {
      @Bindable var reminder = reminder
      VStack(alignment: .leading) {
        if let range {
          DatePicker("Due", selection: $reminder.due, in: range, displayedComponents: components)
        } else {
          DatePicker("Due", selection: $reminder.due, displayedComponents: components)
        }
        Button("Next week") { reminder.due += 7 * 86_400 }
      }
    }
  }

  @Test func showsTheDateInTheLocaleAndFollowsTheBindingWrittenFromOutside() throws {
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let host = ViewHost(DueForm(reminder: reminder).dated(), width: 60, height: 10)
    let picker = try host.datePicker("Due")
    // The day, then the time, in en_US's pattern (ICU joins them with "," or " at ", and
    // puts a narrow space before "AM").
    let shown = try #require(picker.shownDate)
    #expect(shown.hasPrefix("Dec 6, 2026") && shown.contains("9:41"), "\(shown)")
    #expect(host.text.contains("Due " + shown))
    reminder.due = F.date(2027, 3, 14, 15, 9)
    host.update()
    let moved = try #require(try host.datePicker("Due").shownDate)
    #expect(moved.hasPrefix("Mar 14, 2027") && moved.contains("3:09"), "\(moved)")
    #expect(host.text.contains("Mar 14, 2027"))
    try host.button("Next week").tap()
    host.update()
    #expect(host.text.contains("Mar 21, 2027"))
  }

  @Test func theRangeBoundsWhatIsShownAndWhatIsChosen() throws {
    let range = F.date(2026, 1, 1)...F.date(2026, 12, 31, 23, 59)
    let reminder = DatedReminder(due: F.date(2025, 6, 1))
    let host = ViewHost(
      DueForm(reminder: reminder, components: .date, range: range).dated(), width: 60,
      height: 10)
    // A selection before the range is shown at its start.
    #expect(try host.datePicker("Due").shownDate == "Jan 1, 2026")
    try host.datePicker("Due").chooseDate(F.date(2030, 1, 1))
    host.update()
    #expect(reminder.due == F.date(2026, 12, 31, 23, 59))
    // Stepping the year up stays at the range's end.
    try host.text("2026").focus()
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.upArrow))
    host.update()
    #expect(reminder.due == F.date(2026, 12, 31, 23, 59))
  }

  @Test func partialRangesKeepToTheirEnd() throws {
    struct From: View {
      @State var date = DatePickerFixtures.date(2020, 1, 1)
      var body: some View {
        VStack {
          DatePicker(
            "From", selection: $date, in: DatePickerFixtures.date(2026, 5, 1)...,
            displayedComponents: .date)
          DatePicker(
            selection: $date, in: ...DatePickerFixtures.date(2026, 5, 10),
            displayedComponents: .date
          ) { Label("Through", systemImage: "calendar") }
        }
      }
    }
    let host = ViewHost(From().dated(), width: 60, height: 10)
    #expect(try host.datePicker("From").shownDate == "May 1, 2026")
    #expect(try host.datePicker("Through").shownDate == "Jan 1, 2020")
    try host.datePicker("Through").chooseDate(F.date(2027, 1, 1))
    host.update()
    #expect(try host.datePicker("Through").date == F.date(2026, 5, 10))
    #expect(try host.datePicker("From").shownDate == "May 10, 2026")
  }

  @Test func arrowsStepTheFocusedPartAndDigitsTypeIt() throws {
    let reminder = DatedReminder(due: F.date(2026, 11, 6, 9, 41))
    let host = ViewHost(DueForm(reminder: reminder).dated(), width: 60, height: 10)
    try host.text("Nov").focus()
    // The month first (en_US), then the day.
    #expect(host.pressKey(.upArrow))
    #expect(F.parts(reminder.due).month == 12)
    #expect(host.pressKey(.downArrow))
    #expect(host.pressKey(.downArrow))
    #expect(F.parts(reminder.due).month == 10)
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey("2", characters: "2"))
    #expect(host.pressKey("5", characters: "5"))
    #expect(F.parts(reminder.due).day == 25)
    // Two digits moved on to the year: "27" means 2027.
    #expect(host.pressKey("2", characters: "2"))
    #expect(host.pressKey("7", characters: "7"))
    #expect(host.pressKey(.return))
    #expect(F.parts(reminder.due).year == 2027)
    // The day wraps within its month, leaving the month alone.
    #expect(host.pressKey(.leftArrow))
    for _ in 0..<7 { _ = host.pressKey(.upArrow) }
    #expect(F.parts(reminder.due).day == 1)
    #expect(F.parts(reminder.due).month == 10)
    #expect(F.parts(reminder.due).hour == 9)
    #expect(F.parts(reminder.due).minute == 41)
  }

  @Test func aTypedDayTheMonthDoesNotHaveKeepsTheOldValue() throws {
    let reminder = DatedReminder(due: F.date(2026, 11, 6, 9, 41))
    let host = ViewHost(DueForm(reminder: reminder).dated(), width: 60, height: 10)
    try host.text("Nov").focus()
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey("3", characters: "3"))
    #expect(host.pressKey("1", characters: "1"))
    #expect(reminder.due == F.date(2026, 11, 6, 9, 41))
    // Escape drops digits typed and not ended.
    #expect(host.pressKey(.leftArrow))
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey("9", characters: "9"))
    #expect(host.pressKey(.escape))
    #expect(reminder.due == F.date(2026, 11, 6, 9, 41))
  }

  @Test func typedDatesParseInTheLocaleAndNonsenseKeepsTheOldValue() throws {
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let host = ViewHost(
      DueForm(reminder: reminder, components: .date).dated(), width: 60, height: 10)
    let picker = try host.datePicker("Due")
    #expect(try picker.typeDate("Feb 3, 2027"))
    host.update()
    // The time, not shown, is kept.
    #expect(reminder.due == F.date(2027, 2, 3, 9, 41))
    #expect(try !picker.typeDate("Feb 30, 2027"))
    #expect(try !picker.typeDate("next Tuesday"))
    #expect(try !picker.typeDate(""))
    #expect(reminder.due == F.date(2027, 2, 3, 9, 41))
  }

  @Test(arguments: [
    ("zh_CN", "2026年12月6日"), ("hi_IN", "दिस॰"), ("ar_EG", "٢٠٢٦"),
  ])
  func otherLocalesWriteTheirOwnMonthsAndDigits(locale: String, expected: String) throws {
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let host = ViewHost(
      DueForm(reminder: reminder, components: .date).dated(locale), width: 60, height: 10)
    let shown = try #require(try host.datePicker("Due").shownDate)
    #expect(shown.contains(expected), "\(shown)")
    #expect(host.text.contains(shown))
    // What the picker writes, it reads back.
    reminder.due = F.date(2020, 1, 1, 9, 41)
    host.update()
    #expect(try host.datePicker("Due").typeDate(shown))
    #expect(reminder.due == F.date(2026, 12, 6, 9, 41))
  }

  @Test func hiddenLabelsStillNameThePicker() throws {
    struct Hidden: View {
      @State var date = DatePickerFixtures.date(2026, 12, 6)
      var body: some View {
        DatePicker("Secret title", selection: $date, displayedComponents: .date).labelsHidden()
      }
    }
    let host = ViewHost(Hidden().dated(), width: 60, height: 5)
    #expect(!host.text.contains("Secret title"))
    #expect(try host.datePicker("Secret title").shownDate == "Dec 6, 2026")
  }

  @Test func theGraphicalStyleShowsTheMonthAndChoosesDays() throws {
    let reminder = DatedReminder(due: F.date(2026, 12, 6, 9, 41))
    let host = ViewHost(
      DueForm(reminder: reminder).datePickerStyle(.graphical).dated(), width: 60, height: 20)
    #expect(host.contains(text: "December 2026"))
    #expect(weekdays(host.text) == ["S", "M", "T", "W", "T", "F", "S"], "\(host.text)")
    try host.text(" 15 ").tap()
    host.update()
    #expect(reminder.due == F.date(2026, 12, 15, 9, 41))
    // Arrows move the chosen day, PageDown the month; the time stays.
    #expect(host.pressKey(.rightArrow))
    #expect(host.pressKey(.downArrow))
    #expect(host.pressKey(.pageDown))
    host.update()
    #expect(reminder.due == F.date(2027, 1, 23, 9, 41))
    #expect(host.contains(text: "January 2027"))
    // The month's arrows turn the page without choosing.
    try host.button("‹").tap()
    try host.button("‹").tap()
    host.update()
    #expect(host.contains(text: "November 2026"))
    #expect(reminder.due == F.date(2027, 1, 23, 9, 41))
  }

  /// The weekdays' names over a month's days: the line of seven one-letter words.
  private func weekdays(_ text: String) -> [String]? {
    text.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
      .first { $0.count == 7 && $0.allSatisfy { $0.count == 1 && !$0.allSatisfy(\.isNumber) } }
  }

  @Test func theWeekStartsOnTheLocalesFirstDay() throws {
    var monday = DatePickerFixtures.gregorian
    monday.firstWeekday = 2
    let reminder = DatedReminder(due: F.date(2026, 12, 6))
    let host = ViewHost(
      DueForm(reminder: reminder, components: .date).datePickerStyle(.graphical).dated("fr_FR")
        .environment(\.calendar, monday), width: 60, height: 20)
    #expect(weekdays(host.text) == ["L", "M", "M", "J", "V", "S", "D"], "\(host.text)")
    #expect(host.contains(text: "décembre 2026"))
  }
}
