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

/// Which publisher a ``_JustSubscription`` serves; it names the subscription as Apple's do.
enum _SingleValueSource: UInt8, Sendable {
  case just
  case optional
  case result

  var name: String {
    switch self {
    case .just: return "Just"
    case .optional: return "Optional"
    case .result: return "Once"
    }
  }
}

/// Delivers one value on the first demand, then the completion. Zero demand traps, as it
/// does in Apple's `Just`, `Optional.Publisher` and `Result.Publisher`.
final class _JustSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable
{
  private let lock = _Lock()
  private let source: _SingleValueSource
  // Guarded by `lock`; cleared when the value is delivered or the subscription cancelled.
  private var pending: (value: Downstream.Input, downstream: Downstream)?

  init(
    _ value: Downstream.Input, _ downstream: Downstream, source: _SingleValueSource = .just
  ) {
    pending = (value, downstream)
    self.source = source
  }

  var description: String { source.name }

  var customMirror: Mirror {
    let value = lock.withLock { pending?.value }
    let children: [Mirror.Child] = value.map { [(nil, $0)] } ?? []
    return Mirror(self, children: children)
  }

  var playgroundDescription: Any { description }

  func request(_ demand: Subscribers.Demand) {
    precondition(
      demand > 0, "\(source.name) subscription: request(\(demand)): demand must be above zero")
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
