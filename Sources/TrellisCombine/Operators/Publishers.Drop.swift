extension Publisher {
  /// Skips the first `count` values and publishes the rest.
  ///
  /// ```swift
  /// (1...5).publisher.dropFirst(2)  // publishes 3, 4, 5, then finishes
  /// ```
  ///
  /// The first request from the downstream is passed to the upstream enlarged by `count`,
  /// so that the skipped values do not use up the downstream's demand.
  ///
  /// - Parameter count: How many values to skip; must not be negative. One by default.
  /// - Returns: A publisher of the values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
}

extension Publishers {
  /// A publisher that skips a number of its upstream's first values and publishes the rest.
  public struct Drop<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose first values are skipped.
    public let upstream: Upstream
    /// How many values are skipped.
    public let count: Int

    /// Creates a publisher of `upstream`'s values after the first `count`.
    ///
    /// - Precondition: `count` is not negative.
    public init(upstream: Upstream, count: Int) {
      precondition(count >= 0, "dropFirst(\(count)): cannot skip a negative number of values")
      self.upstream = upstream
      self.count = count
    }

    /// Subscribes `subscriber` to the upstream; the first ``count`` values are dropped and
    /// the rest passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _DropInner<Upstream.Output, Upstream.Failure, S>(count: count, downstream: subscriber))
    }
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}

/// Swallows the first `count` values and passes on the rest.
private final class _DropInner<Input, Failure: Error, Downstream: Subscriber>:
  _SlicingInner<Input, Failure, Downstream>, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
  private let count: Int
  // Guarded by `lock`.
  private var remaining: Int
  private var hasRequested = false

  init(count: Int, downstream: Downstream) {
    self.count = count
    self.remaining = count
    super.init("Drop", downstream: downstream, mapFailure: { $0 })
  }

  override func adjustDemandLocked(_ demand: Subscribers.Demand) -> Subscribers.Demand {
    if hasRequested { return demand }
    hasRequested = true
    return demand + count
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let downstream = liveDownstreamLocked else {
      lock.unlock()
      return .none
    }
    if remaining > 0 {
      remaining -= 1
      lock.unlock()
      return .none
    }
    lock.unlock()
    return downstream.receive(input)
  }
}
