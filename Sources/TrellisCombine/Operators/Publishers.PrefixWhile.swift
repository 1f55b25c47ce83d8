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
    public typealias Output = Upstream.Output
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

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _PrefixWhileInner<Upstream.Output, Upstream.Failure, S>(
          "PrefixWhile", downstream: subscriber, mapFailure: { $0 },
          predicate: { .success(predicate($0)) }))
    }
  }

  /// A publisher that publishes its upstream's values while a predicate that may throw
  /// holds, then finishes.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
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

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _PrefixWhileInner<Upstream.Output, Upstream.Failure, S>(
          "TryPrefixWhile", downstream: subscriber, mapFailure: { $0 },
          predicate: { value in Result { try predicate(value) } }))
    }
  }
}

/// Passes values on while the predicate holds; at the first that fails it, cancels the
/// upstream and finishes.
private final class _PrefixWhileInner<Input, Failure: Error, Downstream: Subscriber>:
  _SlicingInner<Input, Failure, Downstream>, @unchecked Sendable
where Downstream.Input == Input {
  typealias Predicate = (Input) -> Result<Bool, Downstream.Failure>

  // Guarded by `lock`; released when the stream ends.
  private var predicate: Predicate?

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (Failure) -> Downstream.Failure, predicate: @escaping Predicate
  ) {
    self.predicate = predicate
    super.init(description, downstream: downstream, mapFailure: mapFailure)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let downstream = liveDownstreamLocked, let predicate else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    switch predicate(input) {
    case .success(true):
      return downstream.receive(input)
    case .success(false):
      terminate(.finished)
    case .failure(let error):
      terminate(.failure(error))
    }
    return .none
  }

  override func releaseLocked() {
    predicate = nil
    super.releaseLocked()
  }
}
