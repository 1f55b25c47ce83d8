extension Publisher {
  /// Transforms each value from upstream with a closure that may throw.
  ///
  /// An error thrown by `transform` cancels the upstream and ends the stream with that error.
  ///
  /// - Parameter transform: Turns one upstream value into one downstream value, or throws.
  /// - Returns: A publisher of the transformed values whose failure type is `any Error`.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that transforms each upstream value with a closure that may throw.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The closure applied to each value; a thrown error ends the stream.
    public let transform: (Upstream.Output) throws -> Output

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the upstream, passing on the result of ``transform`` for
    /// each value. If it throws, the upstream is cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(
        _TryStepSubscription<Upstream.Output, Upstream.Failure, S>(
          downstream: subscriber, description: "TryMap", step: { try transform($0) }))
    }
  }
}

extension Publishers.TryMap {
  /// Fuses this throwing map with a map that follows it.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { transform(try first($0)) }
  }

  /// Fuses two throwing maps into one.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T)
    -> Publishers.TryMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.TryMap(upstream: upstream) { try transform(try first($0)) }
  }
}
