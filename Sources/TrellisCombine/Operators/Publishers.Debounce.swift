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
  /// Asks the upstream for everything, keeps the latest value and one timer for it.
  ///
  /// Each value bumps `generation`; a timer acts only if the generation it was started for is
  /// still current and its value has not gone out yet, so a timer that fires late or twice
  /// does nothing.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = _Lock()
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    // Guarded by `lock`.
    private var status = _SubscriberStatus.awaitingSubscription
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var latest: Input?
    private var generation: UInt64 = 0
    private var timer: Cancellable?

    init(_ publisher: Publishers.Debounce<Upstream, Context>, downstream: Downstream) {
      dueTime = publisher.dueTime
      scheduler = publisher.scheduler
      options = publisher.options
      self.downstream = downstream
    }

    var description: String { "Debounce" }

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
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return .none
      }
      generation &+= 1
      let current = generation
      latest = input
      let previousTimer = timer
      timer = nil
      lock.unlock()
      previousTimer?.cancel()

      // A repeating schedule, because it is the one that can be cancelled; the first firing
      // cancels it.
      let newTimer = scheduler.schedule(
        after: scheduler.now.advanced(by: dueTime), interval: dueTime,
        tolerance: scheduler.minimumTolerance, options: options
      ) { [weak self] in self?.timerFired(for: current) }

      lock.lock()
      if generation == current && latest != nil {
        timer = newTimer
        lock.unlock()
      } else {
        // Superseded already, or it fired at once (an immediate scheduler).
        lock.unlock()
        newTimer.cancel()
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
      latest = nil
      generation &+= 1
      let timer = self.timer
      self.timer = nil
      lock.unlock()
      timer?.cancel()
      scheduler.schedule(options: options) { self.deliver(completion) }
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
      latest = nil
      generation &+= 1
      let timer = self.timer
      self.timer = nil
      lock.unlock()
      timer?.cancel()
      subscription?.cancel()
    }

    // MARK: On the scheduler

    private func timerFired(for firedGeneration: UInt64) {
      lock.lock()
      guard firedGeneration == generation, let value = latest else {
        lock.unlock()
        return
      }
      latest = nil
      let timer = self.timer
      self.timer = nil
      guard let downstream, demand > 0 else {
        // No demand when the quiet time ends: the value is dropped.
        lock.unlock()
        timer?.cancel()
        return
      }
      demand -= 1
      lock.unlock()
      timer?.cancel()
      let more = downstream.receive(value)
      guard more > 0 else { return }
      lock.withLock {
        if self.downstream != nil { demand += more }
      }
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
      lock.lock()
      let downstream = self.downstream
      self.downstream = nil
      lock.unlock()
      downstream?.receive(completion: completion)
    }
  }
}
