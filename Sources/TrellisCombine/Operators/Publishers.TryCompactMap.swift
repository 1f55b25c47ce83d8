extension Publisher {
  /// Transforms each value with a closure that may throw, and sends on the results that are
  /// not `nil`.
  ///
  /// An error thrown by `transform` cancels the upstream and ends the stream with that error.
  ///
  /// - Parameter transform: Turns a value into a new value, `nil` to drop it, or throws.
  /// - Returns: A publisher of the non-`nil` results whose failure type is `any Error`.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }
}

extension Publishers {
  /// A publisher that transforms each upstream value with a closure that may throw, and
  /// drops the `nil` results.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose values are transformed.
    public let upstream: Upstream
    /// The closure applied to each value; `nil` drops it, an error ends the stream.
    public let transform: (Upstream.Output) throws -> Output?

    /// Creates a publisher that applies `transform` to each value of `upstream`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the upstream, passing on each non-`nil` result of
    /// ``transform``. If it throws, the upstream is cancelled and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        _FilterStepInner<Upstream.Output, Upstream.Failure, S>(
          "TryCompactMap", downstream: subscriber, mapFailure: { $0 },
          step: { [transform] value in
            do {
              return try transform(value).map { .emit($0) } ?? .skip
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}

extension Publishers.TryCompactMap {
  /// Fuses two throwing compacting maps into one.
  public func compactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Upstream, T>
  {
    let first = self.transform
    return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
  }
}
