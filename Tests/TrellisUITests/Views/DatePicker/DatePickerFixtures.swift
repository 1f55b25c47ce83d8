import Foundation

@_spi(TrellisHost) @testable import TrellisUI

/// The calendar, zone and dates the date picker tests use, in UTC's Gregorian calendar.
enum DatePickerFixtures {
  static let utc = TimeZone(identifier: "UTC")!

  static var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }

  /// A date in UTC: `date(2026, 12, 6, 9, 41)`.
  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0)
    -> Date
  {
    gregorian.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  static func parts(_ date: Date) -> DateComponents {
    gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
  }
}

extension View {
  /// The view in a fixed locale, the Gregorian calendar and UTC.
  func dated(_ locale: String = "en_US") -> some View {
    environment(\.locale, Locale(identifier: locale))
      .environment(\.calendar, DatePickerFixtures.gregorian)
      .environment(\.timeZone, DatePickerFixtures.utc)
  }
}

/// A reminder whose date is written from outside the view too.
@Observable @MainActor
final class DatedReminder {
  var due: Date
  var days: Set<DateComponents> = []
  init(due: Date) { self.due = due }
}
