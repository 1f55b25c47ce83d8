extension Publisher {
  /// Folds every value into an accumulated result and publishes that result when the
  /// upstream finishes.
  ///
  /// ```swift
  /// [1, 2, 3, 4].publisher.reduce(0, +)  // publishes 10, then finishes
  /// ```
  ///
  /// An empty upstream publishes `initialResult`. A failure is passed on and no result is
  /// published.
  ///
  /// - Parameters:
  ///   - initialResult: The result to start folding from.
  ///   - nextPartialResult: Combines the result so far with the next value.
  /// - Returns: A publisher of the single, final result.
  public func reduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T
  ) -> Publishers.Reduce<Self, T> {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Folds every value into an accumulated result with a closure that may throw, and
  /// publishes that result when the upstream finishes.
  ///
  /// When the closure throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameters:
  ///   - initialResult: The result to start folding from.
  ///   - nextPartialResult: Combines the result so far with the next value, or throws.
  /// - Returns: A publisher of the single, final result.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }
}

extension Publishers {
  /// A publisher that folds all of its upstream's values into one result, published when
  /// the upstream finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are folded.
    public let upstream: Upstream
    /// The result folding starts from.
    public let initial: Output
    /// Combines the result so far with the next value.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a publisher that folds `upstream`'s values, starting from `initial`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the accumulated
    /// result goes out when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combine = nextPartialResult
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "Reduce", downstream: subscriber, initial: initial, mapFailure: { $0 },
          step: { partial, value in
            partial = combine(partial!, value)
            return .proceed
          }))
    }
  }

  /// A publisher that folds all of its upstream's values into one result with a closure
  /// that may throw, and publishes the result when the upstream finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are folded.
    public let upstream: Upstream
    /// The result folding starts from.
    public let initial: Output
    /// Combines the result so far with the next value, or throws to fail the stream.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a publisher that folds `upstream`'s values, starting from `initial`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the accumulated
    /// result goes out when the upstream finishes. If the closure throws, the upstream is
    /// cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let combine = nextPartialResult
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "TryReduce", downstream: subscriber, initial: initial, mapFailure: { $0 },
          step: { partial, value in
            do {
              partial = try combine(partial!, value)
              return .proceed
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}
