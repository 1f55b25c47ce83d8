import Foundation

/// A day of the proleptic Gregorian calendar, as a host's calendar widget counts days (GTK's
/// calendar knows no other).
@_spi(TrellisHost) public struct _GregorianDay: Hashable, Sendable {
  @_spi(TrellisHost) public var year: Int
  @_spi(TrellisHost) public var month: Int
  @_spi(TrellisHost) public var day: Int

  /// The day `year`-`month`-`day`.
  @_spi(TrellisHost) public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }
}

/// What a host that shows a multi-date picker with a calendar widget of its own reads from
/// it and does with it. The widget counts Gregorian days; the chosen days are the picker's
/// calendar's (the environment's), so each day is matched through the date it falls on.
extension HostElement {
  private var multiDateModel: (any _MultiDatePickerModel)? {
    node.view as? any _MultiDatePickerModel
  }

  /// The Gregorian calendar in the picker's time zone.
  private var multiDateGregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = node.environment.timeZone
    return calendar
  }

  /// The calendar the picker's days are counted in: the environment's, in its time zone and
  /// locale (as the days its month grid writes carry it).
  private var multiDateCalendar: Calendar {
    let environment = node.environment
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    calendar.locale = environment.locale
    return calendar
  }

  private func date(of day: _GregorianDay) -> Date? {
    multiDateGregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
  }

  /// The day a multi-date picker's calendar shows first: today, pinned into the picker's
  /// range; `nil` for other views.
  @_spi(TrellisHost) public var multiDatePickerStartDay: _GregorianDay? {
    guard let model = multiDateModel else { return nil }
    let parts = multiDateGregorian.dateComponents(
      [.year, .month, .day], from: model.bounds.clamp(Date()))
    return _GregorianDay(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// The days of the Gregorian month `year`-`month` that the picker's selection holds (each
  /// day 1 to 31); empty for other views.
  @_spi(TrellisHost) public func multiDatePickerChosenDays(year: Int, month: Int) -> Set<Int> {
    guard let model = multiDateModel else { return [] }
    let chosen = model.selection.wrappedValue
    guard !chosen.isEmpty else { return [] }
    let gregorian = multiDateGregorian
    let calendar = multiDateCalendar
    guard let first = gregorian.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = gregorian.range(of: .day, in: .month, for: first)
    else { return [] }
    var found = Set<Int>()
    for day in days {
      guard let date = gregorian.date(byAdding: .day, value: day - 1, to: first) else { continue }
      let key = calendar.dateComponents([.era, .year, .month, .day], from: date)
      if chosen.contains(where: { $0.dayOnly.matches(key) }) { found.insert(day) }
    }
    return found
  }

  /// Adds the Gregorian `day` to the picker's days, or takes it away when it is there, as a
  /// click on it in a calendar does. A day outside the picker's range is refused.
  /// - Returns: Whether the day was added or taken away.
  @_spi(TrellisHost) public func toggleMultiDatePickerDay(_ day: _GregorianDay) throws -> Bool {
    guard let model = multiDateModel else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a multi-date picker")
    }
    try checkUsable("MultiDatePicker \"\(datePickerTitle ?? "")\"")
    let calendar = multiDateCalendar
    guard let date = date(of: day), model.bounds.allowsDay(of: date, in: calendar) else {
      return false
    }
    model.selection.wrappedValue = _MonthDays.toggling(
      date, in: model.selection.wrappedValue, calendar: calendar)
    return true
  }
}
