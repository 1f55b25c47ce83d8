import Foundation

/// The parts of a date that a ``DatePicker`` shows and lets a person change.
///
/// Combine them: `[.date, .hourAndMinute]` (the default) shows the day and the time.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  /// The components as bits.
  public let rawValue: UInt

  /// Components from their bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute, in the locale's hour cycle.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year, in the locale's order.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
  /// The hour, minute and second, in the locale's hour cycle (it contains `.hourAndMinute`).
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 0 | 1 << 2)
}
