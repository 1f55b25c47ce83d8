import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// The widgets of a multi-date picker shown with GTK's own: its title over a `GtkCalendar`
/// whose marked days are the chosen ones of the month it shows.
///
/// GTK's calendar always has one selected day; here that is a cursor, the day last clicked
/// (or the day a change of month moved it to), not a choice. A click on a day (`day-selected`)
/// adds it to the chosen days or takes it away, as Apple's multi-date picker does; a day
/// outside the picker's range is refused and the cursor goes back to where it was. GTK says
/// nothing of a click on the day already selected, nor of Space on it, so a click gesture and
/// a key controller that run before the calendar's own toggle that day.
struct MultiCalendarParts {
  var title: GtkWidgetPointer
  var calendar: GtkWidgetPointer
  /// The gesture that catches clicks on the selected day, and the controller that catches
  /// Space on it.
  var click: OpaquePointer
  var keys: OpaquePointer
  /// The day GTK's selection rests on.
  var cursor: _GregorianDay
}

extension HostedWidget {
  /// Builds the title and the calendar in the widget's box, on the picker's first day, and
  /// connects what a person does with them; returns the calendar, what focus and the name
  /// go to.
  func buildMultiCalendar() -> GtkWidgetPointer {
    let title = gtk_label_new(nil)!
    gtk_label_set_xalign(gtkOpaque(title), 0)
    gtk_widget_set_valign(title, GTK_ALIGN_START)
    gtk_box_append(gtkCast(widget), title)
    let calendar = gtk_calendar_new()!
    gtk_widget_set_halign(calendar, GTK_ALIGN_START)
    gtk_box_append(gtkCast(widget), calendar)
    let start = element.multiDatePickerStartDay ?? Self.gregorianDay(selectedIn: calendar)
    // Before any handler is connected: this is no person's click.
    Self.select(calendar, year: start.year, month: start.month, day: start.day)
    let click = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(click, UInt32(GDK_BUTTON_PRIMARY))
    gtk_event_controller_set_propagation_phase(click, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(calendar, click)
    let keys = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(calendar, keys)
    multiCalendar = MultiCalendarParts(
      title: title, calendar: calendar, click: click, keys: keys, cursor: start)
    let source = UnsafeMutableRawPointer(calendar)
    connect(source, "day-selected", Self.onMultiDaySelected, context)
    for signal in ["next-month", "prev-month", "next-year", "prev-year"] {
      connect(source, signal, Self.onMonthShown, context)
    }
    connect(UnsafeMutableRawPointer(click), "pressed", Self.onCalendarPressed, context)
    connect(UnsafeMutableRawPointer(keys), "key-pressed", Self.onCalendarKey, context)
    extraSignalSources = [source, UnsafeMutableRawPointer(click), UnsafeMutableRawPointer(keys)]
    return calendar
  }

  /// The day a calendar shows as selected.
  static func gregorianDay(selectedIn calendar: GtkWidgetPointer) -> _GregorianDay {
    let day = selectedDay(of: calendar)
    return _GregorianDay(year: day.year, month: day.month, day: day.day)
  }

  /// Shows the title, puts the selection back on the cursor (after a refused day) and marks
  /// the chosen days of the month shown (its handlers are blocked).
  func updateMultiCalendar() {
    guard let parts = multiCalendar else { return }
    let title = element.datePickerTitle ?? ""
    gtk_label_set_text(gtkOpaque(parts.title), title)
    gtk_widget_set_visible(parts.title, element.datePickerShowsTitle && !title.isEmpty ? 1 : 0)
    let cursor = parts.cursor
    Self.select(parts.calendar, year: cursor.year, month: cursor.month, day: cursor.day)
    markChosenDays()
  }

  /// Marks exactly the chosen days of the month the calendar shows. GTK keeps marks by the
  /// day's number whatever month is shown, so they are set again whenever the month changes.
  func markChosenDays() {
    guard let calendar = multiCalendar?.calendar else { return }
    let shown = Self.selectedDay(of: calendar)
    let chosen = element.multiDatePickerChosenDays(year: shown.year, month: shown.month)
    for day in 1...31 {
      let isMarked = gtk_calendar_get_day_is_marked(gtkOpaque(calendar), UInt32(day)) != 0
      guard chosen.contains(day) != isMarked else { continue }
      if isMarked {
        gtk_calendar_unmark_day(gtkOpaque(calendar), UInt32(day))
      } else {
        gtk_calendar_mark_day(gtkOpaque(calendar), UInt32(day))
      }
    }
  }

  /// The days the calendar marks, read from GTK (for the widget tree and tests).
  var shownChosenDays: [Int] {
    guard let calendar = multiCalendar?.calendar else { return [] }
    return (1...31).filter { gtk_calendar_get_day_is_marked(gtkOpaque(calendar), UInt32($0)) != 0 }
  }

  /// Adds the calendar's selected day to the chosen days or takes it away; a day outside the
  /// range is refused, and the next update puts the selection back on the cursor.
  private func toggleSelectedDay() throws {
    guard let calendar = multiCalendar?.calendar else { return }
    let day = Self.gregorianDay(selectedIn: calendar)
    if try element.toggleMultiDatePickerDay(day) { multiCalendar?.cursor = day }
  }

  /// A click on another day (or Space on one): GTK selected it.
  private static let onMultiDaySelected: SignalHandler = { _, context in
    perform(context) { try $0.toggleSelectedDay() }
  }

  /// The month or year changed (GTK moved the selection with it, saying nothing of the day):
  /// the cursor follows, and the new month's chosen days are marked.
  private static let onMonthShown: SignalHandler = { _, context in
    perform(context) { hosted in
      guard let calendar = hosted.multiCalendar?.calendar else { return }
      hosted.multiCalendar?.cursor = gregorianDay(selectedIn: calendar)
      hosted.markChosenDays()
    }
  }

  /// Whether `widget` is a day's label of the month shown in state `flag` (the calendar's
  /// selected day, the day its keys are on).
  private static func isDay(_ widget: GtkWidgetPointer, in flag: GtkStateFlags) -> Bool {
    gtk_widget_has_css_class(widget, "day-number") != 0
      && gtk_widget_get_state_flags(widget).rawValue & flag.rawValue != 0
  }

  /// The widgets inside `widget`, depth first (tests find a calendar's day cells with it).
  static func descendants(of widget: GtkWidgetPointer) -> [GtkWidgetPointer] {
    var found: [GtkWidgetPointer] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      found.append(current)
      found += descendants(of: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  /// Space in the calendar, before the calendar's own keys see it: on the day already
  /// selected (of which GTK says nothing), it toggles that day. GTK then handles the key.
  private static let onCalendarKey: KeySignalHandler = { _, keyval, _, _, context in
    guard keyval == UInt32(GDK_KEY_space) || keyval == UInt32(GDK_KEY_KP_Space) else { return 0 }
    let hosted: HostedWidget = object(from: context)
    let isOnSelectedDay = MainActor.assumeIsolated {
      guard let calendar = hosted.multiCalendar?.calendar else { return false }
      return descendants(of: calendar).contains {
        isDay($0, in: GTK_STATE_FLAG_FOCUSED) && isDay($0, in: GTK_STATE_FLAG_SELECTED)
      }
    }
    if isOnSelectedDay { perform(context) { try $0.toggleSelectedDay() } }
    return 0
  }

  /// A press on the calendar, before the calendar's own gesture sees it: a press on the day
  /// already selected (of which GTK says nothing) toggles that day.
  private static let onCalendarPressed: ClickSignalHandler = { _, _, x, y, context in
    let hosted: HostedWidget = object(from: context)
    let isOnSelectedDay = MainActor.assumeIsolated {
      guard let calendar = hosted.multiCalendar?.calendar,
        let picked = gtk_widget_pick(calendar, x, y, GTK_PICK_DEFAULT)
      else { return false }
      return isDay(picked, in: GTK_STATE_FLAG_SELECTED)
    }
    guard isOnSelectedDay else { return }
    perform(context) { try $0.toggleSelectedDay() }
  }
}
