import Foundation

/// What every timeline view's content is given: the same context whatever the schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView {
  /// What a timeline view's content is built with: the schedule's date, and how often the
  /// dates come.
  public struct Context {
    /// How often a timeline view's content is built again, from the most often to the
    /// least; slower cadences compare greater (`cadence > .live`).
    public enum Cadence: Comparable, Sendable {
      /// Many times a second: an animation.
      case live
      /// About once a second.
      case seconds
      /// About once a minute, or less.
      case minutes
    }

    /// The schedule's date the content is built for: its latest not after now. The first
    /// may lie in the past (an `.everyMinute` view shown at 10:09:55 starts with 10:09:00);
    /// before a schedule's first date, the time the view was built.
    public let date: Date

    /// How often the dates come: from the time between this date and the next, `.live`
    /// under a second, `.seconds` under a minute, else (and after the last date)
    /// `.minutes`. Use it to leave out detail that changes faster than that.
    public let cadence: Cadence
  }
}

extension TimelineView.Context.Cadence {
  /// The cadence of dates `interval` seconds apart; `nil`: no date follows.
  init(interval: TimeInterval?) {
    guard let interval else {
      self = .minutes
      return
    }
    self = interval < 1 ? .live : (interval < 60 ? .seconds : .minutes)
  }
}
