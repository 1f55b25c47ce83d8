/// A publisher whose values can be injected from outside with ``send(_:)``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the stream for every subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Passes an upstream subscription to the subject, used when the subject subscribes to a
  /// publisher; subjects ask it for unlimited demand.
  func send(subscription: Subscription)
}

extension Subject where Output == Void {
  /// Delivers a `Void` value.
  public func send() { send(()) }
}

/// Forwards a publisher's stream into a subject; returned by `subscribe(_:)` with a subject.
final class _SubjectForwarder<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = S.Output
  typealias Failure = S.Failure

  private let lock = _Lock()
  private var subject: S?
  private var upstream: Subscription?

  init(_ subject: S) { self.subject = subject }

  func receive(subscription: Subscription) {
    lock.lock()
    guard let subject, upstream == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    subject.send(subscription: subscription)
  }

  func receive(_ input: S.Output) -> Subscribers.Demand {
    lock.lock()
    let subject = self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<S.Failure>) {
    lock.lock()
    let subject = self.subject
    let upstream = self.upstream
    self.subject = nil
    self.upstream = nil
    lock.unlock()
    subject?.send(completion: completion)
    withExtendedLifetime(upstream) {}
  }

  func cancel() {
    lock.lock()
    let upstream = self.upstream
    let subject = self.subject
    self.upstream = nil
    self.subject = nil
    lock.unlock()
    upstream?.cancel()
    withExtendedLifetime(subject) {}
  }
}
