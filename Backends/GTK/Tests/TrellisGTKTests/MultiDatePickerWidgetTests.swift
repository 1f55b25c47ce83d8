import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A multi-date picker of December 2026's first twenty days, in UTC's Gregorian calendar,
/// with two December days and one of January chosen.
private struct DaysOffCard: View {
  var title = "休假 छुट्टी"
  @State var days: Set<DateComponents> = [
    DateComponents(year: 2026, month: 12, day: 3), DateComponents(year: 2026, month: 12, day: 10),
    DateComponents(year: 2027, month: 1, day: 5),
  ]

  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  static func december(_ day: Int) -> Date {
    utc.date(from: DateComponents(year: 2026, month: 12, day: day))!
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      MultiDatePicker(title, selection: $days, in: Self.december(1)..<Self.december(21))
      Text("\(days.count) days off")
      Button("Add the 12th") { days.insert(DateComponents(year: 2026, month: 12, day: 12)) }
    }
    .environment(\.locale, Locale(identifier: "en_US"))
    .environment(\.calendar, Self.utc)
    .environment(\.timeZone, TimeZone(identifier: "UTC")!)
  }
}

/// `MultiDatePicker` in GTK: a `GtkCalendar` whose marked days are the chosen ones of the
/// month shown, where a click on a day adds it or takes it away.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct MultiDatePickerWidgetTests {
  private func host() -> GtkHost { GtkTestSupport.host(DaysOffCard(), height: 420) }

  private func labels(_ host: GtkHost) -> [String] { host.widgets(.label).map(labelText) }

  private func parts(_ host: GtkHost) throws -> (HostedWidget, MultiCalendarParts) {
    let picker = try #require(host.widgets(.multiCalendar).first)
    return (picker, try #require(picker.multiCalendar))
  }

  private func marked(_ calendar: GtkWidgetPointer) -> [Int] {
    (1...31).filter { gtk_calendar_get_day_is_marked(gtkOpaque(calendar), UInt32($0)) != 0 }
  }

  private func shown(_ calendar: GtkWidgetPointer) -> (year: Int, month: Int, day: Int) {
    HostedWidget.selectedDay(of: calendar)
  }

  /// Clicks another day of December, as GTK reports it: the day is selected.
  private func click(_ host: GtkHost, _ calendar: GtkWidgetPointer, day: Int) {
    HostedWidget.select(calendar, year: 2026, month: 12, day: day)
    GtkTestSupport.settle(host)
  }

  /// Presses the calendar's selected day, as a person's click does (GTK's calendar itself
  /// reports nothing for it).
  private func clickSelectedDay(_ host: GtkHost, _ parts: MultiCalendarParts) throws {
    let calendar = parts.calendar
    let label = try #require(
      HostedWidget.descendants(of: calendar).first {
        gtk_widget_has_css_class($0, "day-number") != 0
          && gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
      })
    var x = 0.0
    var y = 0.0
    let width = Double(gtk_widget_get_width(label))
    let height = Double(gtk_widget_get_height(label))
    try #require(width > 0 && height > 0)
    _ = gtk_widget_translate_coordinates(label, calendar, width / 2, height / 2, &x, &y)
    trellis_emit_click_pressed(UnsafeMutableRawPointer(parts.click), 1, x, y)
    GtkTestSupport.settle(host)
  }

  /// The calendar's header buttons: previous month, next month, previous year, next year.
  private func headerButtons(_ calendar: GtkWidgetPointer) -> [GtkWidgetPointer] {
    HostedWidget.descendants(of: calendar).filter {
      let instance = UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self)
      return g_type_check_instance_is_a(instance, gtk_button_get_type()) != 0
    }
  }

  @Test func itIsACalendarMarkingTheChosenDaysOfTheMonthShown() throws {
    let host = host()
    defer { host.close() }
    let (picker, parts) = try parts(host)
    let calendar = parts.calendar
    #expect(picker.control == calendar)
    let instance = UnsafeMutableRawPointer(calendar).assumingMemoryBound(to: GTypeInstance.self)
    #expect(g_type_check_instance_is_a(instance, gtk_calendar_get_type()) != 0)
    // No month grid of views: its days would be labels of their own.
    #expect(!labels(host).contains(" 3"))
    #expect(String(cString: gtk_label_get_text(gtkOpaque(parts.title))) == "休假 छुट्टी")
    #expect(
      trellis_test_accessible_text_is(calendar, GTK_ACCESSIBLE_PROPERTY_LABEL, "休假 छुट्टी") != 0)
    // Today pinned into the range is in December 2026.
    #expect(shown(calendar).year == 2026 && shown(calendar).month == 12)
    #expect(marked(calendar) == [3, 10])
    // A day the app adds is marked.
    trellis_emit(try #require(host.widgets(.button).first).widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(marked(calendar) == [3, 10, 12])
    // The next month marks January's chosen day, and only it; the previous one December's.
    let arrows = headerButtons(calendar)
    try #require(arrows.count == 4)
    trellis_emit(arrows[1], "clicked")
    GtkTestSupport.settle(host)
    #expect(shown(calendar).month == 1 && marked(calendar) == [5])
    trellis_emit(arrows[0], "clicked")
    GtkTestSupport.settle(host)
    #expect(shown(calendar).month == 12 && marked(calendar) == [3, 10, 12])
    // A year on, nothing is chosen.
    trellis_emit(arrows[3], "clicked")
    GtkTestSupport.settle(host)
    #expect(shown(calendar).year == 2027 && marked(calendar).isEmpty)
  }

  @Test func aClickTogglesADayAndADayOutsideTheRangeIsRefused() throws {
    let host = host()
    defer { host.close() }
    let (_, parts) = try parts(host)
    let calendar = parts.calendar
    click(host, calendar, day: 15)
    #expect(labels(host).contains("4 days off"))
    #expect(marked(calendar) == [3, 10, 15])
    // The same day again: GTK says nothing of it, the picker's own gesture takes it away.
    try clickSelectedDay(host, try #require(host.widgets(.multiCalendar).first?.multiCalendar))
    #expect(labels(host).contains("3 days off"))
    #expect(marked(calendar) == [3, 10])
    #expect(shown(calendar).day == 15)
    // Space on the selected day, where the calendar's keys are, adds it again (GTK says
    // nothing of it either).
    let selected = try #require(
      HostedWidget.descendants(of: calendar).first {
        gtk_widget_has_css_class($0, "day-number") != 0
          && gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
      })
    gtk_widget_set_state_flags(selected, GTK_STATE_FLAG_FOCUSED, 0)
    _ = trellis_emit_key(
      UnsafeMutableRawPointer(parts.keys), guint(GDK_KEY_space), GdkModifierType(rawValue: 0))
    GtkTestSupport.settle(host)
    #expect(marked(calendar) == [3, 10, 15])
    gtk_widget_unset_state_flags(selected, GTK_STATE_FLAG_FOCUSED)
    try clickSelectedDay(host, try #require(host.widgets(.multiCalendar).first?.multiCalendar))
    #expect(marked(calendar) == [3, 10])
    // A chosen day, clicked, is taken away.
    click(host, calendar, day: 3)
    #expect(labels(host).contains("2 days off"))
    #expect(marked(calendar) == [10])
    // After the range: refused, and the selection goes back to the last day clicked.
    click(host, calendar, day: 25)
    #expect(labels(host).contains("2 days off"))
    #expect(marked(calendar) == [10])
    #expect(shown(calendar).day == 3)
  }
}
