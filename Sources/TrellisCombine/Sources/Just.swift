/// A publisher that emits one value, then finishes.
public struct Just<Output>: Publisher {
  /// A `Just` cannot fail.
  public typealias Failure = Never

  /// The value emitted.
  public let output: Output

  /// Creates a publisher of `output` alone.
  public init(_ output: Output) { self.output = output }

  /// Attaches `subscriber`; it receives ``output`` and then the completion, once it asks
  /// for a value.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: _JustSubscription(output, subscriber))
  }
}

extension Just: Equatable where Output: Equatable {}
extension Just: Sendable where Output: Sendable {}

/// Delivers one value on the first demand, then the completion.
final class _JustSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = _Lock()
  // Guarded by `lock`; cleared when the value is delivered or the subscription cancelled.
  private var pending: (value: Downstream.Input, downstream: Downstream)?

  init(_ value: Downstream.Input, _ downstream: Downstream) { pending = (value, downstream) }

  var description: String { "Just" }

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > 0, "Subscription.request(\(demand)): demand must be greater than zero")
    lock.lock()
    let pending = self.pending
    self.pending = nil
    lock.unlock()
    guard let (value, downstream) = pending else { return }
    _ = downstream.receive(value)
    downstream.receive(completion: .finished)
  }

  func cancel() {
    // Released after unlocking: the downstream's deinit may call back in.
    let dropped = lock.withLock {
      defer { pending = nil }
      return pending
    }
    withExtendedLifetime(dropped) {}
  }
}
