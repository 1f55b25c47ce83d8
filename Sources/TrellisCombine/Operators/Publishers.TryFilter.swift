extension Publisher {
  /// Sends on only the values for which `isIncluded` returns `true`; the test may throw.
  ///
  /// An error thrown by `isIncluded` cancels the upstream and ends the stream with that error.
  ///
  /// - Parameter isIncluded: Decides whether a value is sent on, or throws.
  /// - Returns: A publisher of the values that pass, whose failure type is `any Error`.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Self>
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }
}

extension Publishers {
  /// A publisher that sends on only the upstream values that pass a test that may throw.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are tested.
    public let upstream: Upstream
    /// The test; values for which it returns `false` are dropped, and an error ends the stream.
    public let isIncluded: (Upstream.Output) throws -> Bool

    /// Creates a publisher that sends on the values of `upstream` that pass `isIncluded`.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Subscribes `subscriber` to the upstream, passing on the values ``isIncluded``
    /// accepts. If it throws, the upstream is cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(
        _FilterStepInner<Upstream.Output, Upstream.Failure, S>(
          "TryFilter", downstream: subscriber, mapFailure: { $0 },
          step: { value in
            do {
              return try isIncluded(value) ? .emit(value) : .skip
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}

extension Publishers.TryFilter {
  /// Fuses this throwing filter with a filter that follows it.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }

  /// Fuses two throwing filters into one.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Upstream>
  {
    let first = self.isIncluded
    return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
  }
}
