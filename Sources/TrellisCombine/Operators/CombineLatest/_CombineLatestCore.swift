/// The one subscription behind `CombineLatest`, `CombineLatest3` and `CombineLatest4`.
///
/// `Latest` is a tuple of optionals, one per upstream, stored inline; each upstream's
/// subscriber (a ``_CombineLatestSide``) carries a non-capturing closure that writes its slot,
/// and `combine` reads the complete tuple. So a value costs one lock round trip before
/// delivery and one after, and no allocation.
///
/// Demand: every downstream request (including demand returned from `receive(_:)`) is passed
/// on to every upstream; an upstream whose subscription arrives late is asked for everything
/// requested so far. A combination is delivered only against downstream demand; when a value
/// arrives without demand, the newest combination is owed and delivered when demand comes
/// (older ones are dropped, like a buffer of one per upstream).
///
/// Delivery is serialised without holding the lock: whoever sets `delivering` delivers, in
/// ``drainLocked(extra:forward:)``. Combinations made while another delivery is running (on
/// another thread, or re-entrantly from inside the downstream's `receive(_:)`) are queued,
/// with their demand already taken, and delivered in order.
///
/// The mutable state lives behind the lock's pointer (``_LockedState``) and the type is
/// inlinable, so that it specialises in the module that uses it with no exclusivity checks:
/// unspecialised, its tuples of generic values cost a metadata lookup and an allocation each
/// (see trellis-bench).
@usableFromInline
final class _CombineLatestCore<Downstream: Subscriber, Latest>: Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  @usableFromInline typealias Output = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline enum Status {
    case active
    case completing(Subscribers.Completion<Failure>)
    case done
  }

  @usableFromInline struct State {
    @usableFromInline var downstream: Downstream?
    @usableFromInline var status = Status.active
    @usableFromInline var subscriptions: [Subscription?]
    /// Everything requested so far, handed to an upstream whose subscription arrives late.
    @usableFromInline var requested = Subscribers.Demand.none
    @usableFromInline var demand = Subscribers.Demand.none
    @usableFromInline var delivering = false
    @usableFromInline var latest: Latest
    /// Bit `i` is set once upstream `i` has sent a value.
    @usableFromInline var seen: UInt = 0
    @usableFromInline var finishedCount = 0
    @usableFromInline var queue = _CombiningFifo<Output>()
    /// A combination was made without demand; the newest one is delivered when demand comes.
    @usableFromInline var owed = false

    @inlinable init(downstream: Downstream, count: Int, latest: Latest) {
      self.downstream = downstream
      self.latest = latest
      subscriptions = Array(repeating: nil, count: count)
    }
  }

  @usableFromInline let description: String
  @usableFromInline let count: Int
  @usableFromInline let everySlot: UInt
  @usableFromInline let combine: (Latest) -> Output
  /// `Latest` with every slot empty; `latest` returns to it when the stream ends.
  @usableFromInline let empty: Latest
  @usableFromInline let box: _LockedState<State>

  @inlinable init(
    downstream: Downstream, count: Int, empty: Latest, description: String,
    combine: @escaping (Latest) -> Output
  ) {
    self.description = description
    self.count = count
    self.everySlot = (1 << UInt(count)) - 1
    self.empty = empty
    self.combine = combine
    box = _LockedState(State(downstream: downstream, count: count, latest: empty))
  }

  /// Subscribes upstream `index`, whose values `store` writes into its slot of `Latest`.
  @inlinable func subscribe<Upstream: Publisher>(
    _ upstream: Upstream, slot index: Int,
    store: @escaping (inout Latest, Upstream.Output) -> Void
  ) where Upstream.Failure == Failure {
    let isActive = box.withLock { state -> Bool in
      if case .active = state.status { return true }
      return false
    }
    guard isActive else { return }
    upstream.subscribe(_CombineLatestSide(core: self, slot: index, store: store))
  }

  // MARK: Downstream side

  @inlinable func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    box.lock()
    let state = box.state
    if case .done = state.pointee.status {
      box.unlock()
      return
    }
    state.pointee.demand += more
    let forward = takeForwardLocked(more)
    if state.pointee.delivering {
      let targets = state.pointee.subscriptions
      box.unlock()
      if forward > 0 { for case let subscription? in targets { subscription.request(forward) } }
      return
    }
    state.pointee.delivering = true
    drainLocked(extra: .none, forward: forward)
  }

  @inlinable func cancel() {
    box.lock()
    if case .done = box.state.pointee.status {
      box.unlock()
      return
    }
    box.state.pointee.status = .done
    let released = releaseLocked()
    box.unlock()
    for subscription in released.subscriptions { subscription.cancel() }
    withExtendedLifetime(released) {}
  }

  // MARK: Upstream side

  @inlinable func receive(subscription: Subscription, slot index: Int) {
    box.lock()
    let state = box.state
    guard case .active = state.pointee.status, state.pointee.subscriptions[index] == nil else {
      box.unlock()
      subscription.cancel()
      return
    }
    state.pointee.subscriptions[index] = subscription
    let amount = state.pointee.requested
    box.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  @inlinable func receive<Value>(
    _ value: Value, slot index: Int, store: (inout Latest, Value) -> Void
  ) {
    box.lock()
    let state = box.state
    guard case .active = state.pointee.status, let downstream = state.pointee.downstream else {
      box.unlock()
      return
    }
    store(&state.pointee.latest, value)
    if state.pointee.seen != everySlot {
      state.pointee.seen |= 1 << UInt(index)
      guard state.pointee.seen == everySlot else {
        box.unlock()
        return
      }
    }
    guard state.pointee.demand > 0 else {
      state.pointee.owed = true
      box.unlock()
      return
    }
    state.pointee.demand -= 1
    state.pointee.owed = false
    let output = combine(state.pointee.latest)
    guard !state.pointee.delivering else {
      state.pointee.queue.append(output)
      box.unlock()
      return
    }
    state.pointee.delivering = true
    box.unlock()
    let extra = downstream.receive(output)
    box.lock()
    if extra == .none, state.pointee.queue.isEmpty, !state.pointee.owed,
      case .active = state.pointee.status
    {
      // The common case, kept short: nothing more to do.
      state.pointee.delivering = false
      box.unlock()
      return
    }
    drainLocked(extra: extra, forward: .none)
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>, slot index: Int) {
    box.lock()
    let state = box.state
    guard case .active = state.pointee.status, state.pointee.subscriptions[index] != nil else {
      box.unlock()
      return
    }
    state.pointee.subscriptions[index] = nil
    switch completion {
    case .finished:
      state.pointee.finishedCount += 1
      if state.pointee.finishedCount == count {
        completeLocked(.finished, cancellingUpstreams: false)
      } else {
        box.unlock()
      }
    case .failure:
      // Queued combinations are never delivered after a failure.
      var dropped = _CombiningFifo<Output>()
      swap(&dropped, &state.pointee.queue)
      completeLocked(completion, cancellingUpstreams: true, discarding: dropped)
    }
  }

  // MARK: Internals

  /// The part of a new request that still has to go upstream, recorded as requested.
  @inlinable func takeForwardLocked(_ more: Subscribers.Demand) -> Subscribers.Demand {
    guard box.state.pointee.requested != .unlimited, more > 0 else { return .none }
    box.state.pointee.requested += more
    return more
  }

  /// Ends the stream with `completion`, after cancelling the other upstreams when
  /// `cancellingUpstreams`; `discarded` is released after unlocking. The completion is
  /// delivered by the current deliverer, or by us when nobody is delivering. Entered with the
  /// lock held; leaves it unlocked.
  @inlinable func completeLocked(
    _ completion: Subscribers.Completion<Failure>, cancellingUpstreams: Bool,
    discarding discarded: Any? = nil
  ) {
    let state = box.state
    state.pointee.status = .completing(completion)
    var cancelled: [Subscription] = []
    if cancellingUpstreams {
      cancelled = state.pointee.subscriptions.compactMap { $0 }
      state.pointee.subscriptions = Array(repeating: nil, count: count)
    }
    let deliverNow = !state.pointee.delivering
    state.pointee.delivering = true
    box.unlock()
    for subscription in cancelled { subscription.cancel() }
    withExtendedLifetime(discarded) {}
    guard deliverNow else { return }
    box.lock()
    drainLocked(extra: .none, forward: .none)
  }

  /// Delivers queued and owed combinations, then a due completion (a finish waits for the
  /// queue, a failure does not), then passes new demand upstream. Entered with the lock held
  /// and `delivering` set; leaves it unlocked.
  @inlinable func drainLocked(extra: Subscribers.Demand, forward: Subscribers.Demand) {
    let state = box.state
    var extra = extra
    var forward = forward
    while true {
      guard let downstream = state.pointee.downstream else {
        state.pointee.delivering = false
        box.unlock()
        return
      }
      if extra > 0 {
        state.pointee.demand += extra
        forward += takeForwardLocked(extra)
        extra = .none
      }
      if case .completing(let completion) = state.pointee.status {
        var isDue = true
        if case .finished = completion { isDue = state.pointee.queue.isEmpty }
        if isDue {
          state.pointee.status = .done
          let released = releaseLocked()
          box.unlock()
          downstream.receive(completion: completion)
          withExtendedLifetime(released) {}
          return
        }
      }
      let output: Output
      if let queued = state.pointee.queue.popFirst() {
        output = queued
      } else if state.pointee.owed, state.pointee.demand > 0,
        case .active = state.pointee.status
      {
        state.pointee.owed = false
        state.pointee.demand -= 1
        output = combine(state.pointee.latest)
      } else {
        break
      }
      box.unlock()
      extra = downstream.receive(output)
      box.lock()
    }
    state.pointee.delivering = false
    let targets = forward > 0 ? state.pointee.subscriptions : []
    box.unlock()
    for case let subscription? in targets { subscription.request(forward) }
  }

  @usableFromInline struct Released {
    @usableFromInline var downstream: Downstream?
    @usableFromInline var subscriptions: [Subscription]
    @usableFromInline var values: (_CombiningFifo<Output>, Latest)

    @inlinable init(
      downstream: Downstream?, subscriptions: [Subscription],
      values: (_CombiningFifo<Output>, Latest)
    ) {
      self.downstream = downstream
      self.subscriptions = subscriptions
      self.values = values
    }
  }

  /// Takes everything the stream holds, to be released (and cancelled) after unlocking.
  @inlinable func releaseLocked() -> Released {
    let state = box.state
    let released = Released(
      downstream: state.pointee.downstream,
      subscriptions: state.pointee.subscriptions.compactMap { $0 },
      values: (state.pointee.queue, state.pointee.latest))
    state.pointee.downstream = nil
    state.pointee.subscriptions = Array(repeating: nil, count: count)
    state.pointee.queue = _CombiningFifo()
    state.pointee.latest = empty
    state.pointee.delivering = false
    return released
  }
}

/// The subscriber attached to one upstream of a `combineLatest`.
@usableFromInline
struct _CombineLatestSide<Input, Downstream: Subscriber, Latest>: Subscriber {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let core: _CombineLatestCore<Downstream, Latest>
  @usableFromInline let slot: Int
  @usableFromInline let store: (inout Latest, Input) -> Void
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable init(
    core: _CombineLatestCore<Downstream, Latest>, slot: Int,
    store: @escaping (inout Latest, Input) -> Void
  ) {
    self.core = core
    self.slot = slot
    self.store = store
  }

  @inlinable func receive(subscription: Subscription) {
    core.receive(subscription: subscription, slot: slot)
  }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    core.receive(input, slot: slot, store: store)
    return .none
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    core.receive(completion: completion, slot: slot)
  }
}
