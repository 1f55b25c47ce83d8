import Foundation

/// A schedule of the dates you list.
///
/// The timeline view builds its content at each of them; after the last, the content stays.
/// The dates should ascend; one not after the date before it is passed over.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  private let dates: Entries

  /// A schedule of `dates`.
  /// - Parameter dates: The dates, ascending.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given, whatever the start date and mode.
  ///
  /// - Parameters:
  ///   - startDate: Ignored.
  ///   - mode: Ignored.
  /// - Returns: The dates the schedule was made with.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
  /// A schedule of the dates in `dates`.
  ///
  /// - Parameter dates: The dates, ascending.
  /// - Returns: The schedule.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
