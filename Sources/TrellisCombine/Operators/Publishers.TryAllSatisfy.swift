extension Publisher {
  /// Publishes whether every value of the upstream satisfies a predicate that may throw:
  /// `false` as soon as one does not, `true` when the upstream finishes.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether a value passes, or throws.
  /// - Returns: A publisher of one Boolean.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes whether all of its upstream's values satisfy a predicate that
  /// may throw.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    /// Whether every value passed.
    public typealias Output = Bool
    /// Any error: the upstream's failure, or one the predicate throws.
    public typealias Failure = any Error

    /// The publisher whose values are checked.
    public let upstream: Upstream
    /// Tells whether a value passes, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that checks every value of `upstream` against `predicate`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the answer goes out
    /// at the first value that fails or when the upstream finishes, and a thrown error ends
    /// the stream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let passes = predicate
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "TryAllSatisfy", downstream: subscriber, initial: true, mapFailure: { $0 },
          step: { allPass, value in
            do {
              guard try !passes(value) else { return .proceed }
              allPass = false
              return .finish
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}
