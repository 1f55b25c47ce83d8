import Synchronization

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Flattens a publisher of publishers by always following the newest one.
  ///
  /// When the upstream publishes a new publisher, the previous one is cancelled and the new
  /// one is subscribed with the downstream's remaining demand. The stream finishes when the
  /// upstream and the current inner publisher have both finished, and fails as soon as either
  /// fails.
  ///
  ///     let queries = PassthroughSubject<String, Never>()
  ///     let results = queries.map { search($0) }.switchToLatest()
  ///
  /// - Returns: A publisher of the values of the newest inner publisher.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Follows the newest publisher this never-failing publisher publishes, taking on the
  /// inner publishers' failure type.
  ///
  /// - Returns: A ``Publishers/SwitchToLatest`` over this publisher with its failure type set.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: Publishers.SetFailureType(upstream: self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Follows the newest publisher this publisher publishes, where neither can fail.
  ///
  /// - Returns: A ``Publishers/SwitchToLatest`` that cannot fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Follows the newest never-failing publisher this publisher publishes, giving the inner
  /// publishers this publisher's failure type.
  ///
  /// - Returns: A ``Publishers/SwitchToLatest`` over inner publishers with their failure type
  ///   set.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    Publishers.SwitchToLatest(
      upstream: Publishers.Map(upstream: self) { Publishers.SetFailureType(upstream: $0) })
  }
}

extension Publishers {
  /// A publisher that follows the newest publisher its upstream has published.
  ///
  /// Created by `switchToLatest()`. The upstream is asked for unlimited
  /// publishers; each inner publisher is asked for the downstream's remaining demand.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    /// The values of the inner publishers.
    public typealias Output = P.Output
    /// The failure of the inner publishers, which the upstream shares.
    public typealias Failure = P.Failure

    /// The publisher of publishers.
    public let upstream: Upstream

    /// Creates a publisher that follows the newest publisher `upstream` publishes.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Attaches `subscriber` and subscribes to the upstream; each publisher it emits
    /// replaces the previous one, which is cancelled.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = _SwitchToLatestSubscription<P, S>(downstream: subscriber)
      subscriber.receive(subscription: subscription)
      upstream.subscribe(subscription)
    }
  }
}

extension Publishers.SwitchToLatest: Equatable where Upstream: Equatable {}

/// The subscriber of the outer publisher and the downstream's subscription: it follows one
/// inner publisher at a time, numbered so that events of a replaced inner publisher are
/// ignored.
///
/// It follows Apple's, including what Apple's does with upstreams that break the contract:
/// the demand the downstream returns for an inner value goes back as that value's return
/// value (the inner publisher is not asked again separately); an inner value sent without
/// demand, or an inner completion before the inner subscription, traps; events of the current
/// inner publisher are passed on even after the outer one failed; every outer completion is
/// passed on, a repeated one too. The downstream stays referenced until this object goes away.
final class _SwitchToLatestSubscription<P: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
  typealias Input = P
  typealias Failure = P.Failure

  /// The subscriber attached to one inner publisher.
  struct Side: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = P.Output
    typealias Failure = P.Failure
    let outer: _SwitchToLatestSubscription
    let index: UInt64
    let combineIdentifier = CombineIdentifier()
    var description: String { "SwitchToLatest" }
    var customMirror: Mirror {
      let children: [Mirror.Child] = [("parentSubscription", outer.combineIdentifier)]
      return Mirror(self, children: children)
    }
    var playgroundDescription: Any { description }
    func receive(subscription: Subscription) {
      outer.innerReceive(subscription: subscription, index: index)
    }
    func receive(_ input: Input) -> Subscribers.Demand { outer.innerReceive(input, index: index) }
    func receive(completion: Subscribers.Completion<Failure>) {
      outer.innerReceive(completion: completion, index: index)
    }
  }

  private let downstream: Downstream
  private let lock = _Lock()
  /// Serialises calls into the downstream, re-entrantly.
  private let downstreamLock = _RecursiveLock()
  // Guarded by `lock`.
  private var outerSubscription: Subscription?
  private var innerSubscription: Subscription?
  private var currentIndex: UInt64 = 0
  private var nextIndex: UInt64 = 1
  private var cancelled = false
  private var outerFinished = false
  private var sentCompletion = false
  private var awaitingInnerSubscription = false
  private var demand = Subscribers.Demand.none
  /// Values an inner publisher sent from inside the downstream's `receive(_:)`.
  private var pending = _CombiningFifo<(index: UInt64, value: P.Output)>()
  /// The thread delivering an inner value to the downstream, or 0.
  private let deliveringThread = Atomic<UInt>(0)

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "SwitchToLatest" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  // MARK: Outer publisher

  func receive(subscription: Subscription) {
    lock.lock()
    guard outerSubscription == nil, !cancelled else {
      lock.unlock()
      subscription.cancel()
      return
    }
    outerSubscription = subscription
    lock.unlock()
    subscription.request(.unlimited)
  }

  func receive(_ input: P) -> Subscribers.Demand {
    lock.lock()
    if cancelled || outerFinished {
      lock.unlock()
      return .none
    }
    let previous = innerSubscription
    innerSubscription = nil
    lock.unlock()
    previous?.cancel()
    lock.lock()
    let index = nextIndex
    currentIndex = index
    nextIndex += 1
    awaitingInnerSubscription = true
    lock.unlock()
    input.subscribe(Side(outer: self, index: index))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    outerSubscription = nil
    outerFinished = true
    if cancelled {
      lock.unlock()
      return
    }
    switch completion {
    case .finished:
      guard !awaitingInnerSubscription, innerSubscription == nil else {
        lock.unlock()
        return
      }
      sentCompletion = true
      lock.unlock()
      deliver(completion)
    case .failure:
      let inner = innerSubscription
      innerSubscription = nil
      sentCompletion = true
      lock.unlock()
      inner?.cancel()
      deliver(completion)
    }
  }

  // MARK: Subscription

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    demand += more
    let inner = innerSubscription
    lock.unlock()
    inner?.request(more)
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let inner = innerSubscription
    let outer = outerSubscription
    innerSubscription = nil
    outerSubscription = nil
    lock.unlock()
    inner?.cancel()
    outer?.cancel()
  }

  // MARK: Inner publishers

  fileprivate func innerReceive(subscription: Subscription, index: UInt64) {
    lock.lock()
    guard currentIndex == index, !cancelled, innerSubscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    innerSubscription = subscription
    awaitingInnerSubscription = false
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func innerReceive(_ input: P.Output, index: UInt64) -> Subscribers.Demand {
    lock.lock()
    guard currentIndex == index, !cancelled else {
      lock.unlock()
      return .none
    }
    precondition(
      demand > 0, "switchToLatest(): an inner publisher sent a value that was not requested")
    demand -= 1
    // An inner publisher that sends again from inside the downstream's `receive(_:)` would
    // make Apple's switchToLatest recurse once per value; here the value waits for the
    // delivery in progress, which hands it on next, in the same order.
    if deliveringThread.load(ordering: .relaxed) == _RecursiveLock.currentThread {
      pending.append((index, input))
      lock.unlock()
      return .none
    }
    lock.unlock()
    let more = deliver(input)
    drainPending()
    return more
  }

  /// Delivers one inner value with the delivery marked, and counts the demand returned.
  private func deliver(_ input: P.Output) -> Subscribers.Demand {
    downstreamLock.lock()
    let outerThread = deliveringThread.exchange(_RecursiveLock.currentThread, ordering: .relaxed)
    let more = downstream.receive(input)
    deliveringThread.store(outerThread, ordering: .relaxed)
    downstreamLock.unlock()
    if more > 0 { lock.withLock { demand += more } }
    return more
  }

  /// Delivers the values that arrived re-entrantly; the demand returned for them is asked of
  /// the current inner publisher, since it could not be returned.
  private func drainPending() {
    while true {
      lock.lock()
      guard let (index, value) = pending.popFirst() else {
        lock.unlock()
        return
      }
      guard index == currentIndex, !cancelled else {
        lock.unlock()
        continue
      }
      lock.unlock()
      let more = deliver(value)
      if more > 0 { lock.withLock { innerSubscription }?.request(more) }
    }
  }

  fileprivate func innerReceive(completion: Subscribers.Completion<Failure>, index: UInt64) {
    lock.lock()
    guard currentIndex == index, !cancelled else {
      lock.unlock()
      return
    }
    guard !awaitingInnerSubscription else {
      lock.unlock()
      preconditionFailure(
        "switchToLatest(): an inner publisher completed before sending its subscription")
    }
    innerSubscription = nil
    switch completion {
    case .finished:
      guard !sentCompletion, outerFinished else {
        lock.unlock()
        return
      }
      sentCompletion = true
      lock.unlock()
      deliver(completion)
    case .failure:
      guard !sentCompletion else {
        lock.unlock()
        return
      }
      cancelled = true
      let outer = outerSubscription
      outerSubscription = nil
      sentCompletion = true
      lock.unlock()
      outer?.cancel()
      deliver(completion)
    }
  }

  private func deliver(_ completion: Subscribers.Completion<Failure>) {
    downstreamLock.lock()
    downstream.receive(completion: completion)
    downstreamLock.unlock()
  }
}
