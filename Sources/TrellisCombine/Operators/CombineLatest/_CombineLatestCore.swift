/// The one subscription behind `CombineLatest`, `CombineLatest3` and `CombineLatest4`.
///
/// `Latest` is a tuple of optionals, one per upstream, stored inline; each upstream's
/// subscriber carries a non-capturing closure that writes its slot, and `combine` reads the
/// complete tuple. So a value costs one lock round trip before delivery and one after, and no
/// allocation.
///
/// Demand is passed on to every upstream (see ``_CombiningCore``). A combination is delivered
/// only against downstream demand; when a value arrives without demand, the newest combination
/// is owed and delivered when demand comes (older ones are dropped, like a buffer of one per
/// upstream).
///
/// Combinations made while another delivery is running (on another thread, or re-entrantly
/// from inside the downstream's `receive(_:)`) are queued, with their demand already taken,
/// and delivered in order.
@usableFromInline final class _CombineLatestCore<Downstream: Subscriber, Latest>: _CombiningCore<Downstream>,
  _SlotReceiving, @unchecked Sendable
{
  @usableFromInline let everySlot: UInt
  @usableFromInline let combine: (Latest) -> Output
  /// `Latest` with every slot empty; `latest` returns to it when the stream ends.
  @usableFromInline let empty: Latest
  // Everything below is guarded by `lock`.
  @usableFromInline var latest: Latest
  /// Bit `i` is set once upstream `i` has sent a value.
  @usableFromInline var seen: UInt = 0
  @usableFromInline var finishedCount = 0
  @usableFromInline var queue = _CombiningFifo<Output>()
  /// A combination was made without demand; the newest one is delivered when demand comes.
  @usableFromInline var owed = false

  @inlinable init(
    downstream: Downstream, count: Int, empty: Latest, description: String,
    combine: @escaping (Latest) -> Output
  ) {
    self.everySlot = (1 << UInt(count)) - 1
    self.latest = empty
    self.empty = empty
    self.combine = combine
    super.init(downstream: downstream, count: count, description: description)
  }

  /// Subscribes upstream `index`, whose values `store` writes into its slot of `Latest`.
  @inlinable func subscribe<Upstream: Publisher>(
    _ upstream: Upstream, slot index: Int,
    store: @escaping (inout Latest, Upstream.Output) -> Void
  ) where Upstream.Failure == Failure {
    guard isActive else { return }
    upstream.subscribe(_SlotInner(core: self, slot: index, store: store))
  }

  // MARK: Upstream side

  @inline(__always)
  @inlinable func receive<Value>(
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

  @inlinable func receive(completion: Subscribers.Completion<Failure>, slot index: Int) {
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
        complete(.finished, cancellingUpstreams: false)
      } else {
        lock.unlock()
      }
    case .failure:
      // Queued combinations are never delivered after a failure.
      var dropped = _CombiningFifo<Output>()
      swap(&dropped, &queue)
      complete(completion, cancellingUpstreams: true, discarding: dropped)
    }
  }

  // MARK: Delivery

  /// A finish waits for the queued combinations; a failure does not.
  @inlinable override func completionIsDueLocked(_ completion: Subscribers.Completion<Failure>) -> Bool {
    if case .failure = completion { return true }
    return queue.isEmpty
  }

  @inlinable override func nextOutputLocked() -> (output: Output, cancelling: [Subscription])? {
    if let queued = queue.popFirst() { return (queued, []) }
    guard owed, demand > 0, case .active = status else { return nil }
    owed = false
    demand -= 1
    return (combine(latest), [])
  }

  @inlinable override func releaseValuesLocked() -> Any? {
    let values = (queue, latest)
    queue = _CombiningFifo()
    latest = empty
    return values
  }
}
