import Foundation

/// What a phase animator keeps in its node: the phase it shows, since when, and the
/// trigger it last saw.
@MainActor
final class _PhaseAnimatorState: _ClockDriven {
  private(set) var index = 0
  /// When the phase shown began.
  private var enteredAt: Date?
  /// Whether a trigger's run through the phases is under way.
  private var isRunning = false
  private var trigger: _PhaseTrigger?

  private(set) var upcoming: Date?
  private(set) var builtAt: Date?
  var isTicking = false
  var isWatched = false

  /// The phase to show at `now` of `count` phases, each shown for `hold(index)` seconds;
  /// a changed trigger starts a run at the second phase.
  func phase(
    count: Int, trigger newTrigger: _PhaseTrigger?, at now: Date,
    hold: (Int) -> TimeInterval
  ) -> Int {
    defer {
      builtAt = now
      isTicking = false
    }
    if index >= count { index = 0 }
    guard let newTrigger else { return cycle(count: count, at: now, hold: hold) }
    if let trigger, !trigger.isSame(as: newTrigger), count > 1 {
      index = 1
      enteredAt = now
      isRunning = true
    }
    trigger = newTrigger
    guard isRunning, var entered = enteredAt else {
      upcoming = nil
      return index
    }
    while entered.addingTimeInterval(hold(index)) <= now {
      entered = entered.addingTimeInterval(hold(index))
      index += 1
      if index == count {
        // Back on the first phase, at rest until the trigger changes again.
        index = 0
        isRunning = false
        upcoming = nil
        return index
      }
    }
    enteredAt = entered
    upcoming = entered.addingTimeInterval(hold(index))
    return index
  }

  /// Cycling without a trigger: the first phase when first built (or when time went back),
  /// then each in turn.
  private func cycle(count: Int, at now: Date, hold: (Int) -> TimeInterval) -> Int {
    guard var entered = enteredAt, entered <= now, builtAt.map({ $0 <= now }) ?? false else {
      index = 0
      enteredAt = now
      upcoming = now.addingTimeInterval(hold(0))
      return index
    }
    // Whole cycles are skipped at once, so that a long jump costs one cycle at most.
    let cycle = (0..<count).reduce(0) { $0 + hold($1) }
    if index == 0, cycle > 0 {
      let cycles = (now.timeIntervalSince(entered) / cycle).rounded(.down)
      if cycles > 1 { entered = entered.addingTimeInterval((cycles - 1) * cycle) }
    }
    while entered.addingTimeInterval(hold(index)) <= now {
      entered = entered.addingTimeInterval(hold(index))
      index = (index + 1) % count
    }
    enteredAt = entered
    upcoming = entered.addingTimeInterval(hold(index))
    return index
  }
}
