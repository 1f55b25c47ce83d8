extension Publisher {
  /// Publishes values until `publisher` produces a value, then finishes.
  ///
  /// ```swift
  /// let stop = PassthroughSubject<Void, Never>()
  /// let values = PassthroughSubject<Int, Never>()
  /// let cancellable = values.prefix(untilOutputFrom: stop).sink { print($0) }
  /// values.send(1)  // prints 1
  /// stop.send()     // finishes; the upstream is cancelled
  /// values.send(2)  // ignored
  /// ```
  ///
  /// Only one value is requested from `publisher`. If `publisher` completes (normally or
  /// with a failure) without producing a value, the upstream's values keep flowing.
  ///
  /// - Parameter publisher: The publisher whose first value ends the stream.
  /// - Returns: A publisher of the values that arrive before `publisher`'s first value.
  public func prefix<P: Publisher>(
    untilOutputFrom publisher: P
  ) -> Publishers.PrefixUntilOutput<Self, P> {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that publishes its upstream's values until a second publisher produces a
  /// value.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are passed on until `other` produces a value.
    public let upstream: Upstream
    /// The publisher whose first value ends the stream.
    public let other: Other

    /// Creates a publisher of `upstream`'s values that come before `other`'s first value.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _PrefixUntilOutputInner<Other.Output, Other.Failure, S>(downstream: subscriber)
      subscriber.receive(subscription: inner)
      other.subscribe(inner.trigger)
      upstream.subscribe(inner)
    }
  }
}

/// Subscribed to both publishers: passes the upstream's values on until the trigger's first
/// value arrives through its ``Trigger``, then cancels the upstream and finishes.
private final class _PrefixUntilOutputInner<TriggerOutput, TriggerFailure: Error, Downstream>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream: Subscriber {
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  /// The subscriber attached to the trigger publisher; it shares the inner's identity.
  struct Trigger: Subscriber {
    typealias Input = TriggerOutput
    typealias Failure = TriggerFailure
    let inner: _PrefixUntilOutputInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    func receive(subscription: Subscription) { inner.triggerReceive(subscription: subscription) }
    func receive(_ input: TriggerOutput) -> Subscribers.Demand {
      inner.triggerReceiveValue()
      return .none
    }
    func receive(completion: Subscribers.Completion<TriggerFailure>) {
      inner.triggerReceiveCompletion()
    }
  }

  private let lock = _Lock()
  // Guarded by `lock`.
  private var downstream: Downstream?
  private var upstream = _SubscriberStatus.awaitingSubscription
  private var other = _SubscriberStatus.awaitingSubscription
  private var pendingDemand = Subscribers.Demand.none
  private var isTerminal = false

  init(downstream: Downstream) { self.downstream = downstream }

  var description: String { "PrefixUntilOutput" }

  var trigger: Trigger { Trigger(inner: self) }

  // MARK: Upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = upstream, !isTerminal else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    let demand = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard !isTerminal, let downstream else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = upstream, !isTerminal else {
      lock.unlock()
      return
    }
    let otherSubscription = other.subscription
    let downstream = endLocked()
    lock.unlock()
    otherSubscription?.cancel()
    downstream?.receive(completion: completion)
  }

  // MARK: Trigger

  fileprivate func triggerReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = other, !isTerminal else {
      lock.unlock()
      subscription.cancel()
      return
    }
    other = .subscribed(subscription)
    lock.unlock()
    subscription.request(.max(1))
  }

  fileprivate func triggerReceiveValue() {
    lock.lock()
    guard case .subscribed(let otherSubscription) = other, !isTerminal else {
      lock.unlock()
      return
    }
    let upstreamSubscription = upstream.subscription
    let downstream = endLocked()
    lock.unlock()
    upstreamSubscription?.cancel()
    otherSubscription.cancel()
    downstream?.receive(completion: .finished)
  }

  /// A trigger that ends without a value leaves the upstream's values flowing.
  fileprivate func triggerReceiveCompletion() {
    lock.withLock {
      if case .subscribed = other { other = .terminal }
    }
  }

  // MARK: Subscription

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    guard !isTerminal else {
      lock.unlock()
      return
    }
    guard let subscription = upstream.subscription else {
      pendingDemand += demand
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstreamSubscription = upstream.subscription
    let otherSubscription = other.subscription
    _ = endLocked()
    lock.unlock()
    upstreamSubscription?.cancel()
    otherSubscription?.cancel()
  }

  // MARK: Private

  /// Marks the stream ended and hands back the downstream, released from this object.
  /// Called with `lock` held.
  private func endLocked() -> Downstream? {
    isTerminal = true
    upstream = .terminal
    other = .terminal
    let downstream = self.downstream
    self.downstream = nil
    return downstream
  }
}
