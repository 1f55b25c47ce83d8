import Foundation

/// The dates a date picker accepts: values outside are pinned to the nearest end, as Apple's
/// pickers show and write them.
struct _DateBounds: Equatable {
  /// The earliest date, if any.
  var minimum: Date?
  /// The latest date, if any.
  var maximum: Date?
  /// Whether `maximum` itself is excluded (a `Range` or `PartialRangeUpTo`).
  var excludesMaximum = false

  static let unbounded = _DateBounds()

  /// `date` pinned into the bounds.
  func clamp(_ date: Date) -> Date {
    var date = date
    if let minimum, date < minimum { date = minimum }
    if let maximum {
      let last = excludesMaximum ? maximum.addingTimeInterval(-1) : maximum
      if date > last { date = last }
    }
    return date
  }

  /// Whether a person may choose the day that holds `date` (some moment of it is in bounds).
  func allowsDay(of date: Date, in calendar: Calendar) -> Bool {
    guard let interval = calendar.dateInterval(of: .day, for: date) else { return true }
    if let minimum, interval.end <= minimum { return false }
    if let maximum {
      if excludesMaximum ? interval.start >= maximum : interval.start > maximum { return false }
    }
    return true
  }
}
