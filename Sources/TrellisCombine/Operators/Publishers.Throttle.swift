extension Publisher {
  /// Emits at most one value per `interval`: the first value goes out at once (on
  /// `scheduler`), and values that arrive while the interval runs are held, the newest or
  /// the first of them according to `latest`, and emitted when it ends.
  ///
  /// Values that arrive while the subscriber has no demand are dropped. A completion is
  /// delivered after a value still held for the current interval, or at once when none is.
  ///
  ///     scrollOffsets
  ///       .throttle(for: .milliseconds(100), scheduler: DispatchQueue.main, latest: true)
  ///       .sink { updateHeader(for: $0) }
  ///
  /// - Parameters:
  ///   - interval: The shortest time between two emitted values.
  ///   - scheduler: The scheduler that times the intervals and delivers the events.
  ///   - latest: `true` to emit the newest value held in an interval, `false` the first one.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

extension Publishers {
  /// A publisher that emits at most one of its upstream's values per time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher being throttled.
    public let upstream: Upstream
    /// The shortest time between two emitted values.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that times the intervals and delivers the events.
    public let scheduler: Context
    /// Whether the newest (`true`) or the first (`false`) value of an interval is emitted.
    public let latest: Bool

    /// Creates a publisher that throttles `upstream` to one value per `interval`.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the values kept and
    /// the completion reach `subscriber` on ``scheduler``.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(self, downstream: subscriber))
    }
  }
}

extension Publishers.Throttle {
  /// Asks the upstream for everything and keeps at most one value and one scheduled
  /// emission; the emission also carries a completion that arrived while it was pending.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = _Lock()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let keepsLatest: Bool
    // Guarded by `lock`.
    private var status = _SubscriberStatus.awaitingSubscription
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var held: Input?
    private var heldCompletion: Subscribers.Completion<Failure>?
    private var emissionScheduled = false
    private var lastEmission: Context.SchedulerTimeType?

    init(_ publisher: Publishers.Throttle<Upstream, Context>, downstream: Downstream) {
      interval = publisher.interval
      scheduler = publisher.scheduler
      keepsLatest = publisher.latest
      self.downstream = downstream
    }

    var description: String { "Throttle" }

    func receive(subscription: Subscription) {
      lock.lock()
      guard case .awaitingSubscription = status, let downstream else {
        lock.unlock()
        subscription.cancel()
        return
      }
      status = .subscribed(subscription)
      lock.unlock()
      downstream.receive(subscription: self)
      // The downstream may have cancelled from inside `receive(subscription:)`.
      lock.lock()
      let stillSubscribed = status.subscription != nil
      lock.unlock()
      if stillSubscribed { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      let now = scheduler.now
      lock.lock()
      guard case .subscribed = status, demand > 0 else {
        lock.unlock()
        return .none
      }
      if keepsLatest || held == nil { held = input }
      guard !emissionScheduled else {
        lock.unlock()
        return .none
      }
      emissionScheduled = true
      let due = lastEmission?.advanced(by: interval)
      lock.unlock()
      if let due, due > now {
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: nil) {
          self.emit()
        }
      } else {
        scheduler.schedule(options: nil) { self.emit() }
      }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return
      }
      status = .terminal
      heldCompletion = completion
      guard !emissionScheduled else {
        lock.unlock()
        return
      }
      emissionScheduled = true
      lock.unlock()
      scheduler.schedule(options: nil) { self.emit() }
    }

    func request(_ demand: Subscribers.Demand) {
      precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
      lock.withLock {
        if downstream != nil { self.demand += demand }
      }
    }

    func cancel() {
      lock.lock()
      let subscription = status.subscription
      status = .terminal
      downstream = nil
      held = nil
      heldCompletion = nil
      lock.unlock()
      subscription?.cancel()
    }

    // MARK: On the scheduler

    private func emit() {
      let now = scheduler.now
      lock.lock()
      emissionScheduled = false
      guard let downstream else {
        lock.unlock()
        return
      }
      var value = held
      held = nil
      if value != nil {
        if demand > 0 {
          demand -= 1
          lastEmission = now
        } else {
          value = nil
        }
      }
      let completion = heldCompletion
      heldCompletion = nil
      if completion != nil { self.downstream = nil }
      lock.unlock()

      if let value {
        let more = downstream.receive(value)
        if more > 0 {
          lock.withLock {
            if self.downstream != nil { demand += more }
          }
        }
      }
      if let completion {
        downstream.receive(completion: completion)
      }
    }
  }
}
