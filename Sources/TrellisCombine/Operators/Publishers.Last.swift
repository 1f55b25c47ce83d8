extension Publisher {
  /// Publishes the upstream's last value once the upstream finishes.
  ///
  /// An upstream that finishes without a value makes this publisher finish without one; a
  /// failure is passed on and no value is published.
  ///
  /// - Returns: A publisher of at most one value.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }
}

extension Publishers {
  /// A publisher that publishes its upstream's last value once the upstream finishes.
  public struct Last<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose last value is taken.
    public let upstream: Upstream

    /// Creates a publisher of `upstream`'s last value.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the last value
    /// goes out when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "Last", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { partial, value in
            partial = value
            return .proceed
          }))
    }
  }
}

extension Publishers.Last: Equatable where Upstream: Equatable {}
