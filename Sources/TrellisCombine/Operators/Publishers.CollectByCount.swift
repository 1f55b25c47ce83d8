extension Publisher {
  /// Gathers values into arrays of `count` and publishes each array as it fills.
  ///
  /// ```swift
  /// (1...5).publisher.collect(2)  // publishes [1, 2], [3, 4], [5], then finishes
  /// ```
  ///
  /// When the upstream finishes, the values gathered so far are published as a last, shorter
  /// array. When it fails, they are dropped and the failure is passed on. A demand for `n`
  /// arrays asks the upstream for `n * count` values.
  ///
  /// - Parameter count: How many values each array holds; must be at least one.
  /// - Returns: A publisher of arrays of the upstream's values.
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that gathers its upstream's values into arrays of a fixed size.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    /// Arrays of up to ``count`` of the upstream's values.
    public typealias Output = [Upstream.Output]
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are gathered.
    public let upstream: Upstream
    /// How many values each published array holds; the last one may hold fewer.
    public let count: Int

    /// Creates a publisher that gathers `upstream`'s values in arrays of `count`.
    ///
    /// - Precondition: `count` is at least one.
    public init(upstream: Upstream, count: Int) {
      precondition(count > 0, "collect(\(count)): each group must hold at least one value")
      self.upstream = upstream
      self.count = count
    }

    /// Subscribes `subscriber` to the upstream; each array goes out once it holds ``count``
    /// values, and a shorter one with what is left when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _CollectByCountInner<Upstream.Output, S>(count: count, downstream: subscriber))
    }
  }
}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

/// Buffers values and passes them on in groups of `count`.
/// CollectByCount's subscriber and subscription, following Apple's: it asks the upstream for
/// `count` values per group requested, passes on each full group (the downstream's returned
/// demand, times `count`, goes back upstream), and at `.finished` the partial group first.
///
/// Apple's keeps no end state for completions: each completion the upstream sends is passed
/// on, even one after a cancel or before the subscription. A request for zero groups traps.
/// The downstream stays referenced until this object goes away.
private final class _CollectByCountInner<Input, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
where Downstream.Input == [Input] {
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let count: Int
  private let lock = _Lock()
  // Guarded by `lock`.
  private var upstream: Subscription?
  private var buffer: [Input] = []
  private var finished = false

  init(count: Int, downstream: Downstream) {
    self.count = count
    self.downstream = downstream
  }

  var description: String { "CollectByCount" }

  var customMirror: Mirror {
    lock.lock()
    let children: [Mirror.Child] = [
      ("downstream", downstream), ("upstreamSubscription", upstream as Any),
      ("buffer", buffer), ("count", count),
    ]
    lock.unlock()
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    lock.lock()
    guard !finished, upstream == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard upstream != nil else {
      lock.unlock()
      return .none
    }
    buffer.append(input)
    guard buffer.count == count else {
      lock.unlock()
      return .none
    }
    let group = buffer
    buffer = []
    lock.unlock()
    return downstream.receive(group) * count
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    upstream = nil
    finished = true
    let group = buffer
    buffer = []
    lock.unlock()
    if case .finished = completion, !group.isEmpty { _ = downstream.receive(group) }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand * count)
  }

  func cancel() {
    lock.lock()
    guard let upstream else {
      lock.unlock()
      return
    }
    self.upstream = nil
    finished = true
    let dropped = buffer
    buffer = []
    lock.unlock()
    withExtendedLifetime(dropped) {}
    upstream.cancel()
  }
}
