extension Publisher {
  /// Emits a value only once `dueTime` has passed without a newer one, so that a burst of
  /// values becomes its last value.
  ///
  /// Each value restarts the wait; when it runs out, the latest value is delivered on
  /// `scheduler` if the subscriber has demand for it, and dropped otherwise. A completion is
  /// forwarded on the scheduler at once, and a value still waiting at that moment is dropped,
  /// as Apple's Combine does.
  ///
  ///     searchField.textPublisher
  ///       .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
  ///       .sink { search(for: $0) }
  ///
  /// - Parameters:
  ///   - dueTime: How long the upstream must stay quiet before the latest value goes out.
  ///   - scheduler: The scheduler that times the wait and delivers the events.
  ///   - options: Options for the scheduled deliveries.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that emits its upstream's latest value once the upstream has been quiet
  /// for a given time.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher being debounced.
    public let upstream: Upstream
    /// How long the upstream must stay quiet before the latest value goes out.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler that times the wait and delivers the events.
    public let scheduler: Context
    /// Options for the scheduled deliveries.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that debounces `upstream` by `dueTime` on `scheduler`.
    public init(
      upstream: Upstream,
      dueTime: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the values that
    /// survive and the completion reach `subscriber` on ``scheduler``.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(self, downstream: subscriber))
    }
  }
}

extension Publishers.Debounce {
  /// Asks the upstream for everything, keeps the latest value and a timer for it.
  ///
  /// Each value starts a new generation with its own (repeating) timer and cancels the timers
  /// of older ones; a timer delivers only if its generation is still the newest and its value
  /// has not gone out yet, so a timer that fires late or twice does nothing.
  ///
  /// As in Apple's Combine, a timer holds this object (and the downstream) strongly until it
  /// is cancelled or fires, the completion is scheduled without the caller's options, and the
  /// downstream stays referenced until this object goes away.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let link = _UpstreamLink()
    /// Serialises calls into the downstream, re-entrantly.
    private let downstreamLock = _RecursiveLock()
    private let downstream: Downstream
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    // Guarded by `link`.
    private var demand = Subscribers.Demand.none
    private var latest: Input?
    private var generation: UInt64 = 0
    /// The live timer of each generation; `nil` while its schedule call is still running.
    private var timers: [UInt64: Cancellable?] = [:]

    init(_ publisher: Publishers.Debounce<Upstream, Context>, downstream: Downstream) {
      dueTime = publisher.dueTime
      scheduler = publisher.scheduler
      options = publisher.options
      self.downstream = downstream
    }

    var description: String { "Debounce" }

    var customMirror: Mirror {
      link.lock()
      let children: [Mirror.Child] = [
        ("downstream", downstream), ("downstreamDemand", demand),
        ("currentValue", latest as Any),
      ]
      link.unlock()
      return Mirror(self, children: children)
    }

    var playgroundDescription: Any { description }

    func receive(subscription: Subscription) {
      guard link.accept(subscription) else { return }
      downstreamLock.lock()
      downstream.receive(subscription: self)
      downstreamLock.unlock()
      subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      link.lock()
      guard case .subscribed = link.status else {
        link.unlock()
        return .none
      }
      generation &+= 1
      let current = generation
      latest = input
      let due = scheduler.now.advanced(by: dueTime)
      let previous = timers
      timers = [current: Cancellable?.none]
      link.unlock()
      // A repeating schedule, because it is the one that can be cancelled; the first firing
      // cancels it.
      let timer = scheduler.schedule(
        after: due, interval: dueTime, tolerance: scheduler.minimumTolerance, options: options
      ) { self.timerFired(for: current) }
      link.lock()
      let stillWanted = timers.keys.contains(current)
      if stillWanted { timers[current] = .some(timer) }
      link.unlock()
      if !stillWanted { timer.cancel() }
      for case let stale?? in previous.values { stale.cancel() }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      link.lock()
      guard case .subscribed = link.status else {
        link.unlock()
        return
      }
      link.endLocked()
      let timers = self.timers
      self.timers = [:]
      link.unlock()
      for case let timer?? in timers.values { timer.cancel() }
      scheduler.schedule {
        self.downstreamLock.lock()
        self.downstream.receive(completion: completion)
        self.downstreamLock.unlock()
      }
    }

    func request(_ more: Subscribers.Demand) {
      link.lock()
      guard case .subscribed = link.status else {
        link.unlock()
        return
      }
      demand += more
      link.unlock()
    }

    func cancel() {
      link.lock()
      guard case .subscribed(let subscription) = link.status else {
        link.unlock()
        return
      }
      link.endLocked()
      let timers = self.timers
      self.timers = [:]
      link.unlock()
      for case let timer?? in timers.values { timer.cancel() }
      subscription.cancel()
    }

    // MARK: On the scheduler

    private func timerFired(for fired: UInt64) {
      link.lock()
      guard case .subscribed = link.status else {
        link.unlock()
        return
      }
      guard fired == generation, let value = latest else {
        let timer = timers[fired] ?? nil
        link.unlock()
        timer?.cancel()
        return
      }
      guard let entry = timers.removeValue(forKey: fired) else {
        // Already delivered: a repeating timer firing again.
        link.unlock()
        return
      }
      let hasDemand = demand > 0
      if hasDemand { demand -= 1 }
      link.unlock()
      entry?.cancel()
      // No demand when the quiet time ends: the value is dropped.
      guard hasDemand else { return }
      downstreamLock.lock()
      let more = downstream.receive(value)
      downstreamLock.unlock()
      guard more > 0 else { return }
      link.withLock { demand += more }
    }
  }
}
