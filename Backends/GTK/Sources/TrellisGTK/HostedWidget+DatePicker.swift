import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// The widgets of a date picker shown with GTK's own: its title, then a `GtkCalendar`
/// (`.graphical`), a button showing the date that opens a `GtkPopover` holding a calendar
/// (`.compact`, `.automatic`, `.wheel`), or a `GtkEntry` read in the locale when typing ends
/// (`.field`, `.stepperField`). Hour and minute spin buttons follow the calendar when the
/// picker shows the time.
struct DatePickerParts {
  var title: GtkWidgetPointer
  /// The calendar, in the box or in the button's popover; `nil` for a time or an entry.
  var calendar: GtkWidgetPointer?
  /// The hour and minute spin buttons; `nil` when the time is not shown, or in an entry.
  var hour: GtkWidgetPointer?
  var minute: GtkWidgetPointer?
  /// The button showing the date, and its popover.
  var button: GtkWidgetPointer?
  var popover: GtkWidgetPointer?
  /// The field of a `.field` picker.
  var entry: GtkWidgetPointer?
  /// The date's text the entry showed last, to put back when typed text is no date.
  var shownText = ""
}

extension WidgetKind {
  /// The widget kind of a date picker in `look`.
  init(_ look: _NativeDatePickerLook) {
    switch look {
    case .calendar: self = .calendar
    case .button: self = .dateButton
    case .entry: self = .dateEntry
    }
  }
}

extension HostedWidget {
  /// Hour and minute spin buttons with a colon between them, as the layout measured them.
  static func makeTimeFields() -> (
    box: GtkWidgetPointer, hour: GtkWidgetPointer, minute: GtkWidgetPointer
  ) {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
    let hour = gtk_spin_button_new_with_range(0, 23, 1)!
    let minute = gtk_spin_button_new_with_range(0, 59, 1)!
    for spin in [hour, minute] {
      gtk_spin_button_set_wrap(gtkOpaque(spin), 1)
      gtk_spin_button_set_numeric(gtkOpaque(spin), 1)
      gtk_editable_set_width_chars(gtkOpaque(spin), 2)
    }
    trellis_accessible_set_text(hour, GTK_ACCESSIBLE_PROPERTY_LABEL, "Hour")
    trellis_accessible_set_text(minute, GTK_ACCESSIBLE_PROPERTY_LABEL, "Minute")
    gtk_box_append(gtkCast(box), hour)
    gtk_box_append(gtkCast(box), gtk_label_new(":"))
    gtk_box_append(gtkCast(box), minute)
    return (box, hour, minute)
  }

  /// The calendar and time fields a calendar look or a popover holds, stacked.
  private static func makeDatePanel(into parts: inout DatePickerParts, showsTime: Bool)
    -> GtkWidgetPointer
  {
    let panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
    let calendar = gtk_calendar_new()!
    gtk_box_append(gtkCast(panel), calendar)
    parts.calendar = calendar
    if showsTime {
      let time = makeTimeFields()
      gtk_widget_set_halign(time.box, GTK_ALIGN_START)
      gtk_box_append(gtkCast(panel), time.box)
      parts.hour = time.hour
      parts.minute = time.minute
    }
    return panel
  }

  /// Builds the title and the control of a date picker in the widget's box, and connects
  /// what a person does with them; returns the control, what focus and the name go to.
  func buildDatePicker() -> GtkWidgetPointer {
    let title = gtk_label_new(nil)!
    gtk_label_set_xalign(gtkOpaque(title), 0)
    gtk_widget_set_valign(title, kind == .calendar ? GTK_ALIGN_START : GTK_ALIGN_CENTER)
    gtk_box_append(gtkCast(widget), title)
    var parts = DatePickerParts(title: title)
    let shown = element.datePickerParts
    let showsTime = shown?.showsTime ?? false
    let showsDate = shown?.showsDate ?? true
    let made: GtkWidgetPointer
    switch kind {
    case .calendar:
      let panel = Self.makeDatePanel(into: &parts, showsTime: showsTime)
      gtk_box_append(gtkCast(widget), panel)
      made = parts.calendar ?? parts.hour ?? panel
      if !showsDate, let calendar = parts.calendar { gtk_widget_set_visible(calendar, 0) }
    case .dateButton:
      let button = gtk_menu_button_new()!
      let popover = gtk_popover_new()!
      let panel = Self.makeDatePanel(into: &parts, showsTime: showsTime)
      if !showsDate, let calendar = parts.calendar { gtk_widget_set_visible(calendar, 0) }
      gtk_popover_set_child(gtkCast(popover), panel)
      gtk_menu_button_set_popover(gtkOpaque(button), popover)
      gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
      gtk_box_append(gtkCast(widget), button)
      parts.button = button
      parts.popover = popover
      made = button
    default:
      let entry = gtk_entry_new()!
      gtk_editable_set_width_chars(gtkOpaque(entry), 1)
      gtk_widget_set_hexpand(entry, 1)
      gtk_box_append(gtkCast(widget), entry)
      parts.entry = entry
      made = entry
    }
    datePicker = parts
    connectDatePicker(parts)
    return made
  }

  private func connectDatePicker(_ parts: DatePickerParts) {
    var sources: [UnsafeMutableRawPointer] = []
    if let calendar = parts.calendar {
      connect(UnsafeMutableRawPointer(calendar), "day-selected", Self.onDaySelected, context)
      sources.append(UnsafeMutableRawPointer(calendar))
    }
    for spin in [parts.hour, parts.minute].compactMap({ $0 }) {
      connect(UnsafeMutableRawPointer(spin), "value-changed", Self.onTimeSpun, context)
      sources.append(UnsafeMutableRawPointer(spin))
    }
    if let entry = parts.entry {
      connect(UnsafeMutableRawPointer(entry), "activate", Self.onDateEntered, context)
      // Typing ends when focus leaves the entry, as it does on Return.
      let focus = gtk_event_controller_focus_new()!
      gtk_widget_add_controller(entry, focus)
      connect(UnsafeMutableRawPointer(focus), "leave", Self.onDateEntered, context)
      sources += [UnsafeMutableRawPointer(entry), UnsafeMutableRawPointer(focus)]
    }
    extraSignalSources = sources
  }

  /// Shows the element's title and date in the parts (their handlers are blocked).
  func updateDatePicker() {
    guard var parts = datePicker else { return }
    let title = element.datePickerTitle ?? ""
    gtk_label_set_text(gtkOpaque(parts.title), title)
    gtk_widget_set_visible(parts.title, element.datePickerShowsTitle && !title.isEmpty ? 1 : 0)
    let text = element.datePickerText ?? ""
    if let button = parts.button {
      if gtk_menu_button_get_label(gtkOpaque(button)).map({ String(cString: $0) }) != text {
        gtk_menu_button_set_label(gtkOpaque(button), text)
      }
    }
    if let entry = parts.entry {
      // A field being typed in keeps what is typed until typing ends (Return, focus leaving).
      let typed = String(cString: gtk_editable_get_text(gtkOpaque(entry)))
      if typed != text, !Self.hasFocus(entry) || typed == parts.shownText {
        gtk_editable_set_text(gtkOpaque(entry), text)
      }
      parts.shownText = text
    }
    if let day = element.datePickerParts {
      if let calendar = parts.calendar {
        Self.select(calendar, year: day.year, month: day.month, day: day.day)
      }
      if let hour = parts.hour, Int(gtk_spin_button_get_value(gtkOpaque(hour))) != day.hour {
        gtk_spin_button_set_value(gtkOpaque(hour), Double(day.hour))
      }
      if let minute = parts.minute, Int(gtk_spin_button_get_value(gtkOpaque(minute))) != day.minute
      {
        gtk_spin_button_set_value(gtkOpaque(minute), Double(day.minute))
      }
    }
    datePicker = parts
  }

  private static func hasFocus(_ widget: GtkWidgetPointer) -> Bool {
    gtk_widget_has_focus(widget) != 0
  }

  /// The day a calendar shows as selected.
  static func selectedDay(of calendar: GtkWidgetPointer) -> (year: Int, month: Int, day: Int) {
    let date = gtk_calendar_get_date(gtkOpaque(calendar))!
    defer { g_date_time_unref(date) }
    return (
      Int(g_date_time_get_year(date)), Int(g_date_time_get_month(date)),
      Int(g_date_time_get_day_of_month(date))
    )
  }

  /// Selects a day in a calendar, unless it is selected already.
  static func select(_ calendar: GtkWidgetPointer, year: Int, month: Int, day: Int) {
    let shown = selectedDay(of: calendar)
    guard shown != (year, month, day) else { return }
    guard let date = g_date_time_new_utc(Int32(year), Int32(month), Int32(day), 0, 0, 0) else {
      return
    }
    gtk_calendar_select_day(gtkOpaque(calendar), date)
    g_date_time_unref(date)
  }

  /// A day chosen in the calendar becomes the date (its time kept); a day outside the range
  /// is refused, and the next update selects the date's day again.
  private static let onDaySelected: SignalHandler = { _, context in
    perform(context) { hosted in
      guard let calendar = hosted.datePicker?.calendar else { return }
      let day = selectedDay(of: calendar)
      _ = try hosted.element.chooseDatePickerDay(year: day.year, month: day.month, day: day.day)
    }
  }

  /// The hour or minute spun becomes the date's.
  private static let onTimeSpun: SignalHandler = { _, context in
    perform(context) { hosted in
      guard let hour = hosted.datePicker?.hour, let minute = hosted.datePicker?.minute else {
        return
      }
      try hosted.element.setDatePickerTime(
        hour: Int(gtk_spin_button_get_value(gtkOpaque(hour))),
        minute: Int(gtk_spin_button_get_value(gtkOpaque(minute))))
    }
  }

  /// Return in the entry, or focus leaving it: the text is read in the locale; text that is
  /// no date puts the date's text back.
  private static let onDateEntered: SignalHandler = { _, context in
    perform(context) { hosted in
      guard let parts = hosted.datePicker, let entry = parts.entry else { return }
      let typed = String(cString: gtk_editable_get_text(gtkOpaque(entry)))
      guard typed != parts.shownText else { return }
      if !((try? hosted.element.typeDate(typed)) ?? false) {
        gtk_editable_set_text(gtkOpaque(entry), parts.shownText)
      }
    }
  }
}
