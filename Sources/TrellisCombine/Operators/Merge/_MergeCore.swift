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
@usableFromInline final class _MergeCore<Downstream: Subscriber>: Subscription, CustomStringConvertible,
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

    @inlinable init(subscription: Subscription? = nil, awaiting: Bool = false, holding: Bool = false) {
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
  @usableFromInline let lock = _Lock()
  // Everything below is guarded by `lock`.
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
  /// Slots that have not finished yet, including those still waiting for their subscription.
  @usableFromInline var liveSlots: Int
  @usableFromInline var nextSlot: Int
  /// `FlatMap`'s upstream of publishers; `nil` for the fixed merges.
  @usableFromInline var source: Subscription?
  /// More slots may still be added (the source has not finished).
  @usableFromInline var sourceOpen: Bool
  /// Ask the source for one more publisher each time a slot finishes.
  @usableFromInline let replenishesSource: Bool

  /// A merge of a fixed number of upstreams, numbered `0..<count`.
  @inlinable init(downstream: Downstream, count: Int, description: String) {
    self.downstream = downstream
    self.description = description
    liveSlots = count
    nextSlot = count
    sourceOpen = false
    replenishesSource = false
  }

  /// A merge whose slots are added one by one with `addSlot()` until `sourceFinished()`.
  @inlinable init(downstream: Downstream, replenishesSource: Bool, description: String) {
    self.downstream = downstream
    self.description = description
    liveSlots = 0
    nextSlot = 0
    sourceOpen = true
    self.replenishesSource = replenishesSource
  }

  /// Whether the stream has ended, so that no further upstream should be subscribed.
  @inlinable var isTerminated: Bool {
    lock.withLock {
      if case .active = status { return false }
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
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    if case .done = status {
      lock.unlock()
      return
    }
    demand += more
    var grants: [(Subscription, Subscribers.Demand)] = []
    if more == .unlimited && !unlimited {
      unlimited = true
      idle.removeAll()
      for slot in slots.values {
        if let subscription = slot.subscription { grants.append((subscription, .unlimited)) }
      }
    }
    if delivering {
      // The deliverer hands out the new demand; only the switch to unlimited is ours to pass on.
      lock.unlock()
      for (subscription, amount) in grants { subscription.request(amount) }
      return
    }
    delivering = true
    drain(extra: .none, grants: grants)
  }

  @inlinable func cancel() {
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

  /// Adds a slot for one more upstream, or returns `nil` when the stream has ended.
  @inlinable func addSlot() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard case .active = status else { return nil }
    let index = nextSlot
    nextSlot += 1
    liveSlots += 1
    return index
  }

  /// Stores the source of publishers; returns `false` (and the caller cancels it) when the
  /// stream has already ended.
  @inlinable func attachSource(_ subscription: Subscription) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard case .active = status, source == nil, sourceOpen else { return false }
    source = subscription
    return true
  }

  /// The source of publishers finished (or, for a fixed merge of no upstreams, there is none):
  /// the stream ends once the open slots end.
  @inlinable func sourceFinished() {
    lock.lock()
    guard case .active = status else {
      lock.unlock()
      return
    }
    sourceOpen = false
    source = nil
    guard liveSlots == 0 else {
      lock.unlock()
      return
    }
    complete(.finished)
  }

  @inlinable func receive(subscription: Subscription, slot index: Int) {
    lock.lock()
    guard case .active = status, slots[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    var slot = Slot(subscription: subscription)
    var amount = Subscribers.Demand.none
    if unlimited {
      amount = .unlimited
    } else if demand > 0 {
      slot.awaiting = true
      amount = .max(1)
    } else {
      idle.append(index)
    }
    slots[index] = slot
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  @inlinable func receive(_ value: Output, slot index: Int) {
    lock.lock()
    guard case .active = status, let downstream else {
      lock.unlock()
      return
    }
    if !unlimited { slots[index]?.awaiting = false }
    // Without a deliverer and with demand, `pending` is always empty: deliver directly.
    guard !delivering, demand > 0 else {
      pending.append((index, value))
      if !unlimited { slots[index]?.holding = true }
      lock.unlock()
      return
    }
    demand -= 1
    delivering = true
    if !unlimited { idle.append(index) }
    lock.unlock()
    let extra = downstream.receive(value)
    lock.lock()
    drain(extra: extra, grants: [])
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>, slot index: Int) {
    lock.lock()
    guard case .active = status, slots[index] != nil else {
      lock.unlock()
      return
    }
    switch completion {
    case .failure:
      slots[index] = nil
      complete(completion)
    case .finished:
      slots[index] = nil
      liveSlots -= 1
      if liveSlots == 0 && !sourceOpen {
        complete(.finished)
        return
      }
      let source = replenishesSource && sourceOpen ? self.source : nil
      lock.unlock()
      source?.request(.max(1))
    }
  }

  /// Fails the stream with an error from the source of publishers.
  @inlinable func sourceFailed(_ error: Failure) {
    lock.lock()
    guard case .active = status else {
      lock.unlock()
      return
    }
    sourceOpen = false
    source = nil
    complete(.failure(error))
  }

  // MARK: Internals (all entered with the lock held; all leave it unlocked)

  /// Starts completing; a failure also cancels every other upstream at once. The completion
  /// is delivered by the current deliverer, or by us when nobody is delivering.
  @inlinable func complete(_ completion: Subscribers.Completion<Failure>) {
    status = .completing(completion)
    var cancelled: [Subscription] = []
    var dropped = _CombiningFifo<(slot: Int, value: Output)>()
    if case .failure = completion {
      cancelled = slots.values.compactMap(\.subscription)
      if let source { cancelled.append(source) }
      slots = [:]
      source = nil
      idle = []
      swap(&dropped, &pending)
    }
    let deliverNow = !delivering
    delivering = true
    lock.unlock()
    for subscription in cancelled { subscription.cancel() }
    withExtendedLifetime(dropped) {}
    guard deliverNow else { return }
    lock.lock()
    drain(extra: .none, grants: [])
  }

  /// Delivers what `pending` and the demand allow, then the completion if it is due, then
  /// hands out new requests. The caller has set `delivering`.
  @inlinable func drain(extra: Subscribers.Demand, grants: [(Subscription, Subscribers.Demand)]) {
    var extra = extra
    var grants = grants
    while true {
      guard let downstream else {
        delivering = false
        lock.unlock()
        return
      }
      demand += extra
      extra = .none
      if case .completing(let completion) = status {
        var isFailure = false
        if case .failure = completion { isFailure = true }
        if isFailure || pending.isEmpty {
          status = .done
          let released = release()
          lock.unlock()
          for subscription in released.subscriptions { subscription.cancel() }
          downstream.receive(completion: completion)
          withExtendedLifetime(released) {}
          return
        }
      }
      guard demand > 0, let (index, value) = pending.popFirst() else { break }
      demand -= 1
      if !unlimited, slots[index] != nil {
        slots[index]?.holding = false
        idle.append(index)
      }
      lock.unlock()
      extra = downstream.receive(value)
      lock.lock()
    }
    delivering = false
    if !unlimited, demand > 0, case .active = status, !idle.isEmpty {
      for index in idle {
        guard var slot = slots[index], !slot.awaiting, !slot.holding,
          let subscription = slot.subscription
        else { continue }
        slot.awaiting = true
        slots[index] = slot
        grants.append((subscription, .max(1)))
      }
      idle.removeAll(keepingCapacity: true)
    }
    lock.unlock()
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
    var subscriptions = slots.values.compactMap(\.subscription)
    if let source { subscriptions.append(source) }
    let released = Released(downstream: downstream, subscriptions: subscriptions, pending: pending)
    downstream = nil
    slots = [:]
    idle = []
    source = nil
    pending = _CombiningFifo()
    delivering = false
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

  @inlinable func receive(subscription: Subscription) { core.receive(subscription: subscription, slot: slot) }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    core.receive(input, slot: slot)
    return .none
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    core.receive(completion: completion, slot: slot)
  }
}
