import Foundation

extension Text {
  /// How ``Text/init(_:style:)`` shows a date: as a date, a time, or the time from now to it.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date, in the locale's long form: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The time of day, in the locale's short form: "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// The time between now and the date, in its two largest units: "2 hours, 23 minutes",
    /// "1 year, 1 month". It updates as time passes.
    public static let relative = DateStyle(kind: .relative)
    /// The time from now to the date, signed, in its largest unit: "+2 hours", "-3 months".
    /// It updates as time passes.
    public static let offset = DateStyle(kind: .offset)
    /// A running clock of the time between now and the date: "2:32", "36:59:01". It counts
    /// down to a date in the future and up from one in the past, each second.
    public static let timer = DateStyle(kind: .timer)
  }

  /// Text that shows `date` in `style`, in the environment's locale, calendar and time zone.
  /// The `.relative`, `.offset` and `.timer` styles read the time from now and change each
  /// second, without the view's `body` running again.
  ///
  /// ```swift
  /// Text(meeting.start, style: .relative)   // "2 hours, 23 minutes", then "2 hours, 22 minutes"
  /// ```
  public init(_ date: Date, style: DateStyle) {
    self.init(content: .date(_DateText(kind: .styled(date, style.kind))))
  }

  /// A timer of the time left in `timerInterval` (or, with `countsDown` false, the time gone
  /// since its start), as "4:59" or "1:04:59"; it stops at the interval's ends and changes
  /// each second.
  /// - Parameters:
  ///   - timerInterval: From when to when the timer runs.
  ///   - pauseTime: A time at which the timer stands still, showing what it showed then;
  ///     `nil` to run.
  ///   - countsDown: Whether to show the time left (the default) or the time gone.
  ///   - showsHours: Whether an hour and more shows as hours ("1:04:59"), or as minutes only
  ///     ("64:59").
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(
      content: .date(
        _DateText(
          kind: .timer(
            timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
      ))
  }
}

extension Text {
  /// Text that shows the range from one date to another in the environment's locale,
  /// calendar and time zone: the times alone ("9:30 – 3:30 PM") when both fall on one day,
  /// else the dates and times ("6/1/26, 9:30 AM – 6/3/26, 3:30 PM").
  ///
  /// ```swift
  /// Text(event.start...event.end)
  /// ```
  public init(_ dates: ClosedRange<Date>) {
    self.init(content: .date(_DateText(kind: .range(dates))))
  }

  /// Text that shows `interval` from its start to its end, as a closed range of dates shows.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }
}

/// A date as a run of text shows it, which may depend on the time it is read at.
struct _DateText: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case styled(Date, Text.DateStyle.Kind)
    case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    case range(ClosedRange<Date>)
  }
  let kind: Kind

  /// Whether the text reads differently as time passes.
  var isLive: Bool {
    switch kind {
    case .styled(_, let style): return style != .date && style != .time
    case .timer(_, let pauseTime, _, _): return pauseTime == nil
    case .range: return false
    }
  }

  /// When the text next reads differently, after `now`: at the next whole second of the
  /// time it counts.
  func nextChange(after now: Date) -> Date? {
    guard isLive else { return nil }
    let origin: Date
    switch kind {
    case .styled(let date, _): origin = date
    case .timer(let interval, _, _, _), .range(let interval): origin = interval.lowerBound
    }
    let elapsed = now.timeIntervalSince(origin)
    let fraction = elapsed - elapsed.rounded(.down)
    return now.addingTimeInterval(fraction == 0 ? 1 : 1 - fraction)
  }

  func string(in environment: EnvironmentValues, at now: Date) -> String {
    switch kind {
    case .styled(let date, let style):
      switch style {
      case .date:
        return Date.FormatStyle(
          date: .long, time: .omitted, locale: environment.locale,
          calendar: environment.calendar, timeZone: environment.timeZone
        ).format(date)
      case .time:
        return Date.FormatStyle(
          date: .omitted, time: .shortened, locale: environment.locale,
          calendar: environment.calendar, timeZone: environment.timeZone
        ).format(date)
      case .relative:
        return _DateSpan(from: now, to: date, calendar: environment.calendar)
          .string(units: 2, locale: environment.locale)
      case .offset:
        let span = _DateSpan(from: now, to: date, calendar: environment.calendar)
        let sign = date < now ? "-" : "+"
        return sign + span.string(units: 1, locale: environment.locale)
      case .timer:
        return Self.clock(abs(date.timeIntervalSince(now)), showsHours: true)
      }
    case .timer(let interval, let pauseTime, let countsDown, let showsHours):
      let reading = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
      let seconds =
        countsDown
        ? interval.upperBound.timeIntervalSince(reading)
        : reading.timeIntervalSince(interval.lowerBound)
      return Self.clock(seconds, showsHours: showsHours)
    case .range(let dates):
      let formatter = DateIntervalFormatter()
      formatter.locale = environment.locale
      formatter.calendar = environment.calendar
      formatter.timeZone = environment.timeZone
      var calendar = environment.calendar
      calendar.timeZone = environment.timeZone
      let oneDay = calendar.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
      formatter.dateStyle = oneDay ? .none : .short
      formatter.timeStyle = .short
      return formatter.string(from: dates.lowerBound, to: dates.upperBound)
    }
  }

  /// "m:ss", or "h:mm:ss" from an hour on when `showsHours`, of whole seconds.
  static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
    let total = Int(interval.rounded(.down))
    let seconds = total % 60
    let minutes = total / 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if showsHours, minutes >= 60 {
      return "\(minutes / 60):\(two(minutes % 60)):\(two(seconds))"
    }
    return "\(minutes):\(two(seconds))"
  }
}

/// The calendar units between two dates, largest first.
struct _DateSpan {
  /// The units' amounts from years down to seconds, all of the same sign.
  let amounts: [(unit: Calendar.Component, value: Int)]

  init(from start: Date, to end: Date, calendar: Calendar) {
    let (early, late) = start <= end ? (start, end) : (end, start)
    let units: [Calendar.Component] = [.year, .month, .day, .hour, .minute, .second]
    let components = calendar.dateComponents(Set(units), from: early, to: late)
    amounts = units.map { ($0, components.value(for: $0) ?? 0) }
  }

  /// The span in its `units` largest units from the first that is not zero ("2 hours, 23
  /// minutes"; "0 seconds" for none). Days and smaller are named in `locale`'s language;
  /// years and months in English, as this Foundation has no unit names for them.
  func string(units: Int, locale: Locale) -> String {
    guard let first = amounts.firstIndex(where: { $0.value != 0 }) else {
      return Self.units(of: [(.second, 0)], locale: locale)
    }
    let shown = amounts[first..<min(amounts.count, first + units)].filter { $0.value != 0 }
    return Self.units(of: Array(shown), locale: locale)
  }

  private static func units(of amounts: [(unit: Calendar.Component, value: Int)], locale: Locale)
    -> String
  {
    if amounts.contains(where: { $0.unit == .year || $0.unit == .month }) {
      return amounts.map { amount in
        let name =
          amount.unit == .year ? "year" : amount.unit == .month ? "month" : "\(amount.unit)"
        return "\(amount.value) \(name)\(amount.value == 1 ? "" : "s")"
      }.joined(separator: ", ")
    }
    var seconds: Int64 = 0
    var allowed: Set<Duration.UnitsFormatStyle.Unit> = []
    for amount in amounts {
      switch amount.unit {
      case .day:
        seconds += Int64(amount.value) * 86_400
        allowed.insert(.days)
      case .hour:
        seconds += Int64(amount.value) * 3_600
        allowed.insert(.hours)
      case .minute:
        seconds += Int64(amount.value) * 60
        allowed.insert(.minutes)
      default:
        seconds += Int64(amount.value)
        allowed.insert(.seconds)
      }
    }
    var style = Duration.UnitsFormatStyle(
      allowedUnits: allowed, width: .wide, maximumUnitCount: amounts.count)
    style.locale = locale
    return style.format(.seconds(seconds))
  }
}
