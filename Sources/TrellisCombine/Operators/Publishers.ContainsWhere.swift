extension Publisher {
  /// Publishes `true` as soon as the upstream produces a value that satisfies `predicate`,
  /// and `false` if it finishes without one.
  ///
  /// ```swift
  /// ["tea", "coffee"].publisher.contains { $0.count > 4 }  // publishes true
  /// ```
  ///
  /// The upstream is cancelled once a value matches. A failure is passed on and nothing is
  /// published.
  ///
  /// - Parameter predicate: Tells whether a value is the one looked for.
  /// - Returns: A publisher of one Boolean.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes whether its upstream produced a value satisfying a predicate.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    /// Whether a matching value was found.
    public typealias Output = Bool
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher searched.
    public let upstream: Upstream
    /// Tells whether a value is the one looked for.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that looks among `upstream`'s values for one matching `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the answer goes out
    /// when a value matches or the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let matches = predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "ContainsWhere", downstream: subscriber, initial: false, mapFailure: { $0 },
          step: { found, value in
            guard matches(value) else { return .proceed }
            found = true
            return .finish
          }))
    }
  }
}
