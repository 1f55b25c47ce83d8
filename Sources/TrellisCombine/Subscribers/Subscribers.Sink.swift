extension Publisher {
  /// Attaches a subscriber that calls `receiveValue` for each value and `receiveCompletion`
  /// at the end, asking for unlimited values.
  ///
  /// - Returns: A cancellable; the subscription lasts until it is cancelled or deinitialised.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that calls `receiveValue` for each value, asking for unlimited values.
  ///
  /// - Returns: A cancellable; the subscription lasts until it is cancelled or deinitialised.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}

extension Subscribers {
  /// A subscriber that asks for unlimited values and hands each one to a closure.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, @unchecked Sendable
  {
    private let lock = _Lock()
    // Guarded by `lock`. Both closures are dropped on completion or cancel, so that no
    // retain cycle through them outlives the subscription.
    private var status = _SubscriberStatus.awaitingSubscription
    private var receiveValueBody: ((Input) -> Void)?
    private var receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

    /// The closure called with each value.
    public var receiveValue: (Input) -> Void {
      lock.withLock { receiveValueBody } ?? { _ in }
    }
    /// The closure called with the completion.
    public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
      lock.withLock { receiveCompletionBody } ?? { _ in }
    }

    public var description: String { "Sink" }

    /// Creates a sink from its two closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      receiveCompletionBody = receiveCompletion
      receiveValueBody = receiveValue
    }

    public func receive(subscription: Subscription) {
      lock.lock()
      guard case .awaitingSubscription = status else {
        lock.unlock()
        subscription.cancel()
        return
      }
      status = .subscribed(subscription)
      lock.unlock()
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let body = receiveValueBody
      lock.unlock()
      body?(value)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      let body = receiveCompletionBody
      status = .terminal
      receiveValueBody = nil
      receiveCompletionBody = nil
      lock.unlock()
      body?(completion)
    }

    public func cancel() {
      lock.lock()
      let subscription = status.subscription
      status = .terminal
      receiveValueBody = nil
      receiveCompletionBody = nil
      lock.unlock()
      subscription?.cancel()
    }
  }
}
