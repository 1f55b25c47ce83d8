/// The one subscription behind `CombineLatest`, `CombineLatest3` and `CombineLatest4`.
///
/// `Latest` is a tuple of optionals, one per upstream, stored inline; each upstream's
/// subscriber carries a non-capturing closure that writes its slot, and `combine` reads the
/// complete tuple. So a value costs one lock round trip before delivery and one after, and no
/// allocation.
///
/// Demand: every downstream request (including demand returned from `receive(_:)`) is passed
/// on to every upstream. A combination is delivered only against downstream demand; when a
/// value arrives without demand, the newest combination is owed and delivered when demand
/// comes (older ones are dropped, like a buffer of one per upstream).
///
/// Delivery is serialised without holding the lock: combinations made while another
/// delivery is running (on another thread, or re-entrantly from inside the downstream's
/// `receive(_:)`) are queued, with their demand already taken, and delivered in order.
final class _CombineLatestCore<Downstream: Subscriber, Latest>: Subscription,
  CustomStringConvertible, @unchecked Sendable
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
  private let everySlot: UInt
  private let combine: (Latest) -> Output
  /// `Latest` with every slot empty; `latest` returns to it when the stream ends.
  private let empty: Latest
  private let lock = _Lock()
  // Everything below is guarded by `lock`.
  private var downstream: Downstream?
  private var status = Status.active
  private var latest: Latest
  /// Bit `i` is set once upstream `i` has sent a value.
  private var seen: UInt = 0
  private var subscriptions: [Subscription?]
  private var finishedCount = 0
  /// Everything requested so far, handed to an upstream whose subscription arrives late.
  private var requested = Subscribers.Demand.none
  private var demand = Subscribers.Demand.none
  private var delivering = false
  private var queue = _CombiningFifo<Output>()
  /// A combination was made without demand; the newest one is delivered when demand comes.
  private var owed = false

  init(
    downstream: Downstream, count: Int, empty: Latest, description: String,
    combine: @escaping (Latest) -> Output
  ) {
    self.downstream = downstream
    self.count = count
    self.everySlot = (1 << UInt(count)) - 1
    self.latest = empty
    self.empty = empty
    self.description = description
    self.combine = combine
    subscriptions = Array(repeating: nil, count: count)
  }

  /// Subscribes upstream `index`, whose values `store` writes into its slot of `Latest`.
  func subscribe<Upstream: Publisher>(
    _ upstream: Upstream, slot index: Int,
    store: @escaping (inout Latest, Upstream.Output) -> Void
  ) where Upstream.Failure == Failure {
    let ended = lock.withLock {
      if case .active = status { return false }
      return true
    }
    guard !ended else { return }
    upstream.subscribe(_CombineLatestInner(core: self, slot: index, store: store))
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
      lock.unlock()
      forwardUpstream(forward)
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
    guard case .active = status, subscriptions[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    subscriptions[index] = subscription
    let amount = requested
    lock.unlock()
    if amount > 0 { subscription.request(amount) }
  }

  @inline(__always)
  func receive<Value>(
    _ value: Value, slot index: Int, store: (inout Latest, Value) -> Void
  ) {
    lock.lock()
    guard case .active = status, let downstream else {
      lock.unlock()
      return
    }
    store(&latest, value)
    if seen != everySlot {
      seen |= 1 << UInt(index)
      guard seen == everySlot else {
        lock.unlock()
        return
      }
    }
    guard demand > 0 else {
      owed = true
      lock.unlock()
      return
    }
    demand -= 1
    owed = false
    let output = combine(latest)
    guard !delivering else {
      queue.append(output)
      lock.unlock()
      return
    }
    delivering = true
    lock.unlock()
    let extra = downstream.receive(output)
    lock.lock()
    if extra == .none, queue.isEmpty, !owed, case .active = status {
      // The common case, kept short: nothing more to do.
      delivering = false
      lock.unlock()
      return
    }
    drain(extra: extra, forward: .none)
  }

  func receive(completion: Subscribers.Completion<Failure>, slot index: Int) {
    lock.lock()
    guard case .active = status, subscriptions[index] != nil else {
      lock.unlock()
      return
    }
    subscriptions[index] = nil
    switch completion {
    case .finished:
      finishedCount += 1
      if finishedCount == count {
        complete(.finished)
      } else {
        lock.unlock()
      }
    case .failure:
      complete(completion)
    }
  }

  // MARK: Internals (entered with the lock held; all leave it unlocked)

  /// The part of a new request that still has to go upstream, recorded as requested.
  private func takeForward(_ more: Subscribers.Demand) -> Subscribers.Demand {
    guard requested != .unlimited, more > 0 else { return .none }
    requested += more
    return more
  }

  private func forwardUpstream(_ amount: Subscribers.Demand) {
    guard amount > 0 else { return }
    let targets = lock.withLock { subscriptions }
    for case let subscription? in targets { subscription.request(amount) }
  }

  private func complete(_ completion: Subscribers.Completion<Failure>) {
    status = .completing(completion)
    var cancelled: [Subscription] = []
    var dropped = _CombiningFifo<Output>()
    if case .failure = completion {
      cancelled = subscriptions.compactMap { $0 }
      subscriptions = Array(repeating: nil, count: count)
      swap(&dropped, &queue)
    }
    let deliverNow = !delivering
    delivering = true
    lock.unlock()
    for subscription in cancelled { subscription.cancel() }
    withExtendedLifetime(dropped) {}
    guard deliverNow else { return }
    lock.lock()
    drain(extra: .none, forward: .none)
  }

  /// Delivers queued and owed combinations while there is demand, then a due completion, then
  /// passes new demand upstream. The caller has set `delivering`.
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
        var isFailure = false
        if case .failure = completion { isFailure = true }
        if isFailure || queue.isEmpty {
          status = .done
          let released = release()
          lock.unlock()
          downstream.receive(completion: completion)
          withExtendedLifetime(released) {}
          return
        }
      }
      let output: Output
      if let queued = queue.popFirst() {
        output = queued
      } else if owed, demand > 0, case .active = status {
        owed = false
        demand -= 1
        output = combine(latest)
      } else {
        break
      }
      lock.unlock()
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
    var queue: _CombiningFifo<Output>
    var latest: Latest
  }

  private func release() -> Released {
    let released = Released(
      downstream: downstream, subscriptions: subscriptions.compactMap { $0 }, queue: queue,
      latest: latest)
    downstream = nil
    subscriptions = Array(repeating: nil, count: count)
    queue = _CombiningFifo()
    latest = empty
    delivering = false
    return released
  }
}

/// The subscriber attached to one upstream of a `_CombineLatestCore`.
struct _CombineLatestInner<Input, Downstream: Subscriber, Latest>: Subscriber {
  typealias Failure = Downstream.Failure

  let core: _CombineLatestCore<Downstream, Latest>
  let slot: Int
  let store: (inout Latest, Input) -> Void
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
