extension Publisher {
  /// Resubscribes to the upstream when it fails, up to `retries` times.
  ///
  /// Each new subscription is asked for the downstream's remaining demand. Once the retries
  /// are used up, the next failure is passed on. A finish is passed on at once.
  ///
  ///     let download = fetch(url).retry(3)  // up to four attempts in all
  ///
  /// - Parameter retries: How many times to resubscribe after a failure.
  /// - Returns: A publisher that retries a failing upstream.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}

extension Publishers {
  /// A publisher that resubscribes to its upstream when it fails, a limited or unlimited
  /// number of times.
  ///
  /// Created by ``Publisher/retry(_:)``.
  public struct Retry<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher to resubscribe to.
    public let upstream: Upstream
    /// How many times to resubscribe after a failure; `nil` for no limit.
    public let retries: Int?

    /// Creates a publisher that resubscribes to `upstream` after a failure, at most `retries`
    /// times (without limit when `retries` is `nil`).
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    /// Attaches `subscriber` and subscribes to the upstream, subscribing afresh after each
    /// failure until ``retries`` are used up; the last failure is then passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = _RetrySubscription(
        upstream: upstream, retries: retries, downstream: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.subscribeUpstream()
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

/// Subscribes to the upstream again after each failure while retries remain. Each attempt
/// has a number, so that events of an abandoned attempt are ignored.
///
/// An upstream that fails while it is being subscribed (such as `Fail`) does not make the
/// subscription recurse: the loop in `subscribeUpstream()` starts the next attempt.
final class _RetrySubscription<Upstream: Publisher, Downstream: Subscriber>: Subscription,
  CustomStringConvertible, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  private let upstream: Upstream
  private let lock = _Lock()
  // Everything below is guarded by `lock`.
  private var downstream: Downstream?
  /// Retries left; `nil` for no limit.
  private var retriesLeft: Int?
  private var current: Subscription?
  private var attempt = 0
  /// Downstream demand not yet used by a delivered value.
  private var demand = Subscribers.Demand.none
  /// `subscribeUpstream()` is inside `upstream.subscribe`.
  private var subscribing = false
  /// An attempt failed while `subscribing`; the loop starts the next one.
  private var retryDue = false

  init(upstream: Upstream, retries: Int?, downstream: Downstream) {
    self.upstream = upstream
    self.retriesLeft = retries.map { max($0, 0) }
    self.downstream = downstream
  }

  var description: String { "Retry" }

  func subscribeUpstream() {
    lock.lock()
    while downstream != nil {
      attempt += 1
      let inner = _RetryInner(parent: self, attempt: attempt)
      subscribing = true
      lock.unlock()
      upstream.subscribe(inner)
      lock.lock()
      subscribing = false
      guard retryDue else { break }
      retryDue = false
    }
    lock.unlock()
  }

  // MARK: Downstream side

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard downstream != nil else {
      lock.unlock()
      return
    }
    demand += more
    let current = self.current
    lock.unlock()
    current?.request(more)
  }

  func cancel() {
    lock.lock()
    let current = self.current
    let downstream = self.downstream
    self.current = nil
    self.downstream = nil
    lock.unlock()
    current?.cancel()
    withExtendedLifetime(downstream) {}
  }

  // MARK: Upstream side

  func receive(subscription: Subscription, attempt number: Int) {
    lock.lock()
    guard downstream != nil, number == attempt, current == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    current = subscription
    let amount = demand
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  func receive(_ value: Downstream.Input, attempt number: Int) -> Subscribers.Demand {
    lock.lock()
    guard number == attempt, let downstream else {
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let extra = downstream.receive(value)
    guard extra > 0 else { return .none }
    lock.lock()
    guard self.downstream != nil else {
      lock.unlock()
      return .none
    }
    demand += extra
    guard number == attempt else {
      // A retry began during delivery: the new attempt gets the new demand.
      let current = self.current
      lock.unlock()
      current?.request(extra)
      return .none
    }
    lock.unlock()
    return extra
  }

  func receive(completion: Subscribers.Completion<Downstream.Failure>, attempt number: Int) {
    lock.lock()
    guard number == attempt, let downstream else {
      lock.unlock()
      return
    }
    current = nil
    if case .failure = completion, retriesLeft.map({ $0 > 0 }) ?? true {
      retriesLeft = retriesLeft.map { $0 - 1 }
      if subscribing {
        retryDue = true
        lock.unlock()
      } else {
        lock.unlock()
        subscribeUpstream()
      }
      return
    }
    self.downstream = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }
}

/// Subscribes to one attempt of `Retry`'s upstream.
struct _RetryInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  let parent: _RetrySubscription<Upstream, Downstream>
  let attempt: Int
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) {
    parent.receive(subscription: subscription, attempt: attempt)
  }

  func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input, attempt: attempt) }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receive(completion: completion, attempt: attempt)
  }
}
