extension Publisher {
  /// Publishes the last value that satisfied `predicate`, once the upstream finishes.
  ///
  /// - Parameter predicate: Tells whether a value may be the one to publish.
  /// - Returns: A publisher of at most one value.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last value that satisfied a predicate that may throw, once the upstream
  /// finishes.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether a value may be the one to publish, or throws.
  /// - Returns: A publisher of at most one value.
  public func tryLast(
    where predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryLastWhere<Self> {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes the last of its upstream's values to satisfy a predicate,
  /// once the upstream finishes.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// Tells whether a value may be the one to publish.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher of the last of `upstream`'s values that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the last value
    /// ``predicate`` accepted goes out when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "LastWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { partial, value in
            if predicate(value) { partial = value }
            return .proceed
          }))
    }
  }

  /// A publisher that publishes the last of its upstream's values to satisfy a predicate
  /// that may throw, once the upstream finishes.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are searched.
    public let upstream: Upstream
    /// Tells whether a value may be the one to publish, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher of the last of `upstream`'s values that satisfies `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the last value
    /// ``predicate`` accepted goes out when the upstream finishes. If it throws, the upstream
    /// is cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "TryLastWhere", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { partial, value in
            do {
              if try predicate(value) { partial = value }
              return .proceed
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}
