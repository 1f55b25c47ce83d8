import Foundation

/// A source of dates at which a ``TimelineView`` builds its content again.
///
/// A schedule hands out an ascending sequence of dates; the timeline view shows its content
/// for the latest of them that is not after now, and builds it again when the next one
/// comes. Trellis ships ``PeriodicTimelineSchedule``, ``EveryMinuteTimelineSchedule``,
/// ``AnimationTimelineSchedule`` and ``ExplicitTimelineSchedule``; any type of yours that
/// answers ``entries(from:mode:)`` works as well.
public protocol TimelineSchedule {
  /// Whether the schedule is asked for its usual dates or for fewer of them.
  typealias Mode = TimelineScheduleMode

  /// The sequence of dates the schedule hands out.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The dates at which the content changes, in ascending order, beginning at or shortly
  /// before `startDate`.
  ///
  /// - Parameters:
  ///   - startDate: The time the timeline view starts following the schedule.
  ///   - mode: ``TimelineScheduleMode/normal`` in Trellis's hosts, which never slow down.
  /// - Returns: The dates, ascending.
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often a timeline view wants its schedule's dates.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// As often as the schedule says; what Trellis's hosts always ask for.
  case normal
  /// Only the dates that matter most, for a screen that is dimmed (no host here dims).
  case lowFrequency
}
