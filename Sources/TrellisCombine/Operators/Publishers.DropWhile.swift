extension Publisher {
  /// Skips values while `predicate` holds, then publishes every value from the first one
  /// for which it does not.
  ///
  /// ```swift
  /// [1, 2, 5, 1].publisher.drop(while: { $0 < 3 })  // publishes 5, 1, then finishes
  /// ```
  ///
  /// The predicate is not called again once it has returned `false`. Each skipped value asks
  /// the upstream for one more, so skipped values do not use up the downstream's demand.
  ///
  /// - Parameter predicate: Tells whether a value is still to be skipped.
  /// - Returns: A publisher of the values from the first one that fails `predicate`.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Skips values while a predicate that may throw holds, then publishes every value from
  /// the first one for which it does not.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether a value is still to be skipped, or throws.
  /// - Returns: A publisher of the values from the first one that fails `predicate`.
  public func tryDrop(
    while predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryDropWhile<Self> {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that skips its upstream's values while a predicate holds, then publishes
  /// the rest.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose leading values are skipped.
    public let upstream: Upstream
    /// Tells whether a value is still to be skipped.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that skips `upstream`'s values while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; values are dropped while ``predicate``
    /// holds, and from the first one it rejects on, every value is passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _WhileInner<Upstream.Output, Upstream.Failure, S>(
          .drop, "DropWhile", downstream: subscriber, mapFailure: { $0 },
          predicate: { .success(predicate($0)) }))
    }
  }

  /// A publisher that skips its upstream's values while a predicate that may throw holds,
  /// then publishes the rest.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose leading values are skipped.
    public let upstream: Upstream
    /// Tells whether a value is still to be skipped, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that skips `upstream`'s values while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; values are dropped while ``predicate``
    /// holds, and every value is passed on after that. If it throws, the upstream is cancelled
    /// and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _WhileInner<Upstream.Output, Upstream.Failure, S>(
          .drop, "TryDropWhile", downstream: subscriber, mapFailure: { $0 },
          predicate: { value in Result { try predicate(value) } }))
    }
  }
}
