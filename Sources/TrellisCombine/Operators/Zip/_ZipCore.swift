/// The one subscription behind `Zip`, `Zip3` and `Zip4`.
///
/// `Buffers` is a tuple of queues, one per upstream; each upstream's subscriber carries a
/// non-capturing closure that appends to its queue, and `pop` takes the oldest value of every
/// queue as one tuple.
///
/// Demand: every downstream request (including demand returned from `receive(_:)`) is passed
/// on to every upstream, so no queue grows beyond the demand. Tuples are delivered only
/// against downstream demand; the queues hold the rest.
///
/// Completion: as soon as an upstream has finished and its queue is empty, no further tuple
/// can be made, so the zip finishes (after the delivery in progress) and cancels the others.
/// The first failure is delivered at once.
final class _ZipCore<Downstream: Subscriber, Buffers>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private enum Status {
    case active
    case completing(Subscribers.Completion<Failure>)
    case done
  }

  let description: String
  private let count: Int
  private let pop: (inout Buffers) -> Output
  private let empty: Buffers
  private let lock = _Lock()
  // Everything below is guarded by `lock`.
  private var downstream: Downstream?
  private var status = Status.active
  private var buffers: Buffers
  /// How many values wait in each queue.
  private var counts: [Int]
  /// How many queues are empty; a tuple can be made when none is.
  private var emptyQueues: Int
  private var finished: [Bool]
  private var subscriptions: [Subscription?]
  private var requested = Subscribers.Demand.none
  private var demand = Subscribers.Demand.none
  private var delivering = false

  init(
    downstream: Downstream, count: Int, empty: Buffers, description: String,
    pop: @escaping (inout Buffers) -> Output
  ) {
    self.downstream = downstream
    self.count = count
    self.empty = empty
    self.buffers = empty
    self.description = description
    self.pop = pop
    counts = Array(repeating: 0, count: count)
    emptyQueues = count
    finished = Array(repeating: false, count: count)
    subscriptions = Array(repeating: nil, count: count)
  }

  /// Subscribes upstream `index`, whose values `push` appends to its queue in `Buffers`.
  func subscribe<Upstream: Publisher>(
    _ upstream: Upstream, slot index: Int,
    push: @escaping (inout Buffers, Upstream.Output) -> Void
  ) where Upstream.Failure == Failure {
    let ended = lock.withLock {
      if case .active = status { return false }
      return true
    }
    guard !ended else { return }
    upstream.subscribe(_ZipInner(core: self, slot: index, push: push))
  }

  // MARK: Downstream side

  func request(_ more: Subscribers.Demand) {
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

  // MARK: Upstream side

  func receive(subscription: Subscription, slot index: Int) {
    lock.lock()
    guard case .active = status, subscriptions[index] == nil, !finished[index] else {
      lock.unlock()
      subscription.cancel()
      return
    }
    subscriptions[index] = subscription
    let amount = requested
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  func receive<Value>(_ value: Value, slot index: Int, push: (inout Buffers, Value) -> Void) {
    lock.lock()
    guard case .active = status, !finished[index] else {
      lock.unlock()
      return
    }
    push(&buffers, value)
    counts[index] += 1
    if counts[index] == 1 { emptyQueues -= 1 }
    guard emptyQueues == 0, demand > 0, !delivering else {
      lock.unlock()
      return
    }
    delivering = true
    drain(extra: .none, forward: .none)
  }

  func receive(completion: Subscribers.Completion<Failure>, slot index: Int) {
    lock.lock()
    guard case .active = status, !finished[index] else {
      lock.unlock()
      return
    }
    finished[index] = true
    subscriptions[index] = nil
    switch completion {
    case .finished:
      if counts[index] == 0 {
        complete(.finished)
      } else {
        lock.unlock()
      }
    case .failure:
      complete(completion)
    }
  }

  // MARK: Internals (entered with the lock held; all leave it unlocked)

  private func takeForward(_ more: Subscribers.Demand) -> Subscribers.Demand {
    guard requested != .unlimited, more > 0 else { return .none }
    requested += more
    return more
  }

  /// Ends the stream: the remaining upstreams are cancelled, and the completion is delivered
  /// by the current deliverer, or by us when nobody is delivering.
  private func complete(_ completion: Subscribers.Completion<Failure>) {
    status = .completing(completion)
    let cancelled = subscriptions.compactMap { $0 }
    subscriptions = Array(repeating: nil, count: count)
    let deliverNow = !delivering
    delivering = true
    lock.unlock()
    for subscription in cancelled { subscription.cancel() }
    guard deliverNow else { return }
    lock.lock()
    drain(extra: .none, forward: .none)
  }

  /// Delivers tuples while there is demand and every queue holds a value, then a due
  /// completion, then passes new demand upstream. The caller has set `delivering`.
  private func drain(extra: Subscribers.Demand, forward: Subscribers.Demand) {
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
      if case .completing(let completion) = status {
        status = .done
        let released = release()
        lock.unlock()
        downstream.receive(completion: completion)
        withExtendedLifetime(released) {}
        return
      }
      guard emptyQueues == 0, demand > 0 else { break }
      demand -= 1
      let output = pop(&buffers)
      var exhausted = false
      for index in 0..<count {
        counts[index] -= 1
        if counts[index] == 0 {
          emptyQueues += 1
          if finished[index] { exhausted = true }
        }
      }
      var cancelled: [Subscription] = []
      if exhausted {
        // An upstream that has finished has nothing left to pair: this tuple is the last.
        status = .completing(.finished)
        cancelled = subscriptions.compactMap { $0 }
        subscriptions = Array(repeating: nil, count: count)
      }
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
    var buffers: Buffers
  }

  private func release() -> Released {
    let released = Released(
      downstream: downstream, subscriptions: subscriptions.compactMap { $0 }, buffers: buffers)
    downstream = nil
    subscriptions = Array(repeating: nil, count: count)
    buffers = empty
    delivering = false
    return released
  }
}

/// The subscriber attached to one upstream of a `_ZipCore`.
struct _ZipInner<Input, Downstream: Subscriber, Buffers>: Subscriber {
  typealias Failure = Downstream.Failure

  let core: _ZipCore<Downstream, Buffers>
  let slot: Int
  let push: (inout Buffers, Input) -> Void
  let combineIdentifier = CombineIdentifier()

  func receive(subscription: Subscription) { core.receive(subscription: subscription, slot: slot) }

  func receive(_ input: Input) -> Subscribers.Demand {
    core.receive(input, slot: slot, push: push)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    core.receive(completion: completion, slot: slot)
  }
}
