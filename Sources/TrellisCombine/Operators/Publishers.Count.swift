extension Publisher {
  /// Counts the upstream's values and publishes the count when the upstream finishes.
  ///
  /// ```swift
  /// ["a", "b", "c"].publisher.count()  // publishes 3, then finishes
  /// ```
  ///
  /// A failure is passed on and no count is published.
  ///
  /// - Returns: A publisher of one `Int`, the number of values the upstream produced.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }
}

extension Publishers {
  /// A publisher that publishes how many values its upstream produced, once it finishes.
  public struct Count<Upstream: Publisher>: Publisher {
    /// The number of values the upstream sent.
    public typealias Output = Int
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are counted.
    public let upstream: Upstream

    /// Creates a publisher that counts `upstream`'s values.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the count goes out
    /// when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "Count", downstream: subscriber, initial: 0, mapFailure: { $0 },
          step: { partial, _ in
            partial! += 1
            return .proceed
          }))
    }
  }
}

extension Publishers.Count: Equatable where Upstream: Equatable {}
