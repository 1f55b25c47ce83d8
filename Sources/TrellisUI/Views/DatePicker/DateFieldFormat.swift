import Foundation

/// One piece of a date as a date picker's field shows it: a component a person can change,
/// or the locale's text between them.
struct _DateSegment: Equatable {
  enum Kind: Equatable {
    case literal, year, month, day, hour, minute, second, dayPeriod, other
  }

  var kind: Kind
  /// The pattern letters (`"MMM"`), or the literal text.
  var pattern: String
  /// What the field shows for it.
  var text: String

  /// Whether arrows and digits change it.
  var isEditable: Bool { kind != .literal && kind != .other }

  /// How many digits a person types for it before the field moves on.
  var digitCount: Int { kind == .year ? 4 : 2 }
}

/// How a date picker writes, reads and changes a date: the locale's pattern for the shown
/// components, cut into segments, with the environment's calendar and time zone.
struct _DateFieldFormat {
  let calendar: Calendar
  let locale: Locale
  let components: DatePickerComponents

  /// The environment's calendar, set to its time zone and locale.
  init(calendar: Calendar, timeZone: TimeZone, locale: Locale, components: DatePickerComponents) {
    var calendar = calendar
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
    self.locale = locale
    self.components = components
  }

  /// The locale's pattern for the shown components (`"MMM d, y, h:mm a"` in `en_US`).
  var pattern: String {
    var template = ""
    if components.contains(.date) { template += "yMMMd" }
    if components.contains(.hourMinuteAndSecond) {
      template += "jmmss"
    } else if components.contains(.hourAndMinute) {
      template += "jmm"
    }
    if template.isEmpty { template = "yMMMd" }
    return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
      ?? "y-MM-dd HH:mm"
  }

  private func formatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = pattern
    return formatter
  }

  /// The date as the field shows it, cut into segments.
  func segments(of date: Date) -> [_DateSegment] {
    Self.tokens(of: pattern).map { token in
      guard token.kind != .literal else { return token }
      var segment = token
      segment.text = formatter(token.pattern).string(from: date)
      return segment
    }
  }

  /// The date as the field shows it.
  func string(from date: Date) -> String { segments(of: date).map(\.text).joined() }

  /// The date `text` writes in the locale's pattern, its components not shown taken from
  /// `old`; `nil` when the text is no such date.
  func date(from text: String, keeping old: Date) -> Date? {
    let parser = formatter(pattern)
    parser.isLenient = false
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, let parsed = parser.date(from: trimmed) else { return nil }
    let shown = Set(Self.tokens(of: pattern).map(\.kind))
    let all: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second]
    var result = calendar.dateComponents(all, from: old)
    let new = calendar.dateComponents(all, from: parsed)
    if shown.contains(.year) {
      result.era = new.era
      result.year = new.year
    }
    if shown.contains(.month) { result.month = new.month }
    if shown.contains(.day) { result.day = new.day }
    if shown.contains(.hour) { result.hour = new.hour }
    if shown.contains(.minute) { result.minute = new.minute }
    if shown.contains(.second) { result.second = new.second }
    return calendar.date(from: result)
  }

  /// `date` with a segment moved by `steps`: the year freely, the others wrapping within
  /// the unit above them (the day within its month), as a field's arrows move them.
  func date(_ date: Date, stepping kind: _DateSegment.Kind, by steps: Int) -> Date {
    let component: Calendar.Component
    switch kind {
    case .year:
      return calendar.date(byAdding: .year, value: steps, to: date) ?? date
    case .month: component = .month
    case .day: component = .day
    case .hour: component = .hour
    case .minute: component = .minute
    case .second: component = .second
    case .dayPeriod:
      guard steps % 2 != 0 else { return date }
      let hour = calendar.component(.hour, from: date)
      return calendar.date(byAdding: .hour, value: hour < 12 ? 12 : -12, to: date) ?? date
    case .literal, .other: return date
    }
    return calendar.date(byAdding: component, value: steps, to: date, wrappingComponents: true)
      ?? date
  }

  /// `date` with a segment set to the number a person typed; `nil` when there is no such
  /// date (the 31st of a 30-day month, hour 25), so the old value stays.
  func date(_ date: Date, setting segment: _DateSegment, to value: Int) -> Date? {
    let all: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second]
    var parts = calendar.dateComponents(all, from: date)
    switch segment.kind {
    case .year:
      guard value >= 1 else { return nil }
      parts.year = value
    case .month:
      guard (1...12).contains(value) else { return nil }
      parts.month = value
    case .day:
      guard value >= 1 else { return nil }
      parts.day = value
    case .hour:
      let hour = parts.hour ?? 0
      switch segment.pattern.first {
      case "h":
        guard (1...12).contains(value) else { return nil }
        parts.hour = value % 12 + (hour >= 12 ? 12 : 0)
      case "K":
        guard (0...11).contains(value) else { return nil }
        parts.hour = value + (hour >= 12 ? 12 : 0)
      case "k":
        guard (1...24).contains(value) else { return nil }
        parts.hour = value % 24
      default:
        guard (0...23).contains(value) else { return nil }
        parts.hour = value
      }
    case .minute:
      guard (0...59).contains(value) else { return nil }
      parts.minute = value
    case .second:
      guard (0...59).contains(value) else { return nil }
      parts.second = value
    case .dayPeriod, .literal, .other: return nil
    }
    guard let result = calendar.date(from: parts) else { return nil }
    // The calendar rolls a day past the month's end into the next month: refuse it.
    let back = calendar.dateComponents(all, from: result)
    guard back.year == parts.year, back.month == parts.month, back.day == parts.day else {
      return nil
    }
    return result
  }

  /// The pattern cut into fields (runs of one letter) and the literal text between them.
  static func tokens(of pattern: String) -> [_DateSegment] {
    var tokens: [_DateSegment] = []
    var literal = ""
    var inQuote = false
    var characters = Array(pattern)[...]
    func flushLiteral() {
      guard !literal.isEmpty else { return }
      tokens.append(_DateSegment(kind: .literal, pattern: literal, text: literal))
      literal = ""
    }
    while let character = characters.first {
      characters = characters.dropFirst()
      if character == "'" {
        if characters.first == "'" {
          literal.append("'")
          characters = characters.dropFirst()
        } else {
          inQuote.toggle()
        }
        continue
      }
      guard !inQuote, character.isASCII, character.isLetter else {
        literal.append(character)
        continue
      }
      flushLiteral()
      var field = String(character)
      while characters.first == character {
        field.append(character)
        characters = characters.dropFirst()
      }
      tokens.append(_DateSegment(kind: kind(of: character), pattern: field, text: ""))
    }
    flushLiteral()
    return tokens
  }

  private static func kind(of letter: Character) -> _DateSegment.Kind {
    switch letter {
    case "y", "Y", "u", "U", "r": return .year
    case "M", "L": return .month
    case "d": return .day
    case "h", "H", "k", "K": return .hour
    case "m": return .minute
    case "s": return .second
    case "a", "b", "B": return .dayPeriod
    default: return .other
    }
  }
}
