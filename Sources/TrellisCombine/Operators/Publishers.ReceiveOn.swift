extension Publisher {
  /// Delivers every value and the completion on `scheduler`, in the order the upstream
  /// produced them.
  ///
  /// Use it to move results onto the thread that consumes them, for example the main queue
  /// for UI updates. As in Apple's Combine, the subscription itself reaches the subscriber at
  /// once, on the subscribing thread, and requests and cancellation go upstream on the calling
  /// thread; only values and the completion wait for the scheduler.
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
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
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

    /// Subscribes `subscriber` to the upstream; values and the completion reach it on
    /// ``scheduler``, while the subscription, requests and cancellation pass at once.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReceiveOnInner(downstream: subscriber, scheduler: scheduler, options: options))
    }
  }
}
