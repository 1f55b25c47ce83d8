import Foundation

/// A date picker's date as a host's own widgets show it: the day in the proleptic Gregorian
/// calendar (GTK's calendar knows no other) and the time of day, in the picker's time zone,
/// and which of them the picker shows.
@_spi(TrellisHost) public struct _DatePickerParts: Equatable, Sendable {
  @_spi(TrellisHost) public var year: Int
  @_spi(TrellisHost) public var month: Int
  @_spi(TrellisHost) public var day: Int
  @_spi(TrellisHost) public var hour: Int
  @_spi(TrellisHost) public var minute: Int
  @_spi(TrellisHost) public var showsDate: Bool
  @_spi(TrellisHost) public var showsTime: Bool
}

/// What a host that shows date pickers with widgets of its own reads from one and does
/// with it.
extension HostElement {
  private var nativeDatePicker: (any _DatePickerModel)? { node.view as? any _DatePickerModel }

  /// How a host with date pickers of its own shows this one; `nil` for other views, and for
  /// a date picker drawn by a style of the app's own (its body's views show it).
  @_spi(TrellisHost) public var datePickerNativeLook: _NativeDatePickerLook? {
    guard nativeDatePicker != nil else { return nil }
    return node.environment.datePickerStyle.nativeLook
  }

  /// Whether the picker's title is shown (not hidden by `labelsHidden()`); it names the
  /// control either way.
  @_spi(TrellisHost) public var datePickerShowsTitle: Bool { node.datePickerShowsTitle }

  /// The picker's Gregorian calendar in its time zone.
  private var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = node.environment.timeZone
    return calendar
  }

  /// The calendar the picker counts days in: the environment's, in its time zone.
  private var pickerCalendar: Calendar {
    var calendar = node.environment.calendar
    calendar.timeZone = node.environment.timeZone
    return calendar
  }

  /// The picker's date, pinned into its range, as a calendar widget and time fields show it.
  @_spi(TrellisHost) public var datePickerParts: _DatePickerParts? {
    guard let model = nativeDatePicker else { return nil }
    let date = model.bounds.clamp(model.selection.wrappedValue)
    let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let components = model.displayedComponents
    return _DatePickerParts(
      year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0,
      minute: parts.minute ?? 0, showsDate: components.contains(.date) || components.isEmpty,
      showsTime: components.contains(.hourAndMinute))
  }

  /// Chooses the Gregorian day `year`-`month`-`day`, the time of day kept, as a click on it
  /// in a calendar does. A day outside the picker's range is refused: the date stays.
  /// - Returns: Whether the day was chosen.
  @_spi(TrellisHost) public func chooseDatePickerDay(year: Int, month: Int, day: Int) throws
    -> Bool
  {
    guard let model = nativeDatePicker else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a date picker")
    }
    try checkUsable("DatePicker \"\(datePickerTitle ?? "")\"")
    let calendar = pickerCalendar
    guard
      let chosen = gregorian.date(from: DateComponents(year: year, month: month, day: day)),
      model.bounds.allowsDay(of: chosen, in: calendar)
    else { return false }
    let current = model.bounds.clamp(model.selection.wrappedValue)
    model.selection.wrappedValue = model.bounds.clamp(
      _MonthDays.date(current, onDayOf: chosen, in: calendar))
    return true
  }

  /// Sets the time of day of the picker's date to `hour`:`minute` (its seconds kept), pinned
  /// into its range, as its time fields do.
  @_spi(TrellisHost) public func setDatePickerTime(hour: Int, minute: Int) throws {
    guard let model = nativeDatePicker else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a date picker")
    }
    try checkUsable("DatePicker \"\(datePickerTitle ?? "")\"")
    let calendar = pickerCalendar
    let current = model.bounds.clamp(model.selection.wrappedValue)
    let second = calendar.component(.second, from: current)
    guard
      let changed = calendar.date(
        bySettingHour: hour, minute: minute, second: second, of: current)
    else { return }
    model.selection.wrappedValue = model.bounds.clamp(changed)
  }
}

extension _ViewNode {
  /// The text of a date picker's label (shown or hidden).
  var datePickerTitle: String? {
    firstDescendant(where: { $0.view is DatePickerStyleConfiguration.Label })?.textContent
  }

  /// Whether a date picker's label is shown (not hidden by `labelsHidden()`).
  var datePickerShowsTitle: Bool { environment.labelsVisibility != .hidden }

  /// A date picker's date as its field writes it, in its locale and components.
  var datePickerShownText: String? {
    guard let model = view as? any _DatePickerModel else { return nil }
    let environment = environment
    return _DateFieldFormat(
      calendar: environment.calendar, timeZone: environment.timeZone,
      locale: environment.locale, components: model.displayedComponents
    ).string(from: model.bounds.clamp(model.selection.wrappedValue))
  }
}
