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
  /// Only one value is requested from `publisher`. If `publisher` completes before producing
  /// a value, this publisher completes the same way and the upstream is cancelled. As in
  /// Apple's Combine, the upstream values skipped before the trigger use up the downstream's
  /// demand, and `publisher`'s subscription is never cancelled after its value arrived (it is
  /// cancelled only with the whole stream).
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
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
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

    /// Attaches `subscriber`, then subscribes to ``other`` and to the upstream; upstream
    /// values are dropped until ``other`` emits its first value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = _DropUntilOutputInner<Other.Output, S>(downstream: subscriber)
      subscriber.receive(subscription: inner)
      other.subscribe(_DropUntilOutputInner.Trigger(inner: inner))
      upstream.subscribe(inner)
    }
  }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}

/// DropUntilOutput's subscription: subscribed to the upstream as itself and to the trigger
/// through its ``Trigger``.
///
/// It keeps Apple's rules, which go further than the documentation says:
/// - upstream values before the trigger's value are dropped and use up the downstream's
///   demand; such a value with no demand left is a broken contract, and traps as in Apple;
/// - after the trigger's value the trigger subscription is simply forgotten, never cancelled;
/// - a trigger completion before its value ends the stream (cancelling the upstream), and a
///   second one is passed on again; the upstream's own completion is passed on once;
/// - values still arriving after a trigger completion pass through once the trigger sends a
///   value (Apple keeps no state that would stop them);
/// - the downstream stays referenced until this object goes away.
private final class _DropUntilOutputInner<TriggerOutput, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  /// The subscriber attached to the trigger publisher; it shares the inner's identity.
  struct Trigger: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = TriggerOutput
    let inner: _DropUntilOutputInner
    var combineIdentifier: CombineIdentifier { inner.combineIdentifier }
    var description: String { "DropUntilOutput" }
    var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
    var playgroundDescription: Any { description }
    func receive(subscription: Subscription) { inner.triggerReceive(subscription: subscription) }
    func receive(_ input: TriggerOutput) -> Subscribers.Demand {
      inner.triggerReceiveValue()
      return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) {
      inner.triggerReceive(completion: completion)
    }
  }

  private let downstream: Downstream
  private let lock = _Lock()
  /// Serialises calls into the downstream, re-entrantly.
  private let downstreamLock = _RecursiveLock()
  // Guarded by `lock`.
  private var upstream: Subscription?
  private var trigger: Subscription?
  private var pendingDemand = Subscribers.Demand.none
  private var triggered = false
  private var isDone = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "DropUntilOutput" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  // MARK: Upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !isDone else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    let demand = pendingDemand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard triggered, !isDone else {
      precondition(
        pendingDemand > 0,
        "drop(untilOutputFrom:): the upstream sent a value that was not requested")
      pendingDemand -= 1
      lock.unlock()
      return .none
    }
    lock.unlock()
    downstreamLock.lock()
    let more = downstream.receive(input)
    downstreamLock.unlock()
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard !isDone else {
      lock.unlock()
      return
    }
    isDone = true
    lock.unlock()
    downstreamLock.lock()
    downstream.receive(completion: completion)
    downstreamLock.unlock()
  }

  // MARK: Trigger

  fileprivate func triggerReceive(subscription: Subscription) {
    lock.lock()
    guard trigger == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    trigger = subscription
    lock.unlock()
    subscription.request(.max(1))
  }

  fileprivate func triggerReceiveValue() {
    lock.withLock {
      triggered = true
      trigger = nil
    }
  }

  fileprivate func triggerReceive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    if triggered {
      trigger = nil
      lock.unlock()
      return
    }
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    upstream?.cancel()
    downstreamLock.lock()
    downstream.receive(completion: completion)
    downstreamLock.unlock()
  }

  // MARK: Subscription

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    pendingDemand += demand
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    let trigger = self.trigger
    self.upstream = nil
    self.trigger = nil
    isDone = true
    lock.unlock()
    upstream?.cancel()
    trigger?.cancel()
  }
}
