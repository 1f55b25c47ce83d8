extension Publisher {
  /// Delivers every value, and the completion, `interval` later than the upstream sent it,
  /// on `scheduler`.
  ///
  /// The subscription itself is handed over at once, as in Apple's Combine, so the first
  /// demand reaches the upstream without waiting for the scheduler. Values keep their order and
  /// spacing; demand passes straight through to the upstream.
  ///
  ///     button.taps
  ///       .delay(for: .milliseconds(500), scheduler: DispatchQueue.main)
  ///       .sink { hideToast() }
  ///
  /// - Parameters:
  ///   - interval: How long to hold back each event.
  ///   - tolerance: How late each delivery may be; the scheduler's minimum when `nil`.
  ///   - scheduler: The scheduler that delivers the events.
  ///   - options: Options for each scheduled delivery.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(
      upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
      scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's events a fixed time later, on a scheduler.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are delayed.
    public let upstream: Upstream
    /// How long each event is held back.
    public let interval: Context.SchedulerTimeType.Stride
    /// How late each delivery may be.
    public let tolerance: Context.SchedulerTimeType.Stride
    /// The scheduler that delivers the events.
    public let scheduler: Context
    /// Options for each scheduled delivery.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delays `upstream`'s events by `interval` on `scheduler`.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      tolerance: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions? = nil
    ) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    /// Subscribes `subscriber` to the upstream; each value and the completion reach it on
    /// ``scheduler``, ``interval`` after they arrived.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _DelayInner(
          downstream: subscriber, interval: interval, tolerance: tolerance,
          scheduler: scheduler, options: options))
    }
  }
}
