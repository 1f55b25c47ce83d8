/// Something that decides when and where a closure runs: at once, on a queue, on a run loop,
/// or in virtual time for tests.
///
/// Time-based operators such as `debounce`, `delay` and `receive(on:)` take a scheduler, so the
/// same pipeline can run on `DispatchQueue.main` in an app and on a ``TestScheduler`` in a test.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's notion of a point in time; its `Stride` is a span between two points.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// Extra, scheduler-specific settings for one piece of work (a quality of service, say).
  associatedtype SchedulerOptions

  /// The current time, as this scheduler measures it.
  var now: SchedulerTimeType { get }

  /// The least leeway the scheduler allows when it runs delayed work.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as the scheduler can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

  /// Runs `action` once, no earlier than `date`, allowing `tolerance` of lateness.
  func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  )

  /// Runs `action` at `date` and then every `interval`, until the returned value is cancelled.
  ///
  /// - Returns: A cancellable that stops the repetition; keep it for as long as the work
  ///   should go on.
  func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> Cancellable
}

extension Scheduler {
  /// Runs `action` once, no earlier than `date`, with the scheduler's minimum tolerance.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` as soon as the scheduler can, with no options.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs `action` once, no earlier than `date`, allowing `tolerance` of lateness.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and then every `interval`, allowing `tolerance` of lateness,
  /// until the returned value is cancelled (or deinitialised, for an ``AnyCancellable``).
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and then every `interval`, with the scheduler's minimum tolerance,
  /// until the returned value is cancelled.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}
