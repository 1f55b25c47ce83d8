import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A date picker (in each style) in a fixed locale, UTC's Gregorian calendar.
struct DatePickerCard: View {
  enum Shown { case compact, graphical, field }
  var locale = "en_US"
  var shown = Shown.compact
  var components: DatePickerComponents = .date
  var range: ClosedRange<Date>?
  @State var due = DatePickerCard.utc.date(
    from: DateComponents(year: 2026, month: 12, day: 6, hour: 9, minute: 41))!

  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  static func day(_ day: Int, hour: Int = 0) -> Date {
    utc.date(from: DateComponents(year: 2026, month: 12, day: day, hour: hour))!
  }

  @ViewBuilder private var picker: some View {
    if let range {
      DatePicker("Due", selection: $due, in: range, displayedComponents: components)
    } else {
      DatePicker("Due", selection: $due, displayedComponents: components)
    }
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      switch shown {
      case .compact: picker
      case .graphical: picker.datePickerStyle(.graphical)
      case .field: picker.datePickerStyle(.field)
      }
      Text(
        "Day \(Self.utc.component(.day, from: due)) of \(Self.utc.component(.month, from: due))"
          + " at \(Self.utc.component(.hour, from: due)):\(Self.utc.component(.minute, from: due))"
      )
      Button("Next week") { due += 7 * 86_400 }
    }
    .environment(\.locale, Locale(identifier: locale))
    .environment(\.calendar, Self.utc)
    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct DatePickerWidgetTests {
  private func labels(_ host: GtkHost) -> [String] { host.widgets(.label).map(labelText) }

  private func button(_ host: GtkHost, _ title: String) throws -> HostedWidget {
    try #require(
      host.widgets(.button).first {
        String(cString: gtk_button_get_label(gtkCast($0.widget))) == title
      })
  }

  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func menuLabel(_ button: GtkWidgetPointer) -> String? {
    gtk_menu_button_get_label(gtkOpaque(button)).map { String(cString: $0) }
  }

  private func selectedDay(_ calendar: GtkWidgetPointer) -> Int {
    HostedWidget.selectedDay(of: calendar).day
  }

  /// Clicks a day in a calendar, as GTK reports it: the day is selected.
  private func choose(_ host: GtkHost, _ calendar: GtkWidgetPointer, day: Int) {
    HostedWidget.select(calendar, year: 2026, month: 12, day: day)
    GtkTestSupport.settle(host)
  }

  @Test func theCompactStyleIsAButtonOfTheDateWhosePopoverHoldsACalendar() throws {
    let host = GtkTestSupport.host(DatePickerCard())
    defer { host.close() }
    #expect(host.widgets(.calendar).isEmpty && host.widgets(.dateEntry).isEmpty)
    let picker = try #require(host.widgets(.dateButton).first)
    let parts = try #require(picker.datePicker)
    let dateButton = try #require(parts.button)
    #expect(isA(dateButton, gtk_menu_button_get_type()))
    #expect(menuLabel(dateButton) == "Dec 6, 2026")
    #expect(String(cString: gtk_label_get_text(gtkOpaque(parts.title))) == "Due")
    #expect(trellis_test_accessible_text_is(dateButton, GTK_ACCESSIBLE_PROPERTY_LABEL, "Due") != 0)
    // The popover holds a calendar on the date's day, and no time fields for a date.
    let calendar = try #require(parts.calendar)
    #expect(isA(calendar, gtk_calendar_get_type()))
    #expect(parts.hour == nil)
    #expect(selectedDay(calendar) == 6)
    choose(host, calendar, day: 15)
    #expect(labels(host).contains("Day 15 of 12 at 9:41"))
    #expect(menuLabel(dateButton) == "Dec 15, 2026")
    // The binding written from outside moves the button's text and the calendar.
    trellis_emit(try button(host, "Next week").widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(menuLabel(dateButton) == "Dec 22, 2026")
    #expect(selectedDay(calendar) == 22)
  }

  @Test func theGraphicalStyleIsACalendarThatRefusesDaysOutsideItsRange() throws {
    let range = DatePickerCard.day(1)...DatePickerCard.day(20, hour: 23)
    let host = GtkTestSupport.host(
      DatePickerCard(shown: .graphical, components: [.date, .hourAndMinute], range: range),
      height: 480)
    defer { host.close() }
    let picker = try #require(host.widgets(.calendar).first)
    let parts = try #require(picker.datePicker)
    let calendar = try #require(parts.calendar)
    #expect(picker.control == calendar)
    #expect(trellis_test_accessible_text_is(calendar, GTK_ACCESSIBLE_PROPERTY_LABEL, "Due") != 0)
    #expect(selectedDay(calendar) == 6)
    // A day after the range is refused: the date stays, and the calendar goes back to it.
    choose(host, calendar, day: 25)
    #expect(labels(host).contains("Day 6 of 12 at 9:41"))
    #expect(selectedDay(calendar) == 6)
    choose(host, calendar, day: 10)
    #expect(labels(host).contains("Day 10 of 12 at 9:41"))
    // The time's spin buttons show and set the hour and minute.
    let hour = try #require(parts.hour)
    let minute = try #require(parts.minute)
    #expect(gtk_spin_button_get_value(gtkOpaque(hour)) == 9)
    #expect(gtk_spin_button_get_value(gtkOpaque(minute)) == 41)
    gtk_spin_button_set_value(gtkOpaque(hour), 15)
    GtkTestSupport.settle(host)
    #expect(labels(host).contains("Day 10 of 12 at 15:41"))
    // Next week is still in the range; the week after is pinned to its end.
    trellis_emit(try button(host, "Next week").widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(selectedDay(calendar) == 17)
    trellis_emit(try button(host, "Next week").widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(selectedDay(calendar) == 20)
  }

  @Test func theFieldStyleIsAnEntryReadInTheLocale() throws {
    let host = GtkTestSupport.host(DatePickerCard(shown: .field))
    defer { host.close() }
    let picker = try #require(host.widgets(.dateEntry).first)
    let entry = try #require(picker.datePicker?.entry)
    #expect(
      gtk_accessible_get_accessible_role(OpaquePointer(entry)) == GTK_ACCESSIBLE_ROLE_TEXT_BOX)
    #expect(trellis_test_accessible_text_is(entry, GTK_ACCESSIBLE_PROPERTY_LABEL, "Due") != 0)
    func text() -> String { String(cString: gtk_editable_get_text(gtkOpaque(entry))) }
    #expect(text() == "Dec 6, 2026")
    gtk_editable_set_text(gtkOpaque(entry), "Feb 3, 2027")
    trellis_emit(entry, "activate")
    GtkTestSupport.settle(host)
    // The time, not shown, is kept.
    #expect(labels(host).contains("Day 3 of 2 at 9:41"))
    // A day February does not have is no date: the old value stays, and shows again.
    gtk_editable_set_text(gtkOpaque(entry), "Feb 30, 2027")
    trellis_emit(entry, "activate")
    GtkTestSupport.settle(host)
    #expect(labels(host).contains("Day 3 of 2 at 9:41"))
    #expect(text() == "Feb 3, 2027")
  }

  @Test func aLocalesMonthNamesAndDigitsAreShown() throws {
    let hindi = GtkTestSupport.host(DatePickerCard(locale: "hi_IN", shown: .field))
    defer { hindi.close() }
    let entry = try #require(hindi.widgets(.dateEntry).first?.datePicker?.entry)
    let shown = String(cString: gtk_editable_get_text(gtkOpaque(entry)))
    #expect(shown.contains("दिस॰"), "\(shown)")
    let arabic = GtkTestSupport.host(DatePickerCard(locale: "ar_EG"))
    defer { arabic.close() }
    let button = try #require(arabic.widgets(.dateButton).first?.datePicker?.button)
    let label = try #require(menuLabel(button))
    #expect(label.contains("٢٠٢٦"), "\(label)")
  }
}
