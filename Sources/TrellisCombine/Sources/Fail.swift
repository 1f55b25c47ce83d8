/// A publisher that fails at once with the given error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error the publisher fails with.
  public let error: Failure

  /// Creates a publisher that fails with `error`.
  public init(error: Failure) { self.error = error }

  /// Creates a publisher that fails with `error`, its output typed by `outputType`.
  public init(outputType: Output.Type, failure: Failure) { self.error = failure }

  /// Attaches `subscriber` and fails it at once with ``error``, whatever its demand.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {}
extension Fail: Sendable where Failure: Sendable {}
