/// The one subscription behind `Zip`, `Zip3` and `Zip4`.
///
/// `Buffers` is a tuple of queues, one per upstream; each upstream's subscriber carries a
/// non-capturing closure that appends to its queue, and `pop` takes the oldest value of every
/// queue as one tuple.
///
/// Demand is passed on to every upstream (see ``_CombiningCore``), so no queue grows beyond
/// the demand. Tuples are delivered only against downstream demand; the queues hold the rest.
///
/// Completion: as soon as an upstream has finished and its queue is empty, no further tuple
/// can be made, so the zip finishes (after the delivery in progress) and cancels the others.
/// The first failure is delivered at once.
final class _ZipCore<Downstream: Subscriber, Buffers>: _CombiningCore<Downstream>,
  _SlotReceiving, @unchecked Sendable
{
  private let pop: (inout Buffers) -> Output
  private let empty: Buffers
  // Everything below is guarded by `lock`.
  private var buffers: Buffers
  /// How many values wait in each queue.
  private var counts: [Int]
  /// How many queues are empty; a tuple can be made when none is.
  private var emptyQueues: Int
  private var finished: [Bool]

  init(
    downstream: Downstream, count: Int, empty: Buffers, description: String,
    pop: @escaping (inout Buffers) -> Output
  ) {
    self.empty = empty
    self.buffers = empty
    self.pop = pop
    counts = Array(repeating: 0, count: count)
    emptyQueues = count
    finished = Array(repeating: false, count: count)
    super.init(downstream: downstream, count: count, description: description)
  }

  /// Subscribes upstream `index`, whose values `push` appends to its queue in `Buffers`.
  func subscribe<Upstream: Publisher>(
    _ upstream: Upstream, slot index: Int,
    push: @escaping (inout Buffers, Upstream.Output) -> Void
  ) where Upstream.Failure == Failure {
    guard isActive else { return }
    upstream.subscribe(_SlotInner(core: self, slot: index, store: push))
  }

  // MARK: Upstream side

  override func acceptsSubscriptionLocked(slot index: Int) -> Bool { !finished[index] }

  func receive<Value>(_ value: Value, slot index: Int, store push: (inout Buffers, Value) -> Void) {
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
        complete(.finished, cancellingUpstreams: true)
      } else {
        lock.unlock()
      }
    case .failure:
      complete(completion, cancellingUpstreams: true)
    }
  }

  // MARK: Delivery

  /// Pops a tuple when every queue holds a value and there is demand. When that empties the
  /// queue of a finished upstream, the tuple is the last: the stream finishes after it.
  override func nextOutputLocked() -> (output: Output, cancelling: [Subscription])? {
    guard emptyQueues == 0, demand > 0 else { return nil }
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
    guard exhausted else { return (output, []) }
    status = .completing(.finished)
    let cancelled = subscriptions.compactMap { $0 }
    subscriptions = Array(repeating: nil, count: count)
    return (output, cancelled)
  }

  override func releaseValuesLocked() -> Any? {
    let values = buffers
    buffers = empty
    return values
  }
}
