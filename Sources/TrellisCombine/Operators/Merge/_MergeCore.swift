/// The one subscription behind every merging operator: `Merge` to `Merge8`, `MergeMany` and
/// `FlatMap`. It interleaves the values of any number of upstreams ("slots") into one
/// downstream.
///
/// Demand:
/// - While the downstream's demand is unlimited, each slot is asked for unlimited values and
///   values pass straight through.
/// - While it is finite, each slot has at most one value requested or held at a time, and a
///   slot is asked for its next value only while the downstream wants more. So at most one
///   value per slot is ever held beyond the downstream's demand, and none is dropped.
///
/// Delivery is serialised without holding the lock: whoever finds nobody delivering becomes
/// the deliverer; values that arrive meanwhile (from another thread, or re-entrantly from
/// inside the downstream's `receive(_:)`) wait in `pending`, and the deliverer hands them on in
/// arrival order before it lets go.
///
/// Completion: the stream finishes once every slot has finished, no more slots can be added
/// (for `FlatMap`: the source has finished) and `pending` is empty. The first failure cancels
/// every other upstream and is delivered at once, dropping whatever was pending.
@usableFromInline
final class _MergeCore<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  @usableFromInline typealias Output = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline struct Slot {
    @usableFromInline var subscription: Subscription?
    /// Finite mode: one value has been requested from this slot and not yet received.
    @usableFromInline var awaiting = false
    /// Finite mode: a value from this slot waits in `pending`.
    @usableFromInline var holding = false

    @inlinable init(
      subscription: Subscription? = nil, awaiting: Bool = false, holding: Bool = false
    ) {
      self.subscription = subscription
      self.awaiting = awaiting
      self.holding = holding
    }
  }

  @usableFromInline enum Status {
    case active
    /// The completion waits for the current delivery (and, for `.finished`, for `pending`).
    case completing(Subscribers.Completion<Failure>)
    case done
  }

  @usableFromInline let description: String
  /// The lock and, behind its pointer, everything that changes: stored `var`s would cost a
  /// run-time exclusivity check on every access.
  @usableFromInline let box: _LockedState<State>
  /// Ask the source for one more publisher each time a slot finishes.
  @usableFromInline let replenishesSource: Bool

  @usableFromInline struct State {
    @usableFromInline var downstream: Downstream?
    @usableFromInline var status = Status.active
    @usableFromInline var demand = Subscribers.Demand.none
    @usableFromInline var unlimited = false
    @usableFromInline var delivering = false
    @usableFromInline var pending = _CombiningFifo<(slot: Int, value: Output)>()
    @usableFromInline var slots: [Int: Slot] = [:]
    /// Finite mode: slots that may be asked for one more value when there is demand. May name
    /// slots that have finished since; those are skipped.
    @usableFromInline var idle: [Int] = []
    /// Slots that have not finished yet, including those still waiting for their
    /// subscription.
    @usableFromInline var liveSlots: Int
    @usableFromInline var nextSlot: Int
    /// A flatMap-style upstream of publishers; `nil` for the fixed merges.
    @usableFromInline var source: Subscription?
    /// More slots may still be added (the source has not finished).
    @usableFromInline var sourceOpen: Bool

    @inlinable init(downstream: Downstream, liveSlots: Int, sourceOpen: Bool) {
      self.downstream = downstream
      self.liveSlots = liveSlots
      nextSlot = liveSlots
      self.sourceOpen = sourceOpen
    }
  }

  @inlinable var state: UnsafeMutablePointer<State> { box.state }

  /// A merge of a fixed number of upstreams, numbered `0..<count`.
  @inlinable init(downstream: Downstream, count: Int, description: String) {
    self.description = description
    box = _LockedState(State(downstream: downstream, liveSlots: count, sourceOpen: false))
    replenishesSource = false
  }

  /// A merge whose slots are added one by one with `addSlot()` until `sourceFinished()`.
  @inlinable init(downstream: Downstream, replenishesSource: Bool, description: String) {
    self.description = description
    box = _LockedState(State(downstream: downstream, liveSlots: 0, sourceOpen: true))
    self.replenishesSource = replenishesSource
  }

  /// Whether the stream has ended, so that no further upstream should be subscribed.
  @inlinable var isTerminated: Bool {
    box.withLock { state in
      if case .active = state.status { return false }
      return true
    }
  }

  /// Subscribes slot `index` of a fixed merge to `upstream`.
  @inlinable func subscribe<Upstream: Publisher>(_ upstream: Upstream, slot index: Int)
  where Upstream.Output == Output, Upstream.Failure == Failure {
    guard !isTerminated else { return }
    upstream.subscribe(_MergeInner(core: self, slot: index))
  }

  // MARK: Downstream side

  @inlinable func request(_ more: Subscribers.Demand) {
    precondition(
      more > 0, "Subscription.request(\(more)): state.pointee.demand must be greater than zero")
    box.lock()
    if case .done = state.pointee.status {
      box.unlock()
      return
    }
    state.pointee.demand += more
    var grants: [(Subscription, Subscribers.Demand)] = []
    if more == .unlimited && !state.pointee.unlimited {
      state.pointee.unlimited = true
      state.pointee.idle.removeAll()
      for slot in state.pointee.slots.values {
        if let subscription = slot.subscription { grants.append((subscription, .unlimited)) }
      }
    }
    if state.pointee.delivering {
      // The deliverer hands out the new demand; only the switch to unlimited is ours to pass on.
      box.unlock()
      for (subscription, amount) in grants { subscription.request(amount) }
      return
    }
    state.pointee.delivering = true
    drain(extra: .none, grants: grants)
  }

  @inlinable func cancel() {
    box.lock()
    if case .done = state.pointee.status {
      box.unlock()
      return
    }
    state.pointee.status = .done
    let released = release()
    box.unlock()
    for subscription in released.subscriptions { subscription.cancel() }
    withExtendedLifetime(released) {}
  }

  // MARK: Upstream side

  /// Adds a slot for one more upstream, or returns `nil` when the stream has ended.
  @inlinable func addSlot() -> Int? {
    box.lock()
    defer { box.unlock() }
    guard case .active = state.pointee.status else { return nil }
    let index = state.pointee.nextSlot
    state.pointee.nextSlot += 1
    state.pointee.liveSlots += 1
    return index
  }

  /// Stores the source of publishers; returns `false` (and the caller cancels it) when the
  /// stream has already ended.
  @inlinable func attachSource(_ subscription: Subscription) -> Bool {
    box.lock()
    defer { box.unlock() }
    guard case .active = state.pointee.status, state.pointee.source == nil, state.pointee.sourceOpen
    else { return false }
    state.pointee.source = subscription
    return true
  }

  /// The source of publishers finished (or, for a fixed merge of no upstreams, there is none):
  /// the stream ends once the open slots end.
  @inlinable func sourceFinished() {
    box.lock()
    guard case .active = state.pointee.status else {
      box.unlock()
      return
    }
    state.pointee.sourceOpen = false
    state.pointee.source = nil
    guard state.pointee.liveSlots == 0 else {
      box.unlock()
      return
    }
    complete(.finished)
  }

  @inlinable func receive(subscription: Subscription, slot index: Int) {
    box.lock()
    guard case .active = state.pointee.status, state.pointee.slots[index] == nil else {
      box.unlock()
      subscription.cancel()
      return
    }
    var slot = Slot(subscription: subscription)
    var amount = Subscribers.Demand.none
    if state.pointee.unlimited {
      amount = .unlimited
    } else if state.pointee.demand > 0 {
      slot.awaiting = true
      amount = .max(1)
    } else {
      state.pointee.idle.append(index)
    }
    state.pointee.slots[index] = slot
    box.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  @inlinable func receive(_ value: Output, slot index: Int) {
    box.lock()
    guard case .active = state.pointee.status, let downstream = state.pointee.downstream else {
      box.unlock()
      return
    }
    if !state.pointee.unlimited { state.pointee.slots[index]?.awaiting = false }
    // Without a deliverer and with demand, `pending` is always empty: deliver directly.
    guard !state.pointee.delivering, state.pointee.demand > 0 else {
      state.pointee.pending.append((index, value))
      if !state.pointee.unlimited { state.pointee.slots[index]?.holding = true }
      box.unlock()
      return
    }
    state.pointee.demand -= 1
    state.pointee.delivering = true
    if !state.pointee.unlimited { state.pointee.idle.append(index) }
    box.unlock()
    let extra = downstream.receive(value)
    box.lock()
    if extra == .none, state.pointee.unlimited, state.pointee.pending.isEmpty,
      case .active = state.pointee.status
    {
      // The common case, kept short: unlimited demand, nothing queued meanwhile.
      state.pointee.delivering = false
      box.unlock()
      return
    }
    drain(extra: extra, grants: [])
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>, slot index: Int) {
    box.lock()
    guard case .active = state.pointee.status, state.pointee.slots[index] != nil else {
      box.unlock()
      return
    }
    switch completion {
    case .failure:
      state.pointee.slots[index] = nil
      complete(completion)
    case .finished:
      state.pointee.slots[index] = nil
      state.pointee.liveSlots -= 1
      if state.pointee.liveSlots == 0 && !state.pointee.sourceOpen {
        complete(.finished)
        return
      }
      let source = replenishesSource && state.pointee.sourceOpen ? state.pointee.source : nil
      box.unlock()
      source?.request(.max(1))
    }
  }

  /// Fails the stream with an error from the source of publishers.
  @inlinable func sourceFailed(_ error: Failure) {
    box.lock()
    guard case .active = state.pointee.status else {
      box.unlock()
      return
    }
    state.pointee.sourceOpen = false
    state.pointee.source = nil
    complete(.failure(error))
  }

  // MARK: Internals (all entered with the lock held; all leave it unlocked)

  /// Starts completing; a failure also cancels every other upstream at once. The completion
  /// is delivered by the current deliverer, or by us when nobody is delivering.
  @inlinable func complete(_ completion: Subscribers.Completion<Failure>) {
    state.pointee.status = .completing(completion)
    var cancelled: [Subscription] = []
    var dropped = _CombiningFifo<(slot: Int, value: Output)>()
    if case .failure = completion {
      cancelled = state.pointee.slots.values.compactMap(\.subscription)
      if let source = state.pointee.source { cancelled.append(source) }
      state.pointee.slots = [:]
      state.pointee.source = nil
      state.pointee.idle = []
      swap(&dropped, &state.pointee.pending)
    }
    let deliverNow = !state.pointee.delivering
    state.pointee.delivering = true
    box.unlock()
    for subscription in cancelled { subscription.cancel() }
    withExtendedLifetime(dropped) {}
    guard deliverNow else { return }
    box.lock()
    drain(extra: .none, grants: [])
  }

  /// Delivers what `pending` and the demand allow, then the completion if it is due, then
  /// hands out new requests. The caller has set `delivering`.
  @inlinable func drain(extra: Subscribers.Demand, grants: [(Subscription, Subscribers.Demand)]) {
    var extra = extra
    var grants = grants
    while true {
      guard let downstream = state.pointee.downstream else {
        state.pointee.delivering = false
        box.unlock()
        return
      }
      state.pointee.demand += extra
      extra = .none
      if case .completing(let completion) = state.pointee.status {
        var isFailure = false
        if case .failure = completion { isFailure = true }
        if isFailure || state.pointee.pending.isEmpty {
          state.pointee.status = .done
          let released = release()
          box.unlock()
          for subscription in released.subscriptions { subscription.cancel() }
          downstream.receive(completion: completion)
          withExtendedLifetime(released) {}
          return
        }
      }
      guard state.pointee.demand > 0, let (index, value) = state.pointee.pending.popFirst() else {
        break
      }
      state.pointee.demand -= 1
      if !state.pointee.unlimited, state.pointee.slots[index] != nil {
        state.pointee.slots[index]?.holding = false
        state.pointee.idle.append(index)
      }
      box.unlock()
      extra = downstream.receive(value)
      box.lock()
    }
    state.pointee.delivering = false
    if !state.pointee.unlimited, state.pointee.demand > 0, case .active = state.pointee.status,
      !state.pointee.idle.isEmpty
    {
      for index in state.pointee.idle {
        guard var slot = state.pointee.slots[index], !slot.awaiting, !slot.holding,
          let subscription = slot.subscription
        else { continue }
        slot.awaiting = true
        state.pointee.slots[index] = slot
        grants.append((subscription, .max(1)))
      }
      state.pointee.idle.removeAll(keepingCapacity: true)
    }
    box.unlock()
    for (subscription, amount) in grants { subscription.request(amount) }
  }

  @usableFromInline struct Released {
    @usableFromInline var downstream: Downstream?
    @usableFromInline var subscriptions: [Subscription]
    @usableFromInline var pending: _CombiningFifo<(slot: Int, value: Output)>

    @inlinable init(
      downstream: Downstream?, subscriptions: [Subscription],
      pending: _CombiningFifo<(slot: Int, value: Output)>
    ) {
      self.downstream = downstream
      self.subscriptions = subscriptions
      self.pending = pending
    }
  }

  /// Takes everything the core holds, so that it is released (and cancelled) after unlocking.
  @inlinable func release() -> Released {
    var subscriptions = state.pointee.slots.values.compactMap(\.subscription)
    if let source = state.pointee.source { subscriptions.append(source) }
    let released = Released(
      downstream: state.pointee.downstream, subscriptions: subscriptions,
      pending: state.pointee.pending)
    state.pointee.downstream = nil
    state.pointee.slots = [:]
    state.pointee.idle = []
    state.pointee.source = nil
    state.pointee.pending = _CombiningFifo()
    state.pointee.delivering = false
    return released
  }
}

/// The subscriber attached to one slot of a `_MergeCore`.
@usableFromInline struct _MergeInner<Downstream: Subscriber>: Subscriber {
  @usableFromInline typealias Input = Downstream.Input
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let core: _MergeCore<Downstream>
  @usableFromInline let slot: Int
  @usableFromInline let combineIdentifier = CombineIdentifier()

  @inlinable init(core: _MergeCore<Downstream>, slot: Int) {
    self.core = core
    self.slot = slot
  }

  @inlinable func receive(subscription: Subscription) {
    core.receive(subscription: subscription, slot: slot)
  }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    core.receive(input, slot: slot)
    return .none
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    core.receive(completion: completion, slot: slot)
  }
}
