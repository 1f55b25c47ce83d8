extension Publisher {
  /// Delivers every value, and the completion, `interval` later than the upstream sent it,
  /// on `scheduler`.
  ///
  /// The subscription itself is handed over on the scheduler too, without delay. Values keep
  /// their order and spacing; demand passes straight through to the upstream.
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
    public typealias Output = Upstream.Output
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

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(self, downstream: subscriber))
    }
  }
}

extension Publishers.Delay {
  /// Schedules each upstream event `interval` after it arrives. A cancelled subscription
  /// keeps no downstream, so deliveries still pending find nobody to deliver to.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = _Lock()
    private let interval: Context.SchedulerTimeType.Stride
    private let tolerance: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    // Guarded by `lock`. `downstream` outlives `status` after an upstream completion until
    // the completion is delivered; cancel clears both.
    private var status = _SubscriberStatus.awaitingSubscription
    private var downstream: Downstream?

    init(_ publisher: Publishers.Delay<Upstream, Context>, downstream: Downstream) {
      interval = publisher.interval
      tolerance = publisher.tolerance
      scheduler = publisher.scheduler
      options = publisher.options
      self.downstream = downstream
    }

    var description: String { "Delay" }

    func receive(subscription: Subscription) {
      lock.lock()
      guard case .awaitingSubscription = status, downstream != nil else {
        lock.unlock()
        subscription.cancel()
        return
      }
      status = .subscribed(subscription)
      lock.unlock()
      scheduler.schedule(options: options) { self.deliverSubscription() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return .none
      }
      lock.unlock()
      scheduleLater { self.deliver(input) }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      guard case .subscribed = status else {
        lock.unlock()
        return
      }
      status = .terminal
      lock.unlock()
      scheduleLater { self.deliver(completion) }
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
      lock.unlock()
      subscription?.cancel()
    }

    private func scheduleLater(_ action: @escaping () -> Void) {
      scheduler.schedule(
        after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options,
        action)
    }

    // MARK: On the scheduler

    private func deliverSubscription() {
      lock.lock()
      let downstream = self.downstream
      lock.unlock()
      downstream?.receive(subscription: self)
    }

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
      lock.unlock()
      downstream?.receive(completion: completion)
    }
  }
}
