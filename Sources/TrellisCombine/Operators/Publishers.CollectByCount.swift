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
        _CollectByCountInner<Upstream.Output, Upstream.Failure, S>(
          count: count, downstream: subscriber))
    }
  }
}

extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}

/// Buffers values and passes them on in groups of `count`.
private final class _CollectByCountInner<Input, Failure: Error, Downstream: Subscriber>:
  _SlicingInner<Input, Failure, Downstream>, @unchecked Sendable
where Downstream.Input == [Input], Downstream.Failure == Failure {
  private let count: Int
  // Guarded by `lock`.
  private var buffer: [Input] = []

  init(count: Int, downstream: Downstream) {
    self.count = count
    super.init("CollectByCount", downstream: downstream, mapFailure: { $0 })
  }

  override func adjustDemandLocked(_ demand: Subscribers.Demand) -> Subscribers.Demand {
    demand * count
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let downstream = liveDownstreamLocked else {
      lock.unlock()
      return .none
    }
    buffer.append(input)
    guard buffer.count >= count else {
      lock.unlock()
      return .none
    }
    let group = buffer
    buffer = []
    lock.unlock()
    return downstream.receive(group) * count
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    guard case .subscribed = upstream else {
      lock.unlock()
      return
    }
    upstream = .terminal
    let downstream = self.downstream
    let group = buffer
    releaseLocked()
    lock.unlock()
    guard let downstream else { return }
    if case .finished = completion, !group.isEmpty { _ = downstream.receive(group) }
    downstream.receive(completion: completion)
  }

  override func releaseLocked() {
    buffer = []
    super.releaseLocked()
  }
}
