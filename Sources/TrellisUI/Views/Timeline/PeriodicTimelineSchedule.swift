import Foundation

/// A schedule whose dates are a fixed interval apart, counted from a given date.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// ```
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  private let start: Date
  private let interval: TimeInterval

  /// A schedule with a date at `startDate` and every `interval` seconds before and after.
  ///
  /// - Parameters:
  ///   - startDate: A date of the schedule; the others are whole intervals away from it.
  ///   - interval: The seconds between two dates; a non-positive interval is taken as one
  ///     second, so that the schedule still moves on.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval > 0 && interval.isFinite ? interval : 1
  }

  /// The schedule's dates from the last one not after `startDate` on (from the schedule's
  /// own start date if `startDate` is earlier).
  ///
  /// - Parameters:
  ///   - startDate: When the timeline view starts following the schedule.
  ///   - mode: Ignored: the interval is the same in every mode.
  /// - Returns: The endless sequence of dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let elapsed = startDate.timeIntervalSince(start)
    let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
    return Entries(start: start, interval: interval, step: steps)
  }

  /// The dates of a periodic schedule, one interval apart, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let start: Date
    let interval: TimeInterval
    /// How many intervals after `start` the next date is. Counted rather than added up,
    /// so that rounding does not drift over a long run.
    var step: Double

    /// The next date of the schedule.
    /// - Returns: It; never `nil`.
    public mutating func next() -> Date? {
      defer { step += 1 }
      return start.addingTimeInterval(step * interval)
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule with a date every `interval` seconds, aligned on `startDate`.
  ///
  /// - Parameters:
  ///   - startDate: One of the schedule's dates.
  ///   - interval: The seconds between two dates.
  /// - Returns: The schedule.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
