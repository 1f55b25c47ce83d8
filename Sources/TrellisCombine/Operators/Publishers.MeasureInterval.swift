extension Publisher {
  /// Replaces each value with the time that passed since the previous one, as `scheduler`
  /// measures it; the first value is measured from the moment of subscription.
  ///
  ///     subject.measureInterval(using: DispatchQueue.main)
  ///       .sink { print("\($0.magnitude) ns since the last value") }
  ///
  /// - Parameters:
  ///   - scheduler: The scheduler whose clock measures the intervals.
  ///   - options: Accepted for Apple's signature; measuring schedules nothing, so it is unused.
  /// - Returns: A publisher of the scheduler's `Stride` values.
  public func measureInterval<S: Scheduler>(
    using scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Publishers.MeasureInterval<Self, S> {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}

extension Publishers {
  /// A publisher that emits the time between successive values of its upstream.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The time between two values, as a span of the scheduler's clock.
    public typealias Output = Context.SchedulerTimeType.Stride
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are timed.
    public let upstream: Upstream
    /// The scheduler whose clock measures the intervals.
    public let scheduler: Context

    /// Creates a publisher that times `upstream`'s values with `scheduler`'s clock.
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    /// Subscribes `subscriber` to the upstream; each value is replaced by the time since the
    /// previous one (the first, since subscribing), read from ``scheduler``'s clock.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(downstream: subscriber, scheduler: scheduler))
    }
  }
}

extension Publishers.MeasureInterval {
  /// Reads the clock on each event; demand and cancellation pass straight through.
  ///
  /// As in Apple's Combine, the demand the downstream returns for an interval is requested
  /// from the upstream separately (the upstream sees `.none` returned), the clock is read only
  /// while subscribed, and the downstream stays referenced until this object goes away.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let link = _UpstreamLink()
    private let scheduler: Context
    private let downstream: Downstream
    // Guarded by `link`.
    private var previous: Context.SchedulerTimeType?

    init(downstream: Downstream, scheduler: Context) {
      self.downstream = downstream
      self.scheduler = scheduler
    }

    var description: String { "MeasureInterval" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }

    func receive(subscription: Subscription) {
      guard link.accept(subscription, setUp: { previous = scheduler.now }) else { return }
      downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      link.lock()
      guard case .subscribed(let subscription) = link.status, let previous else {
        link.unlock()
        return .none
      }
      let now = scheduler.now
      self.previous = now
      link.unlock()
      let more = downstream.receive(previous.distance(to: now))
      if more > 0 { subscription.request(more) }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      guard link.finish(dropping: { previous = nil }) else { return }
      downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { link.request(demand) }

    func cancel() { link.cancel(dropping: { previous = nil }) }
  }
}
