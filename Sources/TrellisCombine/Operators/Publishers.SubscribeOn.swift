extension Publisher {
  /// Performs the subscription to the upstream, and every request and cancellation sent to
  /// it, on `scheduler`.
  ///
  /// Values and the completion arrive on whatever thread the upstream sends them; combine
  /// with ``receive(on:options:)`` to choose that too. Use it to start costly work, such as a
  /// publisher that does blocking work when subscribed, away from the calling thread.
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler that subscribes, requests and cancels.
  ///   - options: Options for each scheduled operation.
  public func subscribe<S: Scheduler>(
    on scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.SubscribeOn<Self, S> {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher that subscribes to, requests from and cancels its upstream on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher subscribed to on the scheduler.
    public let upstream: Upstream
    /// The scheduler that subscribes, requests and cancels.
    public let scheduler: Context
    /// Options for each scheduled operation.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that subscribes to `upstream` on `scheduler`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    /// Schedules the subscription to the upstream on ``scheduler``; `subscriber`'s requests
    /// and cancellation are performed there too.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = Inner(downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = self.upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

extension Publishers.SubscribeOn {
  /// Passes events down as they come; schedules requests and cancellation upstream.
  ///
  /// As Apple's does, each scheduled request or cancel holds this object (and the downstream)
  /// strongly until it runs, calls into the upstream are serialised by a lock that is not
  /// re-entrant (a request made from inside the upstream's own `request(_:)` on a scheduler
  /// that runs actions at once traps), and the downstream stays referenced until this object
  /// goes away.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let link = _UpstreamLink()
    private let upstreamLock = _CheckedLock(
      "subscribe(on:): the subscription was used again from inside the upstream's own "
        + "request(_:) or cancel(), on a scheduler that runs actions at once")
    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.downstream = downstream
      self.scheduler = scheduler
      self.options = options
    }

    var description: String { "SubscribeOn" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }

    func receive(subscription: Subscription) {
      guard link.accept(subscription) else { return }
      downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      guard link.withLock({ link.status.subscription != nil }) else { return .none }
      return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      guard link.finish() else { return }
      downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
      guard let subscription = link.withLock({ link.status.subscription }) else { return }
      scheduler.schedule(options: options) {
        self.upstreamLock.lock()
        subscription.request(demand)
        self.upstreamLock.unlock()
      }
    }

    func cancel() {
      link.lock()
      guard let subscription = link.status.subscription else {
        link.unlock()
        return
      }
      link.endLocked()
      link.unlock()
      scheduler.schedule(options: options) {
        self.upstreamLock.lock()
        subscription.cancel()
        self.upstreamLock.unlock()
      }
    }
  }
}
