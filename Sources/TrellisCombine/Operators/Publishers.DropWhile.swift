extension Publisher {
  /// Skips values while `predicate` holds, then publishes every value from the first one
  /// for which it does not.
  ///
  /// ```swift
  /// [1, 2, 5, 1].publisher.drop(while: { $0 < 3 })  // publishes 5, 1, then finishes
  /// ```
  ///
  /// The predicate is not called again once it has returned `false`. Each skipped value asks
  /// the upstream for one more, so skipped values do not use up the downstream's demand.
  ///
  /// - Parameter predicate: Tells whether a value is still to be skipped.
  /// - Returns: A publisher of the values from the first one that fails `predicate`.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Skips values while a predicate that may throw holds, then publishes every value from
  /// the first one for which it does not.
  ///
  /// When the predicate throws, the upstream is cancelled and the error is published as the
  /// failure.
  ///
  /// - Parameter predicate: Tells whether a value is still to be skipped, or throws.
  /// - Returns: A publisher of the values from the first one that fails `predicate`.
  public func tryDrop(
    while predicate: @escaping (Output) throws -> Bool
  ) -> Publishers.TryDropWhile<Self> {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}

extension Publishers {
  /// A publisher that skips its upstream's values while a predicate holds, then publishes
  /// the rest.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// The upstream's failure, passed on unchanged.
    public typealias Failure = Upstream.Failure

    /// The publisher whose leading values are skipped.
    public let upstream: Upstream
    /// Tells whether a value is still to be skipped.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that skips `upstream`'s values while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; values are dropped while ``predicate``
    /// holds, and from the first one it rejects on, every value is passed on.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _DropWhileInner<Upstream.Failure, S>(
          "DropWhile", downstream: subscriber, mapFailure: { $0 },
          predicate: { .success(predicate($0)) }))
    }
  }

  /// A publisher that skips its upstream's values while a predicate that may throw holds,
  /// then publishes the rest.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    /// The upstream's values, of the same type.
    public typealias Output = Upstream.Output
    /// Any error: the upstream's failure, or one the closure throws.
    public typealias Failure = any Error

    /// The publisher whose leading values are skipped.
    public let upstream: Upstream
    /// Tells whether a value is still to be skipped, or throws to fail the stream.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that skips `upstream`'s values while `predicate` holds.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the upstream; values are dropped while ``predicate``
    /// holds, and every value is passed on after that. If it throws, the upstream is cancelled
    /// and the error sent.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(
        _DropWhileInner<Upstream.Failure, S>(
          "TryDropWhile", downstream: subscriber, mapFailure: { $0 },
          predicate: { value in Result { try predicate(value) } }))
    }
  }
}

/// The subscription behind `drop(while:)` and `tryDrop(while:)`: values are swallowed while
/// the predicate holds (each asking the upstream for one more); from the first it rejects,
/// every value is passed on and the predicate is not asked again. A predicate that throws
/// cancels the upstream and fails the stream.
///
/// As in Apple's Combine, a request for zero values traps, a cancel before the upstream's
/// subscription is ignored (that subscription is accepted when it comes), and the downstream
/// stays referenced until this object goes away; the predicate is let go when the stream ends.
private final class _DropWhileInner<UpstreamFailure: Error, Downstream: Subscriber>:
  Subscriber, Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = UpstreamFailure
  typealias Predicate = (Input) -> Result<Bool, Downstream.Failure>

  let description: String
  private let downstream: Downstream
  private let mapFailure: (UpstreamFailure) -> Downstream.Failure
  private let link = _UpstreamLink()
  // Guarded by `link`.
  private var predicate: Predicate?
  private var dropping = true

  init(
    _ description: String, downstream: Downstream,
    mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
    predicate: @escaping Predicate
  ) {
    self.description = description
    self.downstream = downstream
    self.mapFailure = mapFailure
    self.predicate = predicate
  }

  var customMirror: Mirror { Mirror(self, children: EmptyCollection()) }
  var playgroundDescription: Any { description }

  func receive(subscription: Subscription) {
    guard link.accept(subscription) else { return }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    link.lock()
    guard case .subscribed(let subscription) = link.status, let predicate else {
      link.unlock()
      return .none
    }
    let dropping = self.dropping
    link.unlock()
    if dropping {
      switch predicate(input) {
      case .success(true):
        return .max(1)
      case .success(false):
        link.withLock { self.dropping = false }
      case .failure(let error):
        let released = link.withLock { () -> Predicate? in
          link.endLocked()
          return takePredicate()
        }
        withExtendedLifetime(released) {}
        subscription.cancel()
        downstream.receive(completion: .failure(error))
        return .none
      }
    }
    return downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard link.finish(dropping: takePredicate) else { return }
    downstream.receive(completion: completion.mapError(mapFailure))
  }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    link.request(demand)
  }

  func cancel() { link.cancel(dropping: takePredicate) }

  /// Hands back the predicate, which the stream no longer needs, for release after unlocking;
  /// call with the lock held.
  private func takePredicate() -> Predicate? {
    defer { predicate = nil }
    return predicate
  }
}
