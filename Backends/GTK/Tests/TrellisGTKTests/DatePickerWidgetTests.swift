import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A date picker and a multi-date picker in a fixed locale, UTC's Gregorian calendar.
struct DatePickerCard: View {
  var locale = "en_US"
  var style = 0
  @State var due = DatePickerCard.utc.date(
    from: DateComponents(year: 2026, month: 12, day: 6, hour: 9, minute: 41))!
  @State var days: Set<DateComponents> = []

  static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if style == 0 {
        DatePicker("Due", selection: $due, displayedComponents: .date)
      } else if style == 1 {
        DatePicker("Due", selection: $due, displayedComponents: .date)
          .datePickerStyle(.graphical)
      } else {
        MultiDatePicker("Days off", selection: $days)
      }
      Text("Day \(Self.utc.component(.day, from: due)) of \(Self.utc.component(.month, from: due))")
      Button("Next week") { due += 7 * 86_400 }
      Text("\(days.count) days off")
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

  private func click(_ host: GtkHost, label text: String) throws {
    let label = try #require(host.widgets(.label).first { labelText($0) == text })
    let frame = label.treeFrame
    let click = UnsafeMutableRawPointer(host.main.tapController)
    let x = Double(frame.x + frame.width / 2)
    let y = Double(frame.y + frame.height / 2)
    trellis_emit_click_pressed(click, 1, x, y)
    trellis_emit_click_released(click, 1, x, y)
    GtkTestSupport.settle(host)
  }

  @Test func theFieldShowsTheDateAndItsKeysStepIt() throws {
    let host = GtkTestSupport.host(DatePickerCard())
    defer { host.close() }
    #expect(labels(host).contains("Dec"))
    #expect(labels(host).contains("Due"))
    host.core.moveFocus(backward: false)
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_Up)
    #expect(labels(host).contains("Jan"))
    #expect(labels(host).contains("Day 6 of 1"))
    trellis_emit(try button(host, "Next week").widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(labels(host).contains("13"))
  }

  @Test func aLocalesMonthNamesAreDrawn() throws {
    let host = GtkTestSupport.host(DatePickerCard(locale: "hi_IN"))
    defer { host.close() }
    #expect(labels(host).contains("दिस॰"), "\(labels(host))")
    let chinese = GtkTestSupport.host(DatePickerCard(locale: "zh_CN", style: 1), height: 400)
    defer { chinese.close() }
    #expect(labels(chinese).contains("2026年12月"), "\(labels(chinese))")
  }

  @Test func theGraphicalStyleChoosesAClickedDayAndTurnsMonths() throws {
    let host = GtkTestSupport.host(DatePickerCard(style: 1), height: 400)
    defer { host.close() }
    #expect(labels(host).contains("December 2026"))
    try click(host, label: " 15 ")
    #expect(labels(host).contains("Day 15 of 12"))
    let previous = try button(host, "‹")
    #expect(
      trellis_test_accessible_text_is(
        previous.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "Previous Month") != 0)
    trellis_emit(previous.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(labels(host).contains("November 2026"))
    #expect(labels(host).contains("Day 15 of 12"))
  }

  @Test func aMultiDatePickerTogglesClickedDays() throws {
    let host = GtkTestSupport.host(DatePickerCard(style: 2), height: 400)
    defer { host.close() }
    // A day of this month that is not today (today's number is underlined).
    var calendar = DatePickerCard.utc
    calendar.locale = Locale(identifier: "en_US")
    let number = calendar.component(.day, from: Date()) == 15 ? 16 : 15
    let cell = " \(number) "
    try click(host, label: cell)
    #expect(labels(host).contains("1 days off"))
    // The clicked day again: bracketed when the grid took focus with the click.
    try click(host, label: labels(host).contains(cell) ? cell : "[\(number)]")
    #expect(labels(host).contains("0 days off"))
  }
}
