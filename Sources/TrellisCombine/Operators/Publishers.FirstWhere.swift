extension Publisher {
  /// Publishes the first value that satisfies `predicate`, then finishes.
  ///
  /// The upstream is cancelled as soon as a value satisfies the predicate. An upstream that
  /// finishes first makes this publisher finish without a value.
  ///
  /// - Parameter predicate: Tells whether a value is the one to publish.
  /// - Returns: A publisher of at most one value.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first value that satisfies a predicate that may throw, then finishes.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether a value is the one to publish, or throws.
  /// - Returns: A publisher of at most one value.
  public func tryFirst(
    where predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryFirstWhere<Self> {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes the first of its upstream's values to satisfy a predicate,
  /// then finishes.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// Tells whether a value is the one to publish.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher of the first of `upstream`'s values that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; the first value ``predicate`` accepts goes
    /// out and the stream finishes, cancelling the upstream.
    ///
    /// The subscription describes itself as "TryFirst", as Apple's does (a naming slip in
    /// Apple's Combine that debugger output and logs show; kept so they read the same).
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          // Apple's name for this subscription, not a typo here.
          "TryFirst", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { partial, value in
            guard predicate(value) else { return .proceed }
            partial = value
            return .finish
          }))
    }
  }

  /// A publisher that publishes the first of its upstream's values to satisfy a predicate
  /// that may throw, then finishes.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// Tells whether a value is the one to publish, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher of the first of `upstream`'s values that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; the first value ``predicate`` accepts goes
    /// out and the stream finishes. If it throws, the upstream is cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "TryFirstWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { partial, value in
            do {
              guard try predicate(value) else { return .proceed }
            } catch {
              return .fail(error)
            }
            partial = value
            return .finish
          }))
    }
  }
}
