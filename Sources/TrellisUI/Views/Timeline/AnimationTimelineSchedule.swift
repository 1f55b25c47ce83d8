import Foundation

/// A schedule for content that moves: a date for every frame the host draws.
///
/// Apple's schedule follows the display's refresh. Trellis's hosts have no display clock,
/// so this schedule hands out a date every ``minimumInterval`` seconds, or every
/// ``defaultInterval`` (a thirtieth of a second) when none is given: smooth enough for a
/// terminal or a window, and few enough re-evaluations to leave the machine idle most of
/// the time. A paused schedule hands out only its first date, so the content stays as it
/// is until the schedule runs again.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The seconds between frames when the schedule names none.
  public static let defaultInterval: TimeInterval = 1.0 / 30

  /// The seconds at least between two dates, as given; `nil` for ``defaultInterval``.
  public let minimumInterval: Double?
  /// Whether the schedule stands still.
  public let paused: Bool

  /// A schedule of frames.
  ///
  /// - Parameters:
  ///   - minimumInterval: The seconds at least between two frames; `nil` for a thirtieth of
  ///     a second.
  ///   - paused: Whether the schedule hands out no frame after the first.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// A date every frame from `startDate` on; only `startDate` while paused, and none in
  /// ``TimelineScheduleMode/lowFrequency`` mode, where Apple's pauses too.
  ///
  /// - Parameters:
  ///   - startDate: When the timeline view starts following the schedule.
  ///   - mode: The mode; animations stop in ``TimelineScheduleMode/lowFrequency``.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let interval = minimumInterval.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    return Entries(
      start: startDate, interval: interval ?? Self.defaultInterval,
      limit: mode == .lowFrequency ? 0 : (paused ? 1 : nil))
  }

  /// The frames of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    let start: Date
    let interval: TimeInterval
    /// How many dates the sequence has; `nil` for no end.
    let limit: Int?
    var step = 0

    /// The next frame's date; `nil` once a paused schedule gave its one date.
    /// - Returns: The date, or `nil`.
    public mutating func next() -> Date? {
      if let limit, step >= limit { return nil }
      defer { step += 1 }
      return start.addingTimeInterval(Double(step) * interval)
    }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule of frames, a thirtieth of a second apart in Trellis's hosts.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// A schedule of frames at least `minimumInterval` seconds apart, which stands still
  /// while `paused`.
  ///
  /// - Parameters:
  ///   - minimumInterval: The seconds at least between two frames; `nil` for a thirtieth of
  ///     a second.
  ///   - paused: Whether the content stays as it is.
  /// - Returns: The schedule.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
