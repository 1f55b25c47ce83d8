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
  ///
  /// It reads the scheduler's clock where Apple's does (on creation, on subscription and on
  /// every event), so a scheduler sees the same calls. Scheduled emissions hold this object
  /// weakly: once the subscriber lets go, a pending emission does nothing. The downstream is
  /// released when the stream ends.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private enum Status {
      case awaitingSubscription(Downstream)
      case subscribed(Subscription, Downstream)
      /// The upstream completed; the completion waits for its emission.
      case completing(Subscription, Downstream)
      case terminal
    }

    private let lock = _Lock()
    /// Serialises calls into the downstream, re-entrantly.
    private let downstreamLock = _RecursiveLock()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    // Guarded by `lock`.
    private var status: Status
    private var demand = Subscribers.Demand.none
    private var lastArrival: Context.SchedulerTimeType
    private var lastEmission: Context.SchedulerTimeType?
    private var pendingInput: Input?
    private var pendingCompletion: Subscribers.Completion<Failure>?

    init(_ throttle: Publishers.Throttle<Upstream, Context>, downstream: Downstream) {
      interval = throttle.interval
      scheduler = throttle.scheduler
      latest = throttle.latest
      status = .awaitingSubscription(downstream)
      lastArrival = throttle.scheduler.now
    }

    var description: String { "Throttle" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }

    private var hasScheduledEmissionLocked: Bool {
      pendingInput != nil || pendingCompletion != nil
    }

    func receive(subscription: Subscription) {
      lock.lock()
      guard case .awaitingSubscription(let downstream) = status else {
        lock.unlock()
        subscription.cancel()
        return
      }
      lastArrival = scheduler.now
      status = .subscribed(subscription, downstream)
      lock.unlock()
      subscription.request(.unlimited)
      downstreamLock.lock()
      downstream.receive(subscription: self)
      downstreamLock.unlock()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return .none
      }
      let now = scheduler.now
      lastArrival = now
      guard demand > 0 else {
        lock.unlock()
        return .none
      }
      if hasScheduledEmissionLocked {
        if latest { pendingInput = input }
        lock.unlock()
        return .none
      }
      let earliest = lastEmission.map { $0.advanced(by: interval) }
      let due = earliest.map { Swift.max(now, $0) } ?? now
      demand -= 1
      pendingInput = input
      lock.unlock()
      if due == now {
        scheduler.schedule { [weak self] in self?.emit() }
      } else {
        scheduler.schedule(after: due) { [weak self] in self?.emit() }
      }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard case .subscribed(let subscription, let downstream) = status else {
        lock.unlock()
        return
      }
      lastArrival = scheduler.now
      status = .completing(subscription, downstream)
      if hasScheduledEmissionLocked {
        if pendingCompletion == nil { pendingCompletion = completion }
        lock.unlock()
        return
      }
      pendingCompletion = completion
      lock.unlock()
      scheduler.schedule { [weak self] in self?.emit() }
    }

    func request(_ more: Subscribers.Demand) {
      guard more > 0 else { return }
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return
      }
      demand += more
      lock.unlock()
    }

    func cancel() {
      lock.lock()
      let subscription: Subscription?
      switch status {
      case .subscribed(let upstream, _), .completing(let upstream, _): subscription = upstream
      case .awaitingSubscription, .terminal: subscription = nil
      }
      let released = status
      status = .terminal
      lock.unlock()
      withExtendedLifetime(released) {}
      subscription?.cancel()
    }

    /// On the scheduler: delivers the value held and any completion behind it.
    private func emit() {
      lock.lock()
      let downstream: Downstream
      switch status {
      case .subscribed(_, let live), .completing(_, let live): downstream = live
      case .awaitingSubscription, .terminal:
        lock.unlock()
        return
      }
      if pendingInput != nil && pendingCompletion == nil { lastEmission = scheduler.now }
      let input = pendingInput.take()
      let completion = pendingCompletion.take()
      if completion != nil { status = .terminal }
      lock.unlock()
      downstreamLock.lock()
      let more = input.map { downstream.receive($0) } ?? .none
      if let completion { downstream.receive(completion: completion) }
      downstreamLock.unlock()
      guard more > 0 else { return }
      lock.withLock { demand += more }
    }
  }
}
