extension Publisher {
  /// Publishes the upstream's first value, then finishes.
  ///
  /// The upstream is cancelled as soon as its first value arrives. An upstream that
  /// finishes without a value makes this publisher finish without one.
  ///
  /// - Returns: A publisher of at most one value.
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }
}

extension Publishers {
  /// A publisher that publishes its upstream's first value, cancels the upstream, and
  /// finishes.
  public struct First<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose first value is taken.
    public let upstream: Upstream

    /// Creates a publisher of `upstream`'s first value.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `subscriber` to the upstream; the first value goes out and the stream
    /// finishes, cancelling the upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "First", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { partial, value in
            partial = value
            return .finish
          }))
    }
  }
}

extension Publishers.First: Equatable where Upstream: Equatable {}
