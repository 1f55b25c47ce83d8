extension Publisher {
  /// Skips values until `publisher` produces a value, then publishes everything that
  /// follows.
  ///
  /// ```swift
  /// let start = PassthroughSubject<Void, Never>()
  /// let values = PassthroughSubject<Int, Never>()
  /// let cancellable = values.drop(untilOutputFrom: start).sink { print($0) }
  /// values.send(1)  // skipped
  /// start.send()
  /// values.send(2)  // prints 2
  /// ```
  ///
  /// Only one value is requested from `publisher`; after it arrives, `publisher` is
  /// cancelled. If `publisher` completes before producing a value, this publisher completes
  /// the same way and the upstream is cancelled. As in Apple's Combine, the upstream values
  /// skipped before the trigger use up the downstream's demand.
  ///
  /// - Parameter publisher: The publisher whose first value starts the flow.
  /// - Returns: A publisher of the values that arrive after `publisher`'s first value.
  public func drop<P: Publisher>(
    untilOutputFrom publisher: P
  ) -> Publishers.DropUntilOutput<Self, P> where P.Failure == Failure {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }
}

extension Publishers {
  /// A publisher that skips its upstream's values until a second publisher produces a value.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are passed on once `other` has produced a value.
    public let upstream: Upstream
    /// The publisher whose first value opens the flow.
    public let other: Other

    /// Creates a publisher of `upstream`'s values that follow `other`'s first value.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _DropUntilOutputInner<Upstream.Output, Other.Output, Failure, S>(
        downstream: subscriber)
      subscriber.receive(subscription: inner)
      other.subscribe(inner.trigger)
      upstream.subscribe(inner)
    }
  }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

/// Subscribed to both publishers: drops the upstream's values until the trigger's first
/// value arrives through its ``Trigger``.
private final class _DropUntilOutputInner<Input, TriggerOutput, Failure: Error, Downstream>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream: Subscriber, Downstream.Input == Input, Downstream.Failure == Failure {
  /// The subscriber attached to the trigger publisher; it shares the inner's identity.
  struct Trigger: Subscriber {
    typealias Input = TriggerOutput
    typealias Failure = Downstream.Failure
    let inner: _DropUntilOutputInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    func receive(subscription: Subscription) { inner.triggerReceive(subscription: subscription) }
    func receive(_ input: TriggerOutput) -> Subscribers.Demand {
      inner.triggerReceiveValue()
      return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.triggerReceive(completion: completion)
    }
  }

  private let lock = _Lock()
  // Guarded by `lock`.
  private var downstream: Downstream?
  private var upstream = _SubscriberStatus.awaitingSubscription
  private var other = _SubscriberStatus.awaitingSubscription
  private var pendingDemand = Subscribers.Demand.none
  private var isOpen = false
  private var isTerminal = false

  init(downstream: Downstream) { self.downstream = downstream }

  var description: String { "DropUntilOutput" }

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
    guard isOpen, !isTerminal, let downstream else {
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
    guard case .subscribed(let subscription) = other, !isTerminal else {
      lock.unlock()
      return
    }
    other = .terminal
    isOpen = true
    lock.unlock()
    // One value is all the trigger is for.
    subscription.cancel()
  }

  fileprivate func triggerReceive(completion: Subscribers.Completion<Failure>) {
    // After the trigger's first value, `other` is terminal and its completion is ignored.
    lock.lock()
    guard case .subscribed = other, !isTerminal else {
      lock.unlock()
      return
    }
    let upstreamSubscription = upstream.subscription
    let downstream = endLocked()
    lock.unlock()
    upstreamSubscription?.cancel()
    downstream?.receive(completion: completion)
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
