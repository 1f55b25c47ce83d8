extension Publisher {
  /// Sends each step of an accumulation whose combining closure may throw.
  ///
  /// An error thrown by `nextPartialResult` cancels the upstream and ends the stream with
  /// that error.
  ///
  /// - Parameters:
  ///   - initialResult: The result the first value is combined with.
  ///   - nextPartialResult: Combines the previous result with a new value, or throws.
  /// - Returns: A publisher of the running results whose failure type is `any Error`.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that sends the running result of combining each upstream value with the
  /// result before it, using a closure that may throw.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are accumulated.
    public let upstream: Upstream
    /// The result the first value is combined with; each subscription starts from it.
    public let initialResult: Output
    /// Combines the previous result with a new value, or throws to end the stream.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that accumulates the values of `upstream` from `initialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes `subscriber` to the upstream, passing on each running result of
    /// ``nextPartialResult``, starting from ``initialResult``. If it throws, the upstream is
    /// cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let nextPartialResult = self.nextPartialResult
      // One running result per subscription; see `_TryStepSubscription` for why it needs no
      // lock.
      var result = initialResult
      upstream.subscribe(
        _TryStepSubscription<Upstream.Output, Upstream.Failure, S>(
          downstream: subscriber, description: "TryScan",
          step: { input in
            result = try nextPartialResult(result, input)
            return result
          }))
    }
  }
}
