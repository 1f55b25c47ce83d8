extension Publisher {
  /// Publishes whether every value of the upstream satisfies `predicate`: `false` as soon as
  /// one does not, `true` when the upstream finishes.
  ///
  /// ```swift
  /// [2, 4, 6].publisher.allSatisfy { $0.isMultiple(of: 2) }  // publishes true
  /// ```
  ///
  /// An empty upstream publishes `true`. The upstream is cancelled at the first value that
  /// fails the predicate. A failure is passed on and nothing is published.
  ///
  /// - Parameter predicate: Tells whether a value passes.
  /// - Returns: A publisher of one Boolean.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes whether all of its upstream's values satisfy a predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    /// Whether every value passed.
    public typealias Output = Bool
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are checked.
    public let upstream: Upstream
    /// Tells whether a value passes.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that checks every value of `upstream` against `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the answer goes out
    /// at the first value that fails, or when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let passes = predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "AllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 },
          step: { allPass, value in
            guard !passes(value) else { return .proceed }
            allPass = false
            return .finish
          }))
    }
  }
}
