extension Publisher {
  /// Delivers the subscription, every value and the completion on `scheduler`, in the order
  /// the upstream produced them.
  ///
  /// Use it to move results onto the thread that consumes them, for example the main queue
  /// for UI updates. Requests and cancellation still go upstream on the calling thread.
  ///
  ///     fetchPublisher
  ///       .receive(on: DispatchQueue.main)
  ///       .sink { label.text = $0 }
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler that delivers events downstream.
  ///   - options: Options for each scheduled delivery.
  public func receive<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.ReceiveOn<Self, S> {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that delivers its upstream's events to subscribers on a given scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose events are moved.
    public let upstream: Upstream
    /// The scheduler that delivers the events.
    public let scheduler: Context
    /// Options for each scheduled delivery.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers `upstream`'s events on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}

extension Publishers.ReceiveOn {
  /// Hands each upstream event to the scheduler. A cancelled subscription keeps no
  /// downstream, so deliveries still queued on the scheduler find nobody to deliver to.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = _Lock()
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    // Guarded by `lock`. `downstream` outlives `status` after an upstream completion until
    // the completion is delivered; cancel clears both.
    private var status = _SubscriberStatus.awaitingSubscription
    private var downstream: Downstream?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.downstream = downstream
      self.scheduler = scheduler
      self.options = options
    }

    var description: String { "ReceiveOn" }

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
      lock.unlock()
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
      lock.unlock()
      subscription?.cancel()
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
