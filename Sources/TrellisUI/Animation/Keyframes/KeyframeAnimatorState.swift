import Foundation

/// What a keyframe animator keeps in its node: when its keyframes started playing, and the
/// trigger it last saw.
@MainActor
final class _KeyframeAnimatorState: _ClockDriven {
  /// The seconds between two samples of the value.
  static let frame = AnimationTimelineSchedule.defaultInterval

  private var startedAt: Date?
  private var trigger: _PhaseTrigger?
  /// Whether the keyframes played once to their end (a triggered animator rests there).
  private var hasEnded = false

  private(set) var upcoming: Date?
  private(set) var builtAt: Date?
  var isTicking = false
  var isWatched = false

  /// The time into the keyframes to show at `now`; `nil` for the initial value.
  func time(
    duration: TimeInterval, repeating: Bool, trigger newTrigger: _PhaseTrigger?, at now: Date
  ) -> TimeInterval? {
    defer {
      builtAt = now
      isTicking = false
    }
    if let newTrigger {
      if let trigger, !trigger.isSame(as: newTrigger) {
        startedAt = now
        hasEnded = false
      }
      trigger = newTrigger
    } else if startedAt == nil || builtAt.map({ now < $0 }) ?? false {
      // Without a trigger the keyframes start when the view appears (or when time went back).
      startedAt = now
      hasEnded = false
    }
    guard let startedAt, !hasEnded, now >= startedAt else {
      upcoming = nil
      return hasEnded ? duration : nil
    }
    let elapsed = now.timeIntervalSince(startedAt)
    guard duration > 0 else {
      upcoming = nil
      hasEnded = !repeating
      return duration
    }
    if !repeating, elapsed >= duration {
      hasEnded = true
      upcoming = nil
      return duration
    }
    let nextFrame = startedAt.addingTimeInterval(
      ((elapsed / Self.frame).rounded(.down) + 1) * Self.frame)
    let end = startedAt.addingTimeInterval(
      repeating ? ((elapsed / duration).rounded(.down) + 1) * duration : duration)
    upcoming = min(nextFrame, end)
    return repeating ? elapsed.truncatingRemainder(dividingBy: duration) : elapsed
  }
}
