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
  /// Only one value is requested from `publisher`, which is subscribed to before the upstream.
  /// If `publisher` completes (normally or with a failure) without producing a value, the
  /// upstream's values keep flowing. As in Apple's Combine, `publisher`'s subscription is not
  /// cancelled after its value arrived, and if that value comes before the upstream's
  /// subscription, the subscriber gets the finish without ever getting a subscription (and
  /// the upstream's subscription is cancelled when it arrives).
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
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
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

    /// Attaches `subscriber`, then subscribes to ``other`` and to the upstream; upstream
    /// values pass until ``other`` emits its first value, which finishes the stream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _PrefixUntilOutputInner<Other.Output, Other.Failure, S>(downstream: subscriber)
      other.subscribe(_PrefixUntilOutputInner.Trigger(inner: inner))
      upstream.subscribe(inner)
    }
  }
}

/// PrefixUntilOutput's subscription: subscribed to the trigger first, through its
/// ``Trigger``, then to the upstream as itself.
///
/// Apple's rules, kept here: the downstream gets this object as its subscription when the
/// upstream's arrives (one that arrives after the trigger's value is cancelled, and the
/// downstream never gets a subscription); the trigger's value cancels the upstream and
/// finishes, without
/// cancelling the trigger; an upstream completion cancels the trigger and is passed on only
/// while the upstream is live; a value before the upstream's subscription is dropped. Like
/// Apple's, the subscription describes itself only by its type, and the downstream stays
/// referenced until this object goes away.
private final class _PrefixUntilOutputInner<
  TriggerOutput, TriggerFailure: Error, Downstream: Subscriber
>: Subscriber, Subscription, @unchecked Sendable {
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

  private let downstream: Downstream
  private let lock = _Lock()
  // Guarded by `lock`.
  private var upstream = _SubscriberStatus.awaitingSubscription
  private var trigger = _SubscriberStatus.awaitingSubscription

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  // MARK: Upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = upstream else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = .subscribed(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .subscribed = upstream else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let wasLive = upstream.subscription != nil
    let trigger = self.trigger.subscription
    upstream = .terminal
    self.trigger = .terminal
    lock.unlock()
    trigger?.cancel()
    if wasLive { downstream.receive(completion: completion) }
  }

  // MARK: Trigger

  fileprivate func triggerReceive(subscription: Subscription) {
    lock.lock()
    guard case .awaitingSubscription = trigger else {
      lock.unlock()
      subscription.cancel()
      return
    }
    trigger = .subscribed(subscription)
    lock.unlock()
    subscription.request(.max(1))
  }

  fileprivate func triggerReceiveValue() {
    lock.lock()
    guard case .subscribed = trigger else {
      lock.unlock()
      return
    }
    let upstream = self.upstream.subscription
    self.upstream = .terminal
    trigger = .terminal
    lock.unlock()
    upstream?.cancel()
    downstream.receive(completion: .finished)
  }

  fileprivate func triggerReceiveCompletion() {
    lock.withLock { trigger = .terminal }
  }

  // MARK: Subscription

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard case .subscribed(let subscription) = upstream else {
      lock.unlock()
      return
    }
    lock.unlock()
    subscription.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream.subscription
    let trigger = self.trigger.subscription
    self.upstream = .terminal
    self.trigger = .terminal
    lock.unlock()
    upstream?.cancel()
    trigger?.cancel()
  }
}
