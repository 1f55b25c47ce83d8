/// A publisher that emits nothing, and either finishes at once or never completes.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher finishes as soon as it is subscribed to.
  public let completeImmediately: Bool

  /// Creates an empty publisher that finishes at once (the default), or never.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher typed by the given metatypes.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type)
  {
    self.completeImmediately = completeImmediately
  }

  /// Attaches `subscriber` with a subscription that produces nothing, then finishes it at
  /// once when ``completeImmediately`` is `true`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

extension Empty: Sendable {}
