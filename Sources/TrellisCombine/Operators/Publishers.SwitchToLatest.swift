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
      upstream.subscribe(_SwitchToLatestOuter(parent: subscription))
    }
  }
}

extension Publishers.SwitchToLatest: Equatable where Upstream: Equatable {}

/// Follows one inner publisher at a time, identified by a generation number so that events
/// of a replaced inner publisher are ignored.
///
/// Delivery is serialised without holding the lock: values that arrive while another delivery
/// runs (a replaced inner on another thread, or a re-entrant send) wait in `pending`, their
/// demand already taken, and the deliverer hands them on in order.
final class _SwitchToLatestSubscription<P: Publisher, Downstream: Subscriber>: Subscription,
  CustomStringConvertible, @unchecked Sendable
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
  typealias Output = P.Output
  typealias Failure = P.Failure

  private enum Status {
    case active
    case completing(Subscribers.Completion<Failure>)
    case done
  }

  private let lock = _Lock()
  // Everything below is guarded by `lock`.
  private var downstream: Downstream?
  private var status = Status.active
  private var outer = _SubscriberStatus.awaitingSubscription
  private var outerFinished = false
  /// The current inner publisher's subscription, once it has arrived.
  private var inner: Subscription?
  /// An inner publisher is current (subscribed, or its subscription is on the way).
  private var hasInner = false
  private var generation = 0
  /// Downstream demand not yet used by a delivered or pending value.
  private var demand = Subscribers.Demand.none
  private var delivering = false
  private var pending = _CombiningFifo<Output>()

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  var description: String { "SwitchToLatest" }

  // MARK: Downstream side

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    guard case .active = status else {
      lock.unlock()
      return
    }
    demand += more
    let inner = self.inner
    lock.unlock()
    inner?.request(more)
  }

  func cancel() {
    lock.lock()
    if case .done = status {
      lock.unlock()
      return
    }
    status = .done
    let released = release()
    lock.unlock()
    for subscription in released.subscriptions { subscription.cancel() }
    withExtendedLifetime(released) {}
  }

  // MARK: Outer side

  func receiveOuter(subscription: Subscription) {
    lock.lock()
    guard case .active = status, case .awaitingSubscription = outer else {
      lock.unlock()
      subscription.cancel()
      return
    }
    outer = .subscribed(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  func receiveOuter(_ publisher: P) {
    lock.lock()
    guard case .active = status else {
      lock.unlock()
      return
    }
    generation += 1
    let id = generation
    let previous = inner
    inner = nil
    hasInner = true
    lock.unlock()
    previous?.cancel()
    publisher.subscribe(_SwitchToLatestInner(parent: self, generation: id))
  }

  func receiveOuter(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .active = status, !outerFinished else {
      lock.unlock()
      return
    }
    outerFinished = true
    outer = .terminal
    switch completion {
    case .finished:
      if hasInner {
        lock.unlock()
      } else {
        complete(.finished)
      }
    case .failure:
      complete(completion)
    }
  }

  // MARK: Inner side

  func receiveInner(subscription: Subscription, generation id: Int) {
    lock.lock()
    guard case .active = status, id == generation, inner == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    inner = subscription
    let amount = demand
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  func receiveInner(_ value: Output, generation id: Int) {
    lock.lock()
    guard case .active = status, id == generation, demand > 0, let downstream else {
      lock.unlock()
      return
    }
    demand -= 1
    guard !delivering else {
      pending.append(value)
      lock.unlock()
      return
    }
    delivering = true
    lock.unlock()
    let extra = downstream.receive(value)
    lock.lock()
    drain(extra: extra)
  }

  func receiveInner(completion: Subscribers.Completion<Failure>, generation id: Int) {
    lock.lock()
    guard case .active = status, id == generation else {
      lock.unlock()
      return
    }
    inner = nil
    hasInner = false
    switch completion {
    case .finished:
      if outerFinished {
        complete(.finished)
      } else {
        lock.unlock()
      }
    case .failure:
      complete(completion)
    }
  }

  // MARK: Internals (entered with the lock held; all leave it unlocked)

  private func complete(_ completion: Subscribers.Completion<Failure>) {
    status = .completing(completion)
    var cancelled: [Subscription] = []
    var dropped = _CombiningFifo<Output>()
    if case .failure = completion {
      if let inner { cancelled.append(inner) }
      if let subscription = outer.subscription { cancelled.append(subscription) }
      inner = nil
      outer = .terminal
      swap(&dropped, &pending)
    }
    let deliverNow = !delivering
    delivering = true
    lock.unlock()
    for subscription in cancelled { subscription.cancel() }
    withExtendedLifetime(dropped) {}
    guard deliverNow else { return }
    lock.lock()
    drain(extra: .none)
  }

  private func drain(extra: Subscribers.Demand) {
    var extra = extra
    var forward = Subscribers.Demand.none
    while true {
      guard let downstream else {
        delivering = false
        lock.unlock()
        return
      }
      if extra > 0 {
        demand += extra
        forward += extra
        extra = .none
      }
      if case .completing(let completion) = status {
        var isFailure = false
        if case .failure = completion { isFailure = true }
        if isFailure || pending.isEmpty {
          status = .done
          let released = release()
          lock.unlock()
          downstream.receive(completion: completion)
          withExtendedLifetime(released) {}
          return
        }
      }
      guard let value = pending.popFirst() else { break }
      lock.unlock()
      extra = downstream.receive(value)
      lock.lock()
    }
    delivering = false
    let target = forward > 0 ? inner : nil
    lock.unlock()
    target?.request(forward)
  }

  private struct Released {
    var downstream: Downstream?
    var subscriptions: [Subscription]
    var pending: _CombiningFifo<Output>
  }

  private func release() -> Released {
    var subscriptions: [Subscription] = []
    if let inner { subscriptions.append(inner) }
    if let subscription = outer.subscription { subscriptions.append(subscription) }
    let released = Released(downstream: downstream, subscriptions: subscriptions, pending: pending)
    downstream = nil
    inner = nil
    outer = .terminal
    pending = _CombiningFifo()
    delivering = false
    return released
  }
}

/// Subscribes to `SwitchToLatest`'s upstream of publishers.
struct _SwitchToLatestOuter<P: Publisher, Downstream: Subscriber>: Subscriber
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
  typealias Input = P
  typealias Failure = P.Failure

  let parent: _SwitchToLatestSubscription<P, Downstream>
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) { parent.receiveOuter(subscription: subscription) }

  func receive(_ input: P) -> Subscribers.Demand {
    parent.receiveOuter(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receiveOuter(completion: completion)
  }
}

/// Subscribes to one inner publisher of `SwitchToLatest`.
struct _SwitchToLatestInner<P: Publisher, Downstream: Subscriber>: Subscriber
where P.Output == Downstream.Input, P.Failure == Downstream.Failure {
  typealias Input = P.Output
  typealias Failure = P.Failure

  let parent: _SwitchToLatestSubscription<P, Downstream>
  let generation: Int
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) {
    parent.receiveInner(subscription: subscription, generation: generation)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    parent.receiveInner(input, generation: generation)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    parent.receiveInner(completion: completion, generation: generation)
  }
}
