import Foundation

/// What a timeline view keeps in its node: its schedule's dates as they are used up, the
/// date shown and the one that comes next.
///
/// The dates are asked for once, when the view is first built or its parent builds it again
/// (the schedule may have changed: an animation paused), and then read one by one as time
/// passes, so that a long-running view costs the same at every date. When time goes back (a
/// test sets an earlier date), the dates are asked for again.
@MainActor
final class _TimelineState: _ClockDriven {
  private var entries: AnyIterator<Date>?
  /// The schedule's latest date not after the time the content was last built.
  private(set) var current: Date?
  /// The schedule's first date after that time; `nil` when the dates ended.
  private(set) var upcoming: Date?
  /// The time the content was last built.
  private(set) var builtAt: Date?
  /// Set when the view is built again because its next date came: then the dates read so
  /// far still hold.
  var isTicking = false
  var isWatched = false

  /// Reads `schedule` up to `now`, and returns the context to build the content with.
  func follow<Schedule: TimelineSchedule>(_ schedule: Schedule, at now: Date)
    -> TimelineViewDefaultContext
  {
    if !isTicking || entries == nil || builtAt.map({ now < $0 }) ?? true {
      let iterator = schedule.entries(from: now, mode: .normal).makeIterator()
      entries = AnyIterator(iterator)
      current = nil
      upcoming = entries?.next()
    }
    isTicking = false
    builtAt = now
    // A bound, against a schedule of yours whose dates never pass now.
    var read = 0
    while let candidate = upcoming, candidate <= now, read < 1_000_000 {
      if current.map({ candidate > $0 }) ?? true { current = candidate }
      upcoming = entries?.next()
      read += 1
    }
    // Dates out of order are passed over.
    while let candidate = upcoming, let current, candidate <= current {
      upcoming = entries?.next()
    }
    let date = current ?? now
    return TimelineViewDefaultContext(
      date: date,
      cadence: .init(interval: upcoming.map { $0.timeIntervalSince(date) }))
  }
}
