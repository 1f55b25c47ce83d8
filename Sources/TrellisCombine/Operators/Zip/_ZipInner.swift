import Synchronization

/// Where one upstream of a zip stands.
@usableFromInline
enum _ZipChildState {
  case awaitingSubscription
  case active
  case finished
  case failed
}

/// The subscription behind `Zip`, `Zip3` and `Zip4`: it pairs the oldest value of every
/// upstream and hands the tuple to the downstream.
///
/// `Queues` is a tuple of queues, one per upstream, stored inline; each upstream's subscriber
/// (a ``_ZipSide``) carries a non-capturing closure that appends to its queue, and `dequeue`
/// takes the oldest value of every queue as one tuple.
///
/// It reproduces Apple's state machine, which apps can see in several ways:
/// - the downstream gets its subscription once every upstream has handed over its own;
/// - demand is passed on to every upstream, except that a request the downstream makes from
///   inside `receive(_:)` goes back to the upstream whose value triggered the delivery as that
///   value's return value instead;
/// - a complete tuple is delivered even when the downstream has no demand left (Apple counts
///   demand but does not hold tuples back; looks like a bug, matched);
/// - when an upstream has finished with nothing queued, the zip finishes (after the delivery in
///   progress) and cancels the upstreams still active; a failure is passed on at once, then
///   every upstream is cancelled, the failed one too;
/// - calls into the downstream are made holding the (re-entrant) lock, which serialises them;
/// - the downstream stays referenced until this object goes away.
///
/// Inlinable, so that a zip specialises in the module that uses it: unspecialised, its tuples
/// of generic values cost a metadata lookup and an allocation each (see trellis-bench).
@usableFromInline
final class _ZipInner<Downstream: Subscriber, Queues>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  @usableFromInline let downstream: Downstream
  @usableFromInline let lock = _RecursiveLock()
  @usableFromInline let dequeue: (inout Queues) -> Downstream.Input
  /// The thread calling the downstream with a tuple, or 0.
  @usableFromInline let deliveringThread = Atomic<UInt>(0)
  /// Everything that changes, guarded by `lock`. Behind a pointer rather than in stored
  /// `var`s, which would cost a run-time exclusivity check on every access.
  @usableFromInline let state: UnsafeMutablePointer<State>

  @usableFromInline struct State {
    @usableFromInline var queues: Queues
    /// How many values each upstream has queued, one lane per upstream (zips have at most
    /// four), inline rather than in an array so that a value costs no array traffic. Lanes
    /// past the last upstream hold 1 and never change.
    @usableFromInline var counts: SIMD4<Int>
    /// 1 in the lane of every upstream: subtracted from `counts` when a tuple is taken.
    @usableFromInline let lanes: SIMD4<Int>
    /// Whether some upstream has finished; until then no value needs the finishing check.
    @usableFromInline var someUpstreamFinished = false
    @usableFromInline var states: [_ZipChildState]
    @usableFromInline var subscriptions: [Subscription?]
    @usableFromInline var demand = Subscribers.Demand.none
    @usableFromInline var valueIsBeingProcessed = false
    @usableFromInline var value: Downstream.Input?
    @usableFromInline var isFinished = false
    /// The upstream whose value is being delivered.
    @usableFromInline var processingChild: Int?
    /// A request made while a value is being delivered, handed back to the upstream whose
    /// value it is as that value's returned demand.
    @usableFromInline var demandWhileProcessing: Subscribers.Demand?
    /// Tuples completed by values sent from inside the downstream's `receive(_:)`.
    @usableFromInline var reentrantTuples = _CombiningFifo<Downstream.Input>()

    @inlinable init(queues: Queues, count: Int) {
      self.queues = queues
      precondition(count <= 4, "a zip has at most four upstreams")
      var lanes = SIMD4<Int>(repeating: 0)
      for lane in 0..<count { lanes[lane] = 1 }
      self.lanes = lanes
      counts = 1 &- lanes
      states = Array(repeating: .awaitingSubscription, count: count)
      subscriptions = Array(repeating: nil, count: count)
    }
  }

  @inlinable init(
    downstream: Downstream, count: Int, queues: Queues,
    dequeue: @escaping (inout Queues) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.dequeue = dequeue
    state = .allocate(capacity: 1)
    state.initialize(to: State(queues: queues, count: count))
  }

  @inlinable deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  @inlinable var description: String { "Zip" }

  /// Subscribes upstream `index`, whose values `push` appends to its queue.
  @inlinable func subscribe<Upstream: Publisher>(
    _ upstream: Upstream, slot index: Int,
    push: @escaping (inout Queues, Upstream.Output) -> Void
  ) where Upstream.Failure == Downstream.Failure {
    upstream.subscribe(_ZipSide(inner: self, index: index, push: push))
  }

  // MARK: From the upstreams

  @inlinable func receive(subscription: Subscription, slot index: Int) {
    lock.lock()
    guard state.pointee.subscriptions[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state.pointee.subscriptions[index] = subscription
    state.pointee.states[index] = .active
    let everyUpstreamSubscribed = !state.pointee.states.contains(.awaitingSubscription)
    lock.unlock()
    if everyUpstreamSubscribed { downstream.receive(subscription: self) }
  }

  @inlinable func receive<Value>(
    _ input: Value, slot index: Int, push: (inout Queues, Value) -> Void
  ) -> Subscribers.Demand {
    lock.lock()
    defer {
      finishIfExhaustedLocked()
      lock.unlock()
    }
    push(&state.pointee.queues, input)
    state.pointee.counts[index] += 1
    guard !any(state.pointee.counts .== 0) else { return .none }
    state.pointee.counts &-= state.pointee.lanes
    let tuple = dequeue(&state.pointee.queues)
    // An upstream that sends again from inside the downstream's `receive(_:)` would make
    // Apple's zip recurse once per tuple; here the tuple waits for the delivery in progress,
    // which hands it on next, in the same order.
    if deliveringThread.load(ordering: .relaxed) == _RecursiveLock.currentThread {
      state.pointee.reentrantTuples.append(tuple)
      return .none
    }
    state.pointee.value = tuple
    state.pointee.processingChild = index
    state.pointee.valueIsBeingProcessed = true
    return processValueLocked() ?? .none
  }

  @inlinable func receive(
    completion: Subscribers.Completion<Downstream.Failure>, slot index: Int
  ) {
    switch completion {
    case .failure:
      downstream.receive(completion: completion)
      lock.lock()
      state.pointee.states[index] = .failed
      let cancelled = state.pointee.subscriptions
      state.pointee.subscriptions = Array(repeating: nil, count: cancelled.count)
      lock.unlock()
      for case let subscription? in cancelled { subscription.cancel() }
    case .finished:
      lock.lock()
      state.pointee.states[index] = .finished
      state.pointee.someUpstreamFinished = true
      if !state.pointee.valueIsBeingProcessed {
        state.pointee.valueIsBeingProcessed = true
        let morePossible = state.pointee.states.indices.allSatisfy {
          state.pointee.states[$0] == .active || state.pointee.counts[$0] > 0
        }
        if state.pointee.processingChild == nil && !morePossible && !state.pointee.isFinished {
          sendFinishLocked()
        } else {
          _ = processValueLocked()
        }
      }
      lock.unlock()
    }
  }

  // MARK: Subscription

  @inlinable func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    lock.lock()
    state.pointee.demand += more
    for (slot, subscription) in state.pointee.subscriptions.enumerated()
    where slot != state.pointee.processingChild {
      subscription?.request(more)
    }
    if state.pointee.valueIsBeingProcessed {
      state.pointee.demandWhileProcessing = more
    } else {
      state.pointee.valueIsBeingProcessed = true
      _ = processValueLocked()
    }
    lock.unlock()
  }

  @inlinable func cancel() {
    lock.lock()
    let cancelled = state.pointee.subscriptions
    state.pointee.subscriptions = Array(repeating: nil, count: cancelled.count)
    lock.unlock()
    for case let subscription? in cancelled { subscription.cancel() }
  }

  // MARK: Private

  /// Delivers the tuple waiting in `value`, if any. Called with `lock` held.
  @inlinable func processValueLocked() -> Subscribers.Demand? {
    defer {
      state.pointee.valueIsBeingProcessed = false
      state.pointee.processingChild = nil
      state.pointee.demandWhileProcessing = nil
    }
    if let value = state.pointee.value.take() {
      if state.pointee.demand > 0 { state.pointee.demand -= 1 }
      let more = deliverLocked(value)
      if more > 0 {
        state.pointee.demand += more
        state.pointee.demandWhileProcessing = more
      }
      // Tuples completed re-entrantly; the demand returned for them is asked of every
      // upstream, since it cannot be returned.
      while let tuple = state.pointee.reentrantTuples.popFirst() {
        if state.pointee.demand > 0 { state.pointee.demand -= 1 }
        let extra = deliverLocked(tuple)
        guard extra > 0 else { continue }
        state.pointee.demand += extra
        for subscription in state.pointee.subscriptions { subscription?.request(extra) }
      }
    }
    return state.pointee.demandWhileProcessing
  }

  /// Calls the downstream with the delivery marked, so that values sent from inside it wait.
  /// Called with `lock` held.
  @inlinable func deliverLocked(_ tuple: Downstream.Input) -> Subscribers.Demand {
    let outerThread = deliveringThread.exchange(_RecursiveLock.currentThread, ordering: .relaxed)
    let more = downstream.receive(tuple)
    deliveringThread.store(outerThread, ordering: .relaxed)
    return more
  }

  /// Finishes once an upstream has finished with nothing queued. Called with `lock` held.
  @inlinable func finishIfExhaustedLocked() {
    guard state.pointee.someUpstreamFinished, state.pointee.processingChild == nil else { return }
    guard
      state.pointee.states.indices.contains(where: {
        state.pointee.states[$0] == .finished && state.pointee.counts[$0] == 0
      })
    else {
      return
    }
    sendFinishLocked()
    state.pointee.isFinished = true
  }

  /// Finishes, then cancels the upstreams still active. Called with `lock` held.
  @inlinable func sendFinishLocked() {
    downstream.receive(completion: .finished)
    var cancelled: [Subscription] = []
    for slot in state.pointee.states.indices where state.pointee.states[slot] == .active {
      if let subscription = state.pointee.subscriptions[slot] { cancelled.append(subscription) }
      state.pointee.subscriptions[slot] = nil
    }
    for subscription in cancelled { subscription.cancel() }
  }
}

/// The subscriber a zip attaches to one upstream; it shares the zip's identity.
@usableFromInline
struct _ZipSide<Input, Downstream: Subscriber, Queues>: Subscriber {
  @usableFromInline typealias Failure = Downstream.Failure

  @usableFromInline let inner: _ZipInner<Downstream, Queues>
  @usableFromInline let index: Int
  @usableFromInline let push: (inout Queues, Input) -> Void

  @inlinable init(
    inner: _ZipInner<Downstream, Queues>, index: Int, push: @escaping (inout Queues, Input) -> Void
  ) {
    self.inner = inner
    self.index = index
    self.push = push
  }

  @inlinable var combineIdentifier: CombineIdentifier { inner.combineIdentifier }

  @inlinable func receive(subscription: Subscription) {
    inner.receive(subscription: subscription, slot: index)
  }

  @inlinable func receive(_ input: Input) -> Subscribers.Demand {
    inner.receive(input, slot: index, push: push)
  }

  @inlinable func receive(completion: Subscribers.Completion<Failure>) {
    inner.receive(completion: completion, slot: index)
  }
}
