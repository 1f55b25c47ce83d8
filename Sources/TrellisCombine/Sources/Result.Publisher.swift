extension Result {
  /// A publisher that emits this result's value and finishes, or fails with its error.
  public var publisher: Publisher { Publisher(self) }

  /// A publisher that emits a result's success value once and finishes, or fails at once
  /// with its error.
  ///
  /// The value waits for the subscriber's first demand; the failure does not.
  public struct Publisher: TrellisCombine.Publisher {
    /// The kind of values this publisher emits.
    public typealias Output = Success

    /// The outcome this publisher delivers.
    public let result: Result<Output, Failure>

    /// Creates a publisher of `result`.
    public init(_ result: Result<Output, Failure>) { self.result = result }

    /// Creates a publisher that emits `output`, then finishes.
    public init(_ output: Output) { self.init(.success(output)) }

    /// Creates a publisher that fails with `failure`.
    public init(_ failure: Failure) { self.init(.failure(failure)) }

    /// Attaches `subscriber`; called by `subscribe(_:)`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      switch result {
      case .success(let value):
        subscriber.receive(subscription: _JustSubscription(value, subscriber, source: .result))
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
extension Result.Publisher: Sendable where Success: Sendable {}
