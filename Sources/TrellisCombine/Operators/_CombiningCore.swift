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
class _CombiningCore<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  enum Status {
    case active
    case completing(Subscribers.Completion<Failure>)
    case done
  }

  let description: String
  let count: Int
  let lock = _Lock()
  // Everything below is guarded by `lock`.
  var downstream: Downstream?
  var status = Status.active
  var subscriptions: [Subscription?]
  /// Everything requested so far, handed to an upstream whose subscription arrives late.
  private var requested = Subscribers.Demand.none
  var demand = Subscribers.Demand.none
  var delivering = false

  init(downstream: Downstream, count: Int, description: String) {
    self.downstream = downstream
    self.count = count
    self.description = description
    subscriptions = Array(repeating: nil, count: count)
  }

  // MARK: For subclasses

  /// Whether upstream `index` may still be subscribed (its slot is empty and the stream live).
  func acceptsSubscriptionLocked(slot index: Int) -> Bool { true }

  /// Whether the completion in `.completing` may be delivered now rather than after the
  /// values still waiting.
  func completionIsDueLocked(_ completion: Subscribers.Completion<Failure>) -> Bool { true }

  /// Takes the next value to deliver, with its demand already counted, and the upstream
  /// subscriptions to cancel before delivering it; `nil` when nothing can be delivered now.
  func nextOutputLocked() -> (output: Output, cancelling: [Subscription])? {
    fatalError("\(Self.self) must override nextOutputLocked()")
  }

  /// Drops the values the subclass stores, handing them back so that they are released
  /// after unlocking.
  func releaseValuesLocked() -> Any? { nil }

  // MARK: Downstream side

  final func request(_ more: Subscribers.Demand) {
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

  final func cancel() {
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
  final var isActive: Bool {
    lock.withLock {
      if case .active = status { return true }
      return false
    }
  }

  final func receive(subscription: Subscription, slot index: Int) {
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
  private func takeForward(_ more: Subscribers.Demand) -> Subscribers.Demand {
    guard requested != .unlimited, more > 0 else { return .none }
    requested += more
    return more
  }

  /// Ends the stream with `completion`, after cancelling the other upstreams when
  /// `cancellingUpstreams`; `discarded` is released after unlocking. The completion is
  /// delivered by the current deliverer, or by us when nobody is delivering.
  final func complete(
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
  final func drain(extra: Subscribers.Demand, forward: Subscribers.Demand) {
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

  private struct Released {
    var downstream: Downstream?
    var subscriptions: [Subscription]
    var values: Any?
  }

  private func release() -> Released {
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
protocol _SlotReceiving: AnyObject {
  associatedtype Slots
  associatedtype Failure: Error
  func receive(subscription: Subscription, slot index: Int)
  func receive<Value>(_ value: Value, slot index: Int, store: (inout Slots, Value) -> Void)
  func receive(completion: Subscribers.Completion<Failure>, slot index: Int)
}

/// The subscriber attached to one upstream of a `combineLatest` or `zip` subscription.
struct _SlotInner<Input, Core: _SlotReceiving>: Subscriber {
  typealias Failure = Core.Failure

  let core: Core
  let slot: Int
  let store: (inout Core.Slots, Input) -> Void
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) { core.receive(subscription: subscription, slot: slot) }

  func receive(_ input: Input) -> Subscribers.Demand {
    core.receive(input, slot: slot, store: store)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    core.receive(completion: completion, slot: slot)
  }
}
