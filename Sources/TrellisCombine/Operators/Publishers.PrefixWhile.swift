extension Publisher {
  /// Publishes values while `predicate` holds, and finishes at the first value for which it
  /// does not.
  ///
  /// ```swift
  /// [1, 2, 5, 1].publisher.prefix(while: { $0 < 3 })  // publishes 1, 2, then finishes
  /// ```
  ///
  /// The value that fails the predicate is not published; the upstream is cancelled.
  ///
  /// - Parameter predicate: Tells whether publishing should go on with a value.
  /// - Returns: A publisher of the values before the first one that fails `predicate`.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Publishes values while a predicate that may throw holds, and finishes at the first value
  /// for which it does not.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether publishing should go on with a value, or throws.
  /// - Returns: A publisher of the values before the first one that fails `predicate`.
  public func tryPrefix(
    while predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryPrefixWhile<Self> {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that publishes its upstream's values while a predicate holds, then
  /// finishes.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose leading values are published.
    public let upstream: Upstream
    /// Tells whether publishing should go on with a value.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher of `upstream`'s values while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; values pass while ``predicate`` holds, and
    /// the first one it rejects finishes the stream and cancels the upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _FilterStepInner<Upstream.Output, Upstream.Failure, S>(
          "PrefixWhile", downstream: subscriber, mapFailure: { $0 },
          step: { predicate($0) ? .emit($0) : .finish }))
    }
  }

  /// A publisher that publishes its upstream's values while a predicate that may throw
  /// holds, then finishes.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose leading values are published.
    public let upstream: Upstream
    /// Tells whether publishing should go on with a value, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher of `upstream`'s values while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; values pass while ``predicate`` holds, and
    /// the first one it rejects finishes the stream. If it throws, the upstream is cancelled
    /// and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _FilterStepInner<Upstream.Output, Upstream.Failure, S>(
          "TryPrefixWhile", downstream: subscriber, mapFailure: { $0 },
          step: { value in
            do {
              return try predicate(value) ? .emit(value) : .finish
            } catch {
              return .fail(error)
            }
          }))
    }
  }
}
