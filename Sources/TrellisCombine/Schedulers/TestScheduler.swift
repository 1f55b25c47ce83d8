/// A scheduler whose clock moves only when a test moves it, so time-based code runs
/// deterministically and without waiting.
///
/// Scheduled actions run on the thread that calls ``advance(by:)``, ``advance(to:)`` or
/// ``run()``, in order of their due time and, for the same due time, in the order they were
/// scheduled. An action that schedules more work due inside the window being advanced through
/// sees that work run in the same call.
///
///     let scheduler = DispatchQueue.test
///     var values: [String] = []
///     let cancellable = subject
///       .debounce(for: .milliseconds(300), scheduler: scheduler)
///       .sink { values.append($0) }
///     subject.send("swi")
///     scheduler.advance(by: .milliseconds(300))  // values == ["swi"]
///
/// The scheduler is thread-safe; it never runs an action while holding its lock.
public final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler,
  @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
  private struct Entry {
    /// Shared by every run of one repeating action, so cancelling reaches all of them.
    let id: UInt64
    /// Breaks ties between entries due at the same time: lower runs first.
    let sequence: UInt64
    let date: SchedulerTimeType
    let interval: SchedulerTimeType.Stride?
    let action: () -> Void
  }

  private let lock = _Lock()
  // Guarded by `lock`.
  private var currentTime: SchedulerTimeType
  private var nextSequence: UInt64 = 0
  /// Pending work, latest first, so the next entry to run is the last one.
  private var pending: [Entry] = []

  /// Creates a scheduler whose clock starts at `now`.
  public init(now: SchedulerTimeType) {
    currentTime = now
  }

  /// The scheduler's current virtual time.
  public var now: SchedulerTimeType { lock.withLock { currentTime } }

  /// Zero: virtual time has no jitter.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Moves the clock forward by `stride`, running every action that falls due on the way.
  ///
  /// `advance()` moves no time but runs everything already due now, such as actions passed to
  /// ``schedule(options:_:)``.
  public func advance(by stride: SchedulerTimeType.Stride = .zero) {
    advance(to: now.advanced(by: stride))
  }

  /// Moves the clock to `instant`, running every action due at or before it in order; the
  /// clock reads each action's due time while that action runs.
  ///
  /// The clock never goes back: an `instant` before ``now`` runs what is due now and leaves
  /// the clock where it is.
  public func advance(to instant: SchedulerTimeType) {
    while let entry = takeNext(dueBy: instant) {
      entry.action()
    }
  }

  /// Runs scheduled work until none is left, moving the clock to each action's due time.
  ///
  /// A repeating action that is never cancelled keeps this from returning; advance by a fixed
  /// amount instead when one is pending.
  public func run() {
    while let date = lock.withLock({ pending.last?.date }) {
      advance(to: date)
    }
  }

  /// Schedules `action` to run at the current virtual time, on the next advance.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    lock.withLock {
      insert(id: makeID(), date: currentTime, interval: nil, action: action)
    }
  }

  /// Schedules `action` to run once the clock reaches `date`.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    lock.withLock {
      insert(id: makeID(), date: date, interval: nil, action: action)
    }
  }

  /// Schedules `action` to run when the clock reaches `date` and then every `interval`, until
  /// the returned cancellable is cancelled. An interval that is not positive runs it once.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    let id = lock.withLock {
      let id = makeID()
      insert(id: id, date: date, interval: interval > .zero ? interval : nil, action: action)
      return id
    }
    return AnyCancellable { [weak self] in self?.cancelEntries(withID: id) }
  }

  // MARK: Storage (all called with `lock` held)

  private func makeID() -> UInt64 {
    nextSequence += 1
    return nextSequence
  }

  private func insert(
    id: UInt64, date: SchedulerTimeType, interval: SchedulerTimeType.Stride?,
    action: @escaping () -> Void
  ) {
    nextSequence += 1
    let entry = Entry(
      id: id, sequence: nextSequence, date: date, interval: interval, action: action)
    // `pending` is sorted latest first; among equal dates the newest goes first, because it
    // runs last. Find the first index whose date is not later than the new one.
    var low = 0
    var high = pending.count
    while low < high {
      let middle = (low + high) / 2
      if pending[middle].date > date { low = middle + 1 } else { high = middle }
    }
    pending.insert(entry, at: low)
  }

  private func takeNext(dueBy instant: SchedulerTimeType) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    // An instant in the past counts as now: the clock never goes back, but work already due
    // still runs.
    let limit = max(instant, currentTime)
    guard let entry = pending.last, entry.date <= limit else {
      currentTime = limit
      return nil
    }
    pending.removeLast()
    if currentTime < entry.date { currentTime = entry.date }
    if let interval = entry.interval {
      // Queue the next run before this one, so that the action can cancel it.
      insert(
        id: entry.id, date: entry.date.advanced(by: interval), interval: interval,
        action: entry.action)
    }
    return entry
  }

  private func cancelEntries(withID id: UInt64) {
    lock.lock()
    var removed: [Entry] = []
    pending.removeAll { entry in
      guard entry.id == id else { return false }
      removed.append(entry)
      return true
    }
    lock.unlock()
    // The actions (and whatever they capture) are released here, outside the lock.
    withExtendedLifetime(removed) {}
  }
}

/// The test scheduler that stands in for scheduler type `S` in tests.
public typealias TestSchedulerOf<S: Scheduler> = TestScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
