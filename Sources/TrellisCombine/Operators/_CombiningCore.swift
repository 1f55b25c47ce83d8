/// The part shared by the subscriptions behind `combineLatest` and `zip`: one downstream,
/// a fixed number of upstreams (slots), and the demand and delivery bookkeeping between them.
///
/// Demand: every downstream request (including demand returned from `receive(_:)`) is passed
/// on to every upstream; an upstream whose subscription arrives late is asked for everything
/// requested so far.
///
/// Delivery is serialised without holding the lock: whoever sets `delivering` delivers, in
/// ``drain(extra:forward:)``, until ``nextOutputLocked()`` has nothing more, then a due
/// completion. Subclasses store the upstreams' values, decide what can be delivered next, and
/// when the stream ends.
///
/// Every stored property of this class and its subclasses is guarded by `lock`, which is never
/// held while calling an upstream or the downstream. Methods named `...Locked`, `complete` and
/// `drain` are entered with the lock held; `complete` and `drain` leave it unlocked.
@usableFromInline class _CombiningCore<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  @usableFromInline typealias Output = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline enum Status {
    case active
    case completing(Subscribers.Completion<Failure>)
    case done
  }

  @usableFromInline let description: String
  @usableFromInline let count: Int
  @usableFromInline let lock = _Lock()
  // Everything below is guarded by `lock`.
  @usableFromInline var downstream: Downstream?
  @usableFromInline var status = Status.active
  @usableFromInline var subscriptions: [Subscription?]
  /// Everything requested so far, handed to an upstream whose subscription arrives late.
  @usableFromInline var requested = Subscribers.Demand.none
  @usableFromInline var demand = Subscribers.Demand.none
  @usableFromInline var delivering = false

  @inlinable init(downstream: Downstream, count: Int, description: String) {
    self.downstream = downstream
    self.count = count
    self.description = description
    subscriptions = Array(repeating: nil, count: count)
  }

  // MARK: For subclasses

  /// Whether upstream `index` may still be subscribed (its slot is empty and the stream live).
  @inlinable func acceptsSubscriptionLocked(slot index: Int) -> Bool { true }

  /// Whether the completion in `.completing` may be delivered now rather than after the
  /// values still waiting.
  @inlinable func completionIsDueLocked(_ completion: Subscribers.Completion<Failure>) -> Bool { true }

  /// Takes the next value to deliver, with its demand already counted, and the upstream
  /// subscriptions to cancel before delivering it; `nil` when nothing can be delivered now.
  @inlinable func nextOutputLocked() -> (output: Output, cancelling: [Subscription])? {
    fatalError("\(Self.self) must override nextOutputLocked()")
  }

  /// Drops the values the subclass stores, handing them back so that they are released
  /// after unlocking.
  @inlinable func releaseValuesLocked() -> Any? { nil }

  // MARK: Downstream side

  @inlinable final func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    if case .done = status {
      lock.unlock()
      return
    }
    demand += more
    let forward = takeForward(more)
    if delivering {
      let targets = subscriptions
      lock.unlock()
      if forward > 0 { for case let subscription? in targets { subscription.request(forward) } }
      return
    }
    delivering = true
    drain(extra: .none, forward: forward)
  }

  @inlinable final func cancel() {
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

  // MARK: Upstream side

  /// Whether the stream still takes new upstreams.
  @inlinable final var isActive: Bool {
    lock.withLock {
      if case .active = status { return true }
      return false
    }
  }

  @inlinable final func receive(subscription: Subscription, slot index: Int) {
    lock.lock()
    guard case .active = status, subscriptions[index] == nil,
      acceptsSubscriptionLocked(slot: index)
    else {
      lock.unlock()
      subscription.cancel()
      return
    }
    subscriptions[index] = subscription
    let amount = requested
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  // MARK: Internals

  /// The part of a new request that still has to go upstream, recorded as requested.
  @inlinable func takeForward(_ more: Subscribers.Demand) -> Subscribers.Demand {
    guard requested != .unlimited, more > 0 else { return .none }
    requested += more
    return more
  }

  /// Ends the stream with `completion`, after cancelling the other upstreams when
  /// `cancellingUpstreams`; `discarded` is released after unlocking. The completion is
  /// delivered by the current deliverer, or by us when nobody is delivering.
  @inlinable final func complete(
    _ completion: Subscribers.Completion<Failure>, cancellingUpstreams: Bool,
    discarding discarded: Any? = nil
  ) {
    status = .completing(completion)
    var cancelled: [Subscription] = []
    if cancellingUpstreams {
      cancelled = subscriptions.compactMap { $0 }
      subscriptions = Array(repeating: nil, count: count)
    }
    let deliverNow = !delivering
    delivering = true
    lock.unlock()
    for subscription in cancelled { subscription.cancel() }
    withExtendedLifetime(discarded) {}
    guard deliverNow else { return }
    lock.lock()
    drain(extra: .none, forward: .none)
  }

  /// Delivers values while ``nextOutputLocked()`` has one, then a due completion, then passes
  /// new demand upstream. The caller has set `delivering`.
  @inlinable final func drain(extra: Subscribers.Demand, forward: Subscribers.Demand) {
    var extra = extra
    var forward = forward
    while true {
      guard let downstream else {
        delivering = false
        lock.unlock()
        return
      }
      if extra > 0 {
        demand += extra
        forward += takeForward(extra)
        extra = .none
      }
      if case .completing(let completion) = status, completionIsDueLocked(completion) {
        status = .done
        let released = release()
        lock.unlock()
        downstream.receive(completion: completion)
        withExtendedLifetime(released) {}
        return
      }
      guard let (output, cancelled) = nextOutputLocked() else { break }
      lock.unlock()
      for subscription in cancelled { subscription.cancel() }
      extra = downstream.receive(output)
      lock.lock()
    }
    delivering = false
    let targets = forward > 0 ? subscriptions : []
    lock.unlock()
    for case let subscription? in targets { subscription.request(forward) }
  }

  @usableFromInline struct Released {
    @usableFromInline var downstream: Downstream?
    @usableFromInline var subscriptions: [Subscription]
    @usableFromInline var values: Any?

    @inlinable init(downstream: Downstream?, subscriptions: [Subscription], values: Any?) {
      self.downstream = downstream
      self.subscriptions = subscriptions
      self.values = values
    }
  }

  @inlinable func release() -> Released {
    let released = Released(
      downstream: downstream, subscriptions: subscriptions.compactMap { $0 },
      values: releaseValuesLocked())
    downstream = nil
    subscriptions = Array(repeating: nil, count: count)
    delivering = false
    return released
  }
}

/// A subscription with numbered upstreams whose values are stored into `Slots`.
@usableFromInline protocol _SlotReceiving: AnyObject {
  associatedtype Slots
  associatedtype Failure: Error
  func receive(subscription: Subscription, slot index: Int)
  func receive<Value>(_ value: Value, slot index: Int, store: (inout Slots, Value) -> Void)
  func receive(completion: Subscribers.Completion<Failure>, slot index: Int)
}

/// The subscriber attached to one upstream of a `combineLatest` or `zip` subscription.
@usableFromInline struct _SlotInner<Input, Core: _SlotReceiving>: Subscriber {
  @usableFromInline typealias Failure = Core.Failure

  @usableFromInline let core: Core
  @usableFromInline let slot: Int
  @usableFromInline let store: (inout Core.Slots, Input) -> Void
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable init(core: Core, slot: Int, store: @escaping (inout Core.Slots, Input) -> Void) {
    self.core = core
    self.slot = slot
    self.store = store
  }

  @inlinable func receive(subscription: Subscription) { core.receive(subscription: subscription, slot: slot) }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    core.receive(input, slot: slot, store: store)
    return .none
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    core.receive(completion: completion, slot: slot)
  }
}
