extension Publisher {
  /// Publishes `true` as soon as the upstream produces a value that satisfies a predicate
  /// that may throw, and `false` if it finishes without one.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether a value is the one looked for, or throws.
  /// - Returns: A publisher of one Boolean.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes whether its upstream produced a value satisfying a predicate
  /// that may throw.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    /// Whether a matching value was found.
    public typealias Output = Bool
    /// Any error: the upstream's failure, or one the predicate throws.
    public typealias Failure = any Error

    /// The publisher searched.
    public let upstream: Upstream
    /// Tells whether a value is the one looked for, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that looks among `upstream`'s values for one matching `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the answer goes out
    /// when a value matches or the upstream finishes, and a thrown error ends the stream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let matches = predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "TryContainsWhere", downstream: subscriber, initial: false, mapFailure: { $0 },
          step: { found, value in
            do {
              guard try matches(value) else { return .proceed }
              found = true
              return .finish
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}
