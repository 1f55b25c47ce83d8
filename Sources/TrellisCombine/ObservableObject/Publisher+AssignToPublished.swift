extension Publisher where Failure == Never {
  /// Republishes each value through a `@Published` property, as if it were assigned.
  ///
  /// The subscription lives exactly as long as the property's storage, that is, as long as
  /// the object that owns the property, so there is nothing to store or cancel. It does not
  /// keep the object alive.
  ///
  /// ```swift
  /// $email.map { $0.contains("@") }.assign(to: &$isEmailValid)
  /// ```
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let subscriber = _AssignToPublished(box)
    subscribe(subscriber)
    box.keepAlive(AnyCancellable(subscriber))
  }
}

/// Writes into a `@Published` property's storage, which it holds weakly: the storage holds the
/// subscription, so a strong reference back would keep both alive forever.
final class _AssignToPublished<Value>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = Value
  typealias Failure = Never

  private let lock = _Lock()
  // Guarded by `lock`.
  private weak var box: _PublishedBox<Value>?
  private var status = _SubscriberStatus.awaitingSubscription

  init(_ box: _PublishedBox<Value>) { self.box = box }

  func receive(subscription: Subscription) {
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

  func receive(_ input: Value) -> Subscribers.Demand {
    lock.lock()
    let box = self.box
    lock.unlock()
    box?.publish(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {
    let dropped = lock.withLock {
      defer { status = .terminal }
      return status
    }
    withExtendedLifetime(dropped) {}
  }

  func cancel() {
    lock.lock()
    let subscription = status.subscription
    status = .terminal
    box = nil
    lock.unlock()
    subscription?.cancel()
  }
}
