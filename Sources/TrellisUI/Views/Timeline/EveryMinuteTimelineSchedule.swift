import Foundation

/// A schedule with a date at the start of every minute: for a clock that shows hours and
/// minutes.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule of whole minutes.
  public init() {}

  /// Whole minutes from the start of the minute holding `startDate` on: from 10:09:32, the
  /// first date is 10:09:00, the next 10:10:00.
  ///
  /// - Parameters:
  ///   - startDate: When the timeline view starts following the schedule.
  ///   - mode: Ignored: a minute is rare enough in every mode.
  /// - Returns: The endless sequence of dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    // The reference date falls on a whole minute, and time zones today are offset from it
    // by whole minutes, so a minute starts at a multiple of 60 seconds from it.
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
    return Entries(minute: minute)
  }

  /// The starts of successive minutes, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    /// The next minute, counted from the reference date.
    var minute: Double

    /// The start of the next minute.
    /// - Returns: It; never `nil`.
    public mutating func next() -> Date? {
      defer { minute += 1 }
      return Date(timeIntervalSinceReferenceDate: minute * 60)
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule with a date at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
