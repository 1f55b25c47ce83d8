import Synchronization

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

    /// Subscribes `subscriber` to the upstream; the timer starts when the upstream's
    /// subscription arrives, and values and the completion reach `subscriber` on
    /// ``scheduler``.
    ///
    /// - Precondition: `scheduler` does not run a timer's first action from inside the call
    ///   that schedules it, as `ImmediateScheduler` does; Apple's Combine traps there too.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Inner(self, downstream: subscriber))
    }
  }
}

extension Publishers.Timeout {
  /// Keeps one repeating timer, restarted by the subscription, the first request and each
  /// value; the first firing ends the stream.
  ///
  /// It does what Apple's does, step by step: the timer and every scheduled delivery hold
  /// this object (and so the downstream) strongly; an upstream completion cancels the timer
  /// but leaves the subscription live until the completion is delivered, so a cancel in
  /// between still reaches the upstream; the downstream's demand for a delivered value is
  /// requested from the upstream separately.
  private final class Inner<Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
    @unchecked Sendable
  where Downstream.Input == Output, Downstream.Failure == Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let link = _UpstreamLink()
    /// Serialises calls into the downstream, re-entrantly.
    private let downstreamLock = _RecursiveLock()
    /// The thread that is arming the timer, or 0: a timer that fires from inside the call
    /// that arms it would deadlock on `link`'s lock, so it traps with a message instead.
    private let armingThread = Atomic<UInt>(0)
    private let downstream: Downstream
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Failure)?
    // Guarded by `link`.
    private var timer: Cancellable?
    private var didTimeOut = false
    private var hasRequested = false

    init(_ publisher: Publishers.Timeout<Upstream, Context>, downstream: Downstream) {
      interval = publisher.interval
      scheduler = publisher.scheduler
      options = publisher.options
      customError = publisher.customError
      self.downstream = downstream
    }

    var description: String { "Timeout" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }

    func receive(subscription: Subscription) {
      var stale: Cancellable?
      guard link.accept(subscription, setUp: { stale = restartClockLocked() }) else { return }
      stale?.cancel()
      downstreamLock.lock()
      downstream.receive(subscription: self)
      downstreamLock.unlock()
    }

    func receive(_ input: Input) -> Subscribers.Demand {
      link.lock()
      guard !didTimeOut, case .subscribed = link.status else {
        link.unlock()
        return .none
      }
      let stale = restartClockLocked()
      link.unlock()
      stale?.cancel()
      scheduler.schedule(options: options) { self.deliver(input) }
      return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
      link.lock()
      guard case .subscribed = link.status else {
        link.unlock()
        return
      }
      let timer = self.timer
      self.timer = nil
      link.unlock()
      timer?.cancel()
      scheduler.schedule(options: options) { self.deliver(completion) }
    }

    func request(_ demand: Subscribers.Demand) {
      link.lock()
      guard case .subscribed(let subscription) = link.status else {
        link.unlock()
        return
      }
      var stale: Cancellable?
      if !hasRequested {
        hasRequested = true
        stale = restartClockLocked()
      }
      link.unlock()
      stale?.cancel()
      subscription.request(demand)
    }

    func cancel() {
      link.lock()
      guard case .subscribed(let subscription) = link.status else {
        link.unlock()
        return
      }
      link.endLocked()
      let timer = self.timer
      self.timer = nil
      link.unlock()
      timer?.cancel()
      subscription.cancel()
    }

    /// Arms a new timer and hands back the one it replaces, to be cancelled after unlocking.
    /// Called with the lock held.
    private func restartClockLocked() -> Cancellable? {
      armingThread.store(_RecursiveLock.currentThread, ordering: .relaxed)
      let fresh = scheduler.schedule(
        after: scheduler.now.advanced(by: interval), interval: interval,
        tolerance: scheduler.minimumTolerance, options: options
      ) { self.timedOut() }
      armingThread.store(0, ordering: .relaxed)
      let stale = timer
      timer = fresh
      return stale
    }

    private func timedOut() {
      precondition(
        armingThread.load(ordering: .relaxed) != _RecursiveLock.currentThread,
        "timeout(_:scheduler:): the scheduler ran the timer from inside the call that "
          + "scheduled it (ImmediateScheduler does); use a scheduler with a clock")
      link.lock()
      guard !didTimeOut, case .subscribed(let subscription) = link.status else {
        link.unlock()
        return
      }
      didTimeOut = true
      link.endLocked()
      // Apple leaves the repeating timer running; its later firings do nothing, so it is
      // cancelled here instead of ticking on forever.
      let timer = self.timer
      self.timer = nil
      link.unlock()
      timer?.cancel()
      subscription.cancel()
      downstreamLock.lock()
      downstream.receive(completion: customError.map { .failure($0()) } ?? .finished)
      downstreamLock.unlock()
    }

    // MARK: On the scheduler

    private func deliver(_ input: Input) {
      link.lock()
      guard !didTimeOut, case .subscribed(let subscription) = link.status else {
        link.unlock()
        return
      }
      link.unlock()
      downstreamLock.lock()
      let more = downstream.receive(input)
      downstreamLock.unlock()
      if more > 0 { subscription.request(more) }
    }

    private func deliver(_ completion: Subscribers.Completion<Failure>) {
      link.lock()
      guard case .subscribed = link.status else {
        link.unlock()
        return
      }
      link.endLocked()
      link.unlock()
      downstreamLock.lock()
      downstream.receive(completion: completion)
      downstreamLock.unlock()
    }
  }
}
