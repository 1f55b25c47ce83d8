import Foundation

/// A month of days to choose from: a header with the month's name and arrows to the months
/// before and after, the weekdays in the locale's order, then the days by week. Today is
/// underlined, chosen days are drawn on the accent colour. Focused, arrows move the day
/// (the selection of a single date, a cursor among many), PageUp/PageDown the month, and
/// Return or Space choose.
struct _MonthGrid: View {
  enum Selection {
    case single(Binding<Date>)
    case multiple(Binding<Set<DateComponents>>)
  }

  let selection: Selection
  let bounds: _DateBounds
  @Environment(\.calendar) private var environmentCalendar
  @Environment(\.timeZone) private var timeZone
  @Environment(\.locale) private var locale
  @FocusState private var isFocused: Bool
  /// The first day of the month shown; the selection's month until a person turns it.
  @State private var shownMonth: Date?
  /// The day the keyboard is on when choosing many days.
  @State private var cursor: Date?

  private var calendar: Calendar {
    var calendar = environmentCalendar
    calendar.timeZone = timeZone
    calendar.locale = locale
    return calendar
  }

  /// The day the grid starts from: the single selection, else the cursor, else today.
  private var anchorDay: Date {
    switch selection {
    case .single(let date): return bounds.clamp(date.wrappedValue)
    case .multiple(let days):
      if let cursor { return cursor }
      let first = days.wrappedValue.compactMap { calendar.date(from: $0.dayOnly) }.min()
      return first ?? bounds.clamp(Date())
    }
  }

  private var month: Date {
    let start = shownMonth ?? anchorDay
    return calendar.dateInterval(of: .month, for: start)?.start ?? start
  }

  var body: some View {
    let calendar = calendar
    let month = month
    let weeks = _MonthDays.weeks(of: month, in: calendar)
    let symbols = _MonthDays.weekdaySymbols(in: calendar)
    return VStack(alignment: .leading, spacing: 0) {
      HStack {
        Button("‹") { turn(by: -1) }
          .accessibilityLabel(Text("Previous Month"))
        Text(_MonthDays.title(of: month, in: calendar)).bold()
        Button("›") { turn(by: 1) }
          .accessibilityLabel(Text("Next Month"))
      }
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          ForEach(symbols.indices, id: \.self) { index in
            Text(" " + symbols[index] + " ")
          }
        }
        ForEach(weeks.indices, id: \.self) { week in
          GridRow {
            ForEach(0..<7, id: \.self) { column in
              dayCell(weeks[week][column], calendar: calendar)
            }
          }
        }
      }
      .focusable()
      .focused($isFocused)
      .onKeyPress { press in handle(press) }
    }
  }

  @ViewBuilder private func dayCell(_ day: Date?, calendar: Calendar) -> some View {
    if let day {
      let isChosen = isChosen(day)
      // Where the keyboard is, while focused: the chosen day of one date, a cursor among many.
      let isCursor = isFocused && calendar.isDate(day, inSameDayAs: keyboardDay)
      let allowed = bounds.allowsDay(of: day, in: calendar)
      let number = _MonthDays.dayNumber(of: day, in: calendar)
      let text = Text((isCursor ? "[" : " ") + number + (isCursor ? "]" : " "))
        .underline(calendar.isDateInToday(day))
      Group {
        if isChosen {
          text.foregroundColor(.white).background(Color.accentColor)
        } else if !allowed {
          text.foregroundColor(.secondary)
        } else {
          text
        }
      }
      .onTapGesture {
        isFocused = true
        choose(day)
      }
    } else {
      Text(" ")
    }
  }

  private var isMultiple: Bool {
    if case .multiple = selection { return true }
    return false
  }

  private var keyboardDay: Date {
    if case .multiple = selection, let cursor { return cursor }
    return anchorDay
  }

  private func isChosen(_ day: Date) -> Bool {
    switch selection {
    case .single(let date):
      return calendar.isDate(day, inSameDayAs: bounds.clamp(date.wrappedValue))
    case .multiple(let days):
      let key = calendar.dateComponents([.era, .year, .month, .day], from: day)
      return days.wrappedValue.contains { $0.dayOnly.matches(key) }
    }
  }

  /// Chooses `day`: the single selection moves to it (its time kept), or it is added to or
  /// taken from many. A day outside the bounds is not chosen.
  func choose(_ day: Date) {
    let calendar = calendar
    guard bounds.allowsDay(of: day, in: calendar) else { return }
    switch selection {
    case .single(let date):
      date.wrappedValue = bounds.clamp(
        _MonthDays.date(date.wrappedValue, onDayOf: day, in: calendar))
    case .multiple(let days):
      cursor = day
      days.wrappedValue = _MonthDays.toggling(day, in: days.wrappedValue, calendar: calendar)
    }
  }

  private func turn(by months: Int) {
    shownMonth = calendar.date(byAdding: .month, value: months, to: month)
  }

  private func move(days: Int = 0, months: Int = 0) {
    let calendar = calendar
    let from = keyboardDay
    let moved =
      months != 0
      ? calendar.date(byAdding: .month, value: months, to: from)
      : calendar.date(byAdding: .day, value: days, to: from)
    guard let moved else { return }
    switch selection {
    case .single(let date):
      guard bounds.allowsDay(of: moved, in: calendar) else { return }
      date.wrappedValue = bounds.clamp(
        _MonthDays.date(date.wrappedValue, onDayOf: moved, in: calendar))
      shownMonth = nil
    case .multiple:
      cursor = moved
      shownMonth = moved
    }
  }

  private func handle(_ press: KeyPress) -> KeyPress.Result {
    switch press.key {
    case .leftArrow: move(days: -1)
    case .rightArrow: move(days: 1)
    case .upArrow: move(days: -7)
    case .downArrow: move(days: 7)
    case .pageUp: move(months: -1)
    case .pageDown: move(months: 1)
    case .return, .space:
      choose(keyboardDay)
    default: return .ignored
    }
    return .handled
  }
}

extension DateComponents {
  /// Only the era, year, month and day.
  var dayOnly: DateComponents {
    DateComponents(era: era, year: year, month: month, day: day)
  }

  /// Whether the same day as `other`, an unset era matching any.
  func matches(_ other: DateComponents) -> Bool {
    year == other.year && month == other.month && day == other.day
      && (era == nil || other.era == nil || era == other.era)
  }
}

/// The calendar arithmetic of a month grid.
enum _MonthDays {
  /// The month's days by week, `nil` for the places before its first day and after its last.
  static func weeks(of month: Date, in calendar: Calendar) -> [[Date?]] {
    guard let days = calendar.range(of: .day, in: .month, for: month) else { return [] }
    let weekday = calendar.component(.weekday, from: month)
    let leading = (weekday - calendar.firstWeekday + 7) % 7
    var cells: [Date?] = Array(repeating: nil, count: leading)
    for offset in 0..<days.count {
      cells.append(calendar.date(byAdding: .day, value: offset, to: month))
    }
    while cells.count % 7 != 0 { cells.append(nil) }
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  /// The weekdays' shortest names, from the calendar's first weekday.
  static func weekdaySymbols(in calendar: Calendar) -> [String] {
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    guard symbols.count == 7 else { return symbols }
    let first = calendar.firstWeekday - 1
    return Array(symbols[first...] + symbols[..<first])
  }

  /// The month and year, as the locale names them ("December 2026", "2026年12月").
  static func title(of month: Date, in calendar: Calendar) -> String {
    formatter("yMMMM", calendar).string(from: month)
  }

  /// The day's number in the locale's digits, two places wide.
  static func dayNumber(of day: Date, in calendar: Calendar) -> String {
    let text = formatter("d", calendar).string(from: day)
    return text.count < 2 ? " " + text : text
  }

  private static func formatter(_ template: String, _ calendar: Calendar) -> DateFormatter {
    let formatter = DateFormatter()
    let locale = calendar.locale ?? .current
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat =
      template == "d"
      ? "d" : DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
    return formatter
  }

  /// `date` moved to the day of `day`, its time of day kept.
  static func date(_ date: Date, onDayOf day: Date, in calendar: Calendar) -> Date {
    let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
    var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
    parts.hour = time.hour
    parts.minute = time.minute
    parts.second = time.second
    parts.nanosecond = time.nanosecond
    return calendar.date(from: parts) ?? day
  }

  /// `days` with `day` added, or taken away when it is there. Chosen days carry the
  /// calendar, era, year, month and day, as Apple's multi-date picker writes them.
  static func toggling(_ day: Date, in days: Set<DateComponents>, calendar: Calendar)
    -> Set<DateComponents>
  {
    let key = calendar.dateComponents([.era, .year, .month, .day], from: day)
    let matching = days.filter { $0.dayOnly.matches(key) }
    if !matching.isEmpty { return days.subtracting(matching) }
    var chosen = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day)
    chosen.timeZone = nil
    return days.union([chosen])
  }
}
