import Synchronization

extension Publisher {
  /// Turns each value into a publisher and merges the values of all those publishers into one
  /// stream.
  ///
  /// At most `maxPublishers` inner publishers are subscribed at a time: the upstream is asked
  /// for that many values at first, and for one more each time an inner publisher finishes.
  /// The stream finishes when the upstream and every inner publisher have finished, and fails
  /// as soon as any of them fails, cancelling the rest.
  ///
  ///     let ids = [1, 2, 3].publisher
  ///     let names = ids.flatMap { id in Just("user \(id)") }
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A publisher of the values of every inner publisher.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// Flattens the publishers made from this never-failing publisher's values, taking on
  /// their failure type.
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A ``Publishers/FlatMap`` over this publisher with its failure type set.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: Publishers.SetFailureType(upstream: self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// Flattens the publishers made from this publisher's values, where neither can fail.
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A ``Publishers/FlatMap`` that cannot fail.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher {
  /// Flattens never-failing publishers made from this publisher's values, giving them this
  /// publisher's failure type.
  ///
  /// - Parameters:
  ///   - maxPublishers: How many inner publishers may run at once; unlimited by default.
  ///   - transform: Makes the publisher for one upstream value.
  /// - Returns: A ``Publishers/FlatMap`` whose inner publishers have their failure type set.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited,
    _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      Publishers.SetFailureType(upstream: transform($0))
    }
  }
}

extension Publishers {
  /// A publisher that turns each upstream value into a publisher and merges their values.
  ///
  /// Created by `flatMap(maxPublishers:_:)`. The inner publishers are merged exactly as
  /// ``Merge`` merges its upstreams, so demand is honoured the same way.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    /// The values of the publishers ``transform`` makes.
    public typealias Output = NewPublisher.Output
    /// The failure of the upstream, which the inner publishers share.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are turned into publishers.
    public let upstream: Upstream
    /// How many inner publishers may be subscribed at the same time.
    public let maxPublishers: Subscribers.Demand
    /// Makes the publisher for one upstream value.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a publisher that flattens the publishers `transform` makes from `upstream`'s
    /// values, running at most `maxPublishers` of them at once.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    /// Attaches `subscriber` and subscribes to the upstream; the publishers ``transform``
    /// makes are subscribed, at most ``maxPublishers`` at a time, and their values merged.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let outer = _FlatMapOuter<Upstream, NewPublisher, S>(
        downstream: subscriber, maxPublishers: maxPublishers, transform: transform)
      subscriber.receive(subscription: outer)
      upstream.subscribe(outer)
    }
  }
}

/// Subscribes to `FlatMap`'s upstream and opens a merge slot for each publisher it makes.
///
/// It is also the merge core's source subscription, so that cancelling the core cancels the
/// upstream and lets go of the transform.

/// FlatMap's subscriber of the upstream and the downstream's subscription.
///
/// It follows Apple's design step by step, since apps can see each step:
/// - the upstream is asked for `maxPublishers` at once (even `.max(0)`), and for one more
///   publisher each time a child finishes, without waiting for downstream demand;
/// - with limited demand each child is asked for one value at a time, and asked for the next
///   through the return value of its `receive(_:)`; values that find no demand are buffered;
/// - with unlimited demand children are asked for everything and values pass straight on;
/// - a child's failure cancels the other children but leaves the upstream alone, and a value a
///   child still sends after that reaches the downstream;
/// - the downstream and the closure stay referenced until this object goes away.
///
/// Like Apple's, it cancels the children while holding its lock when the upstream fails; a
/// child whose cancel makes the upstream fail again re-enters that lock and traps.
final class _FlatMapOuter<Upstream: Publisher, Child: Publisher, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
where
  Child.Output == Downstream.Input, Child.Failure == Downstream.Failure,
  Upstream.Failure == Downstream.Failure
{
  typealias Input = Upstream.Output
  typealias Failure = Upstream.Failure

  /// The subscriber attached to one child publisher.
  struct Side: Subscriber, CustomStringConvertible, CustomReflectable,
    CustomPlaygroundDisplayConvertible
  {
    typealias Input = Child.Output
    typealias Failure = Child.Failure
    let outer: _FlatMapOuter
    let index: Int
    let combineIdentifier = CombineIdentifier()
    var description: String { "FlatMap" }
    var customMirror: Mirror {
      let children: [Mirror.Child] = [("parentSubscription", outer.combineIdentifier)]
      return Mirror(self, children: children)
    }
    var playgroundDescription: Any { description }
    func receive(subscription: Subscription) {
      outer.childReceive(subscription: subscription, index: index)
    }
    func receive(_ input: Input) -> Subscribers.Demand { outer.childReceive(input, index: index) }
    func receive(completion: Subscribers.Completion<Failure>) {
      outer.childReceive(completion: completion, index: index)
    }
  }

  private let downstream: Downstream
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> Child
  private let lock = _CheckedLock(
    "flatMap: the upstream completed again while flatMap was cancelling its children "
      + "(from inside a child's cancel())")
  /// Serialises calls into the downstream, re-entrantly.
  private let downstreamLock = _RecursiveLock()
  /// Serialises requests for more publishers, re-entrantly.
  private let upstreamLock = _RecursiveLock()
  /// The thread delivering to the downstream, or 0: a request it makes from inside the
  /// delivery only adds demand, which the delivery loop then uses.
  private let deliveringThread = Atomic<UInt>(0)
  /// The thread asking a child for its next value from the delivery loop, or 0: a value the
  /// child sends from inside that request is buffered for the loop.
  private let requestingThread = Atomic<UInt>(0)
  // Guarded by `lock`.
  private var upstream: Subscription?
  private var demand = Subscribers.Demand.none
  private var children: [Int: Subscription] = [:]
  private var nextIndex = 0
  private var pendingChildren = 0
  private var buffer = _CombiningFifo<(index: Int, value: Downstream.Input)>()
  private var cancelledOrCompleted = false
  private var upstreamFinished = false

  init(
    downstream: Downstream, maxPublishers: Subscribers.Demand,
    transform: @escaping (Input) -> Child
  ) {
    self.downstream = downstream
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  var description: String { "FlatMap" }
  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  private var onDeliveringThread: Bool {
    deliveringThread.load(ordering: .relaxed) == _RecursiveLock.currentThread
  }

  private var onRequestingThread: Bool {
    requestingThread.load(ordering: .relaxed) == _RecursiveLock.currentThread
  }

  /// Calls the downstream with the delivery marked, so that its requests only add demand.
  private func deliver<R>(_ body: () -> R) -> R {
    downstreamLock.lock()
    let outerThread = deliveringThread.exchange(_RecursiveLock.currentThread, ordering: .relaxed)
    let result = body()
    deliveringThread.store(outerThread, ordering: .relaxed)
    downstreamLock.unlock()
    return result
  }

  // MARK: Upstream

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, !cancelledOrCompleted else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    subscription.request(maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let isOver = lock.withLock { cancelledOrCompleted }
    if isOver { return .none }
    let child = transform(input)
    let index = lock.withLock { () -> Int in
      defer { nextIndex += 1 }
      pendingChildren += 1
      return nextIndex
    }
    child.subscribe(Side(outer: self, index: index))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    upstream = nil
    upstreamFinished = true
    guard case .failure = completion else {
      finishIfDone()
      return
    }
    let wasOver = cancelledOrCompleted
    cancelledOrCompleted = true
    // Cancelled while holding the lock, as Apple does.
    for child in children.values { child.cancel() }
    children = [:]
    lock.unlock()
    if wasOver { return }
    deliver { downstream.receive(completion: completion) }
  }

  // MARK: Subscription

  func request(_ more: Subscribers.Demand) {
    precondition(more > 0, "Subscription.request(\(more)): demand must be greater than zero")
    if onDeliveringThread {
      lock.withLock { demand += more }
      return
    }
    lock.lock()
    if cancelledOrCompleted {
      lock.unlock()
      return
    }
    if more == .unlimited {
      demand = .unlimited
      let children = self.children
      lock.unlock()
      deliverUnlimited(first: nil)
      for child in children.values { child.request(.unlimited) }
      lock.lock()
    } else {
      demand += more
      while demand > 0, let (index, value) = buffer.popFirst() {
        demand -= 1
        let child = children[index]
        lock.unlock()
        let extra = deliver { downstream.receive(value) }
        if extra > 0 { lock.withLock { demand += extra } }
        if let child {
          let outerThread = requestingThread.exchange(
            _RecursiveLock.currentThread, ordering: .relaxed)
          child.request(.max(1))
          requestingThread.store(outerThread, ordering: .relaxed)
        }
        lock.lock()
      }
    }
    finishIfDone()
  }

  func cancel() {
    lock.lock()
    if cancelledOrCompleted {
      lock.unlock()
      return
    }
    cancelledOrCompleted = true
    let children = self.children
    self.children = [:]
    let upstream = self.upstream
    self.upstream = nil
    lock.unlock()
    for child in children.values { child.cancel() }
    upstream?.cancel()
  }

  // MARK: Children

  fileprivate func childReceive(subscription: Subscription, index: Int) {
    lock.lock()
    pendingChildren -= 1
    children[index] = subscription
    let ask: Subscribers.Demand = demand == .unlimited ? .unlimited : .max(1)
    lock.unlock()
    subscription.request(ask)
  }

  fileprivate func childReceive(_ input: Downstream.Input, index: Int) -> Subscribers.Demand {
    lock.lock()
    if demand == .unlimited {
      // A child that sends again from inside the downstream's `receive(_:)` would make Apple's
      // flatMap recurse once per value; here the value waits for the delivery in progress,
      // which hands it on next, in the same order.
      if onDeliveringThread {
        buffer.append((index, input))
        lock.unlock()
        return .none
      }
      lock.unlock()
      deliverUnlimited(first: input)
      return .none
    }
    if demand == .none || onRequestingThread {
      buffer.append((index, input))
      lock.unlock()
      return .none
    }
    demand -= 1
    lock.unlock()
    let extra = deliver { downstream.receive(input) }
    if extra > 0 { lock.withLock { demand += extra } }
    return .max(1)
  }

  fileprivate func childReceive(completion: Subscribers.Completion<Failure>, index: Int) {
    lock.lock()
    guard case .failure = completion else {
      children.removeValue(forKey: index)
      if !finishIfDone() { requestOneMorePublisher() }
      return
    }
    if cancelledOrCompleted {
      lock.unlock()
      return
    }
    cancelledOrCompleted = true
    let others = children
    children = [:]
    lock.unlock()
    for (other, child) in others where other != index { child.cancel() }
    deliver { downstream.receive(completion: completion) }
  }

  /// With unlimited demand: delivers `first`, then whatever was buffered (values that arrived
  /// earlier, or re-entrantly during these deliveries), until the buffer is empty.
  private func deliverUnlimited(first: Downstream.Input?) {
    deliver {
      if let first { _ = downstream.receive(first) }
      while let (_, value) = lock.withLock({ buffer.popFirst() }) {
        _ = downstream.receive(value)
      }
    }
  }

  private func requestOneMorePublisher() {
    guard maxPublishers != .unlimited else { return }
    upstreamLock.lock()
    let upstream = lock.withLock { self.upstream }
    upstream?.request(.max(1))
    upstreamLock.unlock()
  }

  /// Finishes the stream when the upstream has finished and no child or buffered value is
  /// left. Entered with `lock` held; leaves it unlocked. Returns whether it finished.
  @discardableResult
  private func finishIfDone() -> Bool {
    guard !cancelledOrCompleted, upstreamFinished, buffer.isEmpty,
      children.count + pendingChildren == 0
    else {
      lock.unlock()
      return false
    }
    cancelledOrCompleted = true
    lock.unlock()
    deliver { downstream.receive(completion: .finished) }
    return true
  }
}
