extension Optional {
  /// A publisher that emits the wrapped value, if there is one, then finishes.
  public var publisher: Publisher { Publisher(self) }

  /// A publisher that emits an optional's wrapped value once and finishes, or, for `nil`,
  /// just finishes.
  ///
  /// The value waits for the subscriber's first demand; with `nil` the publisher finishes at
  /// once.
  public struct Publisher: TrellisCombine.Publisher {
    /// The kind of values this publisher emits.
    public typealias Output = Wrapped
    /// This publisher cannot fail.
    public typealias Failure = Never

    /// The value to emit, or `nil` to emit nothing.
    public let output: Wrapped?

    /// Creates a publisher of `output`'s wrapped value, if any.
    public init(_ output: Output?) { self.output = output }

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      if let output {
        subscriber.receive(subscription: _JustSubscription(output, subscriber, source: .optional))
      } else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
      }
    }
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
extension Optional.Publisher: Sendable where Wrapped: Sendable {}
