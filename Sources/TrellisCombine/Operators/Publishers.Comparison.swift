extension Publisher where Output: Comparable {
  /// Publishes the smallest value once the upstream finishes.
  ///
  /// ```swift
  /// [3, 1, 2].publisher.min()  // publishes 1, then finishes
  /// ```
  ///
  /// - Returns: A publisher of at most one value; none when the upstream produced none.
  public func min() -> Publishers.Comparison<Self> { min(by: <) }

  /// Publishes the largest value once the upstream finishes.
  ///
  /// - Returns: A publisher of at most one value; none when the upstream produced none.
  public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher {
  /// Publishes the smallest value, as ordered by `areInIncreasingOrder`, once the upstream
  /// finishes.
  ///
  /// - Parameter areInIncreasingOrder: Tells whether its first argument is ordered before
  ///   its second.
  /// - Returns: A publisher of at most one value.
  public func min(
    by areInIncreasingOrder: @escaping (Output, Output) -> Bool
  ) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// Publishes the largest value, as ordered by `areInIncreasingOrder`, once the upstream
  /// finishes.
  ///
  /// - Parameter areInIncreasingOrder: Tells whether its first argument is ordered before
  ///   its second.
  /// - Returns: A publisher of at most one value.
  public func max(
    by areInIncreasingOrder: @escaping (Output, Output) -> Bool
  ) -> Publishers.Comparison<Self> {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the smallest value, as ordered by a closure that may throw, once the upstream
  /// finishes.
  ///
  /// When the closure throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter areInIncreasingOrder: Tells whether its first argument is ordered before
  ///   its second, or throws.
  /// - Returns: A publisher of at most one value.
  public func tryMin(
    by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// Publishes the largest value, as ordered by a closure that may throw, once the upstream
  /// finishes.
  ///
  /// When the closure throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter areInIncreasingOrder: Tells whether its first argument is ordered before
  ///   its second, or throws.
  /// - Returns: A publisher of at most one value.
  public func tryMax(
    by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool
  ) -> Publishers.TryComparison<Self> {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}

extension Publishers {
  /// A publisher that publishes the greatest of its upstream's values under an ordering,
  /// once the upstream finishes.
  ///
  /// `min` is this publisher with the ordering reversed.
  public struct Comparison<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// Tells whether its first argument is ordered before its second; the value ordered
    /// last is published.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a publisher of the value of `upstream` ordered last by `areInIncreasingOrder`.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the value ordered
    /// last goes out when the upstream finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "Comparison", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { best, value in
            if let current = best, !ordered(current, value) { return .proceed }
            best = value
            return .proceed
          }))
    }
  }

  /// A publisher that publishes the greatest of its upstream's values under an ordering
  /// that may throw, once the upstream finishes.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are compared.
    public let upstream: Upstream
    /// Tells whether its first argument is ordered before its second, or throws to fail the
    /// stream; the value ordered last is published.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Creates a publisher of the value of `upstream` ordered last by `areInIncreasingOrder`.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// Subscribes `subscriber` to the upstream, asking it for everything; the value ordered
    /// last goes out when the upstream finishes. If the comparison throws, the upstream is
    /// cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      upstream.subscribe(
        _ReducingInner<Upstream.Output, Upstream.Failure, S>(
          "TryComparison", downstream: subscriber, initial: nil, mapFailure: { $0 },
          step: { best, value in
            do {
              if let current = best, try !ordered(current, value) { return .proceed }
            } catch {
              return .fail(error)
            }
            best = value
            return .proceed
          }))
    }
  }
}
