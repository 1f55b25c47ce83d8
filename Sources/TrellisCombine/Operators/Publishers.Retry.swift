extension Publisher {
  /// Resubscribes to the upstream when it fails, up to `retries` times.
  ///
  /// Each new subscription is asked for the downstream's remaining demand. Once the retries
  /// are used up, the next failure is passed on. A finish is passed on at once. As in Apple's
  /// Combine, a negative count retries without limit.
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
    /// How many times to resubscribe after a failure; `nil` (or, as in Apple's Combine, a
    /// negative count) for no limit.
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
      upstream.subscribe(
        _RetrySubscription(upstream: upstream, retries: retries, downstream: subscriber))
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

/// Retry's subscriber and subscription: it subscribes itself to the upstream again after
/// each failure while retries remain, asking each new subscription for the downstream's
/// outstanding demand.
///
/// It follows Apple's: the downstream gets this object when the first upstream subscription
/// arrives (an upstream that completes before that completes the downstream without one); the
/// demand the downstream returns for a value is requested from the upstream separately (the
/// upstream sees `.none` returned); a value sent without demand traps; a negative retry count
/// retries without limit; an upstream that fails while being subscribed (such as `Fail`) makes
/// the loop start the next attempt instead of recursing. The downstream stays referenced until
/// the stream ends or is cancelled.
final class _RetrySubscription<Upstream: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  private enum State {
    case live(Upstream, Downstream)
    case terminal
  }

  private let lock = _Lock()
  // Guarded by `lock`.
  private var state: State
  private var current: Subscription?
  /// Retries left; `nil` for no limit.
  private var retriesLeft: Int?
  private var downstreamNeedsSubscription = true
  /// Downstream demand not yet used by a delivered value.
  private var demand = Subscribers.Demand.none
  /// A resubscription loop is running; a failure inside it only asks for another round.
  private var resubscribing = false
  private var resubscribeDue = false

  init(upstream: Upstream, retries: Int?, downstream: Downstream) {
    state = .live(upstream, downstream)
    retriesLeft = retries.flatMap { $0 < 0 ? nil : $0 }
  }

  var description: String { "Retry" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .live(_, let downstream) = state, current == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    current = subscription
    let demand = self.demand
    let handOver = downstreamNeedsSubscription
    downstreamNeedsSubscription = false
    lock.unlock()
    if handOver { downstream.receive(subscription: self) }
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .live(_, let downstream) = state else {
      lock.unlock()
      return .none
    }
    precondition(demand > 0, "retry(_:): the upstream sent a value that was not requested")
    demand -= 1
    lock.unlock()
    let more = downstream.receive(input)
    guard more > 0 else { return .none }
    lock.lock()
    demand += more
    let current = self.current
    lock.unlock()
    current?.request(more)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .live(let upstream, let downstream) = state else {
      lock.unlock()
      return
    }
    if case .failure = completion, retriesLeft.map({ $0 > 0 }) ?? true {
      current = nil
      if let left = retriesLeft { retriesLeft = left - 1 }
      if resubscribing {
        resubscribeDue = true
        lock.unlock()
        return
      }
      repeat {
        resubscribing = true
        resubscribeDue = false
        lock.unlock()
        upstream.subscribe(self)
        lock.lock()
        resubscribing = false
      } while resubscribeDue
      lock.unlock()
      return
    }
    state = .terminal
    current = nil
    lock.unlock()
    downstream.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    guard case .live = state else {
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
    guard case .live = state else {
      lock.unlock()
      return
    }
    state = .terminal
    let current = self.current
    self.current = nil
    lock.unlock()
    current?.cancel()
  }
}
