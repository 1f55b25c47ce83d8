extension Publisher {
  /// Ends the stream when the upstream goes `interval` without sending a value: it finishes
  /// normally, or fails with the error `customError` makes when you give one.
  ///
  /// The clock starts at subscription and restarts with every value. Values and the
  /// completion are delivered on `scheduler`; on time-out the upstream is cancelled.
  ///
  ///     response
  ///       .timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { .timedOut })
  ///       .sink(receiveCompletion: { print($0) }, receiveValue: { show($0) })
  ///
  /// - Parameters:
  ///   - interval: The longest the upstream may stay silent.
  ///   - scheduler: The scheduler that times the silence and delivers the events.
  ///   - options: Options for the scheduled deliveries.
  ///   - customError: Makes the failure sent on time-out; without it the stream finishes.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride,
    scheduler: S,
    options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}

extension Publishers {
  /// A publisher that ends when its upstream is silent for longer than an interval.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher being watched.
    public let upstream: Upstream
    /// The longest the upstream may stay silent.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that times the silence and delivers the events.
    public let scheduler: Context
    /// Options for the scheduled deliveries.
    public let options: Context.SchedulerOptions?
    /// Makes the failure sent on time-out; `nil` to finish normally instead.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a publisher that ends `upstream` after `interval` of silence.
    public init(
      upstream: Upstream,
      interval: Context.SchedulerTimeType.Stride,
      scheduler: Context,
      options: Context.SchedulerOptions?,
      customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    /// Starts the timer, then subscribes `subscriber` to the upstream; values and the
    /// completion reach it on ``scheduler``.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = Inner(self, downstream: subscriber)
      inner.restartTimer()
      upstream.subscribe(inner)
    }
  }
}

extension Publishers.Timeout {
  /// Keeps one timer, restarted by each value; `generation` tells a current timer from a
  /// stale one, so a timer that fires late does nothing.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = _Lock()
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    // Guarded by `lock`. `downstream` outlives `status` after an upstream completion until
    // the completion is delivered; cancel and time-out clear both.
    private var status = _SubscriberStatus.awaitingSubscription
    private var downstream: Downstream?
    private var customError: (() -> Failure)?
    private var generation: UInt64 = 0
    private var timer: Cancellable?
    private var timedOut = false

    init(_ publisher: Publishers.Timeout<Upstream, Context>, downstream: Downstream) {
      interval = publisher.interval
      scheduler = publisher.scheduler
      options = publisher.options
      customError = publisher.customError
      self.downstream = downstream
    }

    var description: String { "Timeout" }

    func receive(subscription: Subscription) {
      lock.lock()
      guard case .awaitingSubscription = status, !timedOut, let downstream else {
        lock.unlock()
        subscription.cancel()
        return
      }
      status = .subscribed(subscription)
      lock.unlock()
      downstream.receive(subscription: self)
      // The clock restarts now; after the hand-over, so that even a timer that fires at once
      // reaches a downstream that holds its subscription.
      restartTimer()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return .none
      }
      lock.unlock()
      restartTimer()
      scheduler.schedule(options: options) { self.deliver(input) }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return
      }
      status = .terminal
      let timer = stopTimer()
      lock.unlock()
      timer?.cancel()
      scheduler.schedule(options: options) { self.deliver(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
      precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
      lock.lock()
      let subscription = status.subscription
      lock.unlock()
      subscription?.request(demand)
    }

    func cancel() {
      lock.lock()
      let subscription = status.subscription
      status = .terminal
      downstream = nil
      customError = nil
      let timer = stopTimer()
      lock.unlock()
      timer?.cancel()
      subscription?.cancel()
    }

    // MARK: The timer

    /// Starts a fresh wait of `interval` from now, replacing the running one.
    func restartTimer() {
      lock.lock()
      guard downstream != nil, !timedOut else {
        lock.unlock()
        return
      }
      let previous = stopTimer()
      let current = generation
      lock.unlock()
      previous?.cancel()

      // A repeating schedule, because it is the one that can be cancelled; the first firing
      // ends the stream and cancels it.
      let newTimer = scheduler.schedule(
        after: scheduler.now.advanced(by: interval), interval: interval,
        tolerance: scheduler.minimumTolerance, options: options
      ) { [weak self] in self?.timerFired(for: current) }

      lock.lock()
      if generation == current && !timedOut && downstream != nil {
        timer = newTimer
        lock.unlock()
      } else {
        lock.unlock()
        newTimer.cancel()
      }
    }

    /// Invalidates the running timer and hands it back, to be cancelled outside the lock.
    /// Called with `lock` held.
    private func stopTimer() -> Cancellable? {
      generation &+= 1
      let timer = self.timer
      self.timer = nil
      return timer
    }

    private func timerFired(for firedGeneration: UInt64) {
      lock.lock()
      guard firedGeneration == generation, !timedOut, let downstream else {
        lock.unlock()
        return
      }
      timedOut = true
      let subscription = status.subscription
      let neverSubscribed: Bool
      if case .awaitingSubscription = status {
        neverSubscribed = true
      } else {
        neverSubscribed = false
      }
      status = .terminal
      self.downstream = nil
      let makeError = customError
      customError = nil
      let timer = stopTimer()
      lock.unlock()

      timer?.cancel()
      subscription?.cancel()
      // The downstream must hold a subscription before it may be told of the end.
      if neverSubscribed { downstream.receive(subscription: Subscriptions.empty) }
      downstream.receive(completion: makeError.map { .failure($0()) } ?? .finished)
    }

    // MARK: On the scheduler

    private func deliver(_ input: Input) {
      lock.lock()
      guard let downstream else {
        lock.unlock()
        return
      }
      lock.unlock()
      let more = downstream.receive(input)
      guard more > 0 else { return }
      lock.lock()
      let subscription = status.subscription
      lock.unlock()
      subscription?.request(more)
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
      lock.lock()
      let downstream = self.downstream
      self.downstream = nil
      customError = nil
      lock.unlock()
      downstream?.receive(completion: completion)
    }
  }
}
