/// A publisher whose values can be injected from outside with ``send(_:)``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the stream for every subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Passes an upstream subscription to the subject, used when the subject subscribes to a
  /// publisher; the subject asks it for values when it wants them.
  func send(subscription: Subscription)
}

extension Subject where Output == Void {
  /// Delivers a `Void` value.
  public func send() { send(()) }
}

/// Subscribes a subject to a publisher: what `subscribe(_:)` with a subject and
/// `AnySubscriber(subject)` wrap the subject in, as Apple's do.
///
/// It hands ITSELF to the subject as the upstream subscription (described as `"Subject"`), so
/// the subject decides when to ask for values: a `PassthroughSubject` asks only once one of its
/// own subscribers does. It forwards values, and the first completion, to the subject, and
/// ignores everything after that completion or a cancel. It holds the subject weakly: the
/// subject keeps it (as an upstream subscription), and cancels it when the subject goes away.
///
/// Named without the underscore of other internal types: mirrors show the type's name, and
/// Apple's is `SubjectSubscriber`.
final class SubjectSubscriber<Wrapped: Subject>: Subscriber, Subscription,
  CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible,
  @unchecked Sendable
{
  typealias Input = Wrapped.Output
  typealias Failure = Wrapped.Failure

  private let lock = _Lock()
  // Guarded by `lock`. `subject` becomes nil at completion or cancel, after which nothing
  // is forwarded.
  private weak var subject: Wrapped?
  private var upstream: Subscription?

  init(_ subject: Wrapped) { self.subject = subject }

  var description: String { "Subject" }

  var playgroundDescription: Any { description }

  var customMirror: Mirror {
    let (subject, upstream) = lock.withLock { (self.subject, self.upstream) }
    let children: [Mirror.Child] = [
      ("downstreamSubject", subject as Any), ("upstreamSubscription", upstream as Any),
      ("subject", subject as Any),
    ]
    return Mirror(self, children: children)
  }

  func receive(subscription: Subscription) {
    lock.lock()
    guard upstream == nil, let subject else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstream = subscription
    lock.unlock()
    subject.send(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let subject = upstream == nil ? nil : self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let subject = upstream == nil ? nil : self.subject
    self.subject = nil
    lock.unlock()
    subject?.send(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    let upstream = self.upstream
    lock.unlock()
    upstream?.request(demand)
  }

  /// Cancels the upstream; also called by the subject as it goes away, when the weak
  /// reference to it is already gone.
  func cancel() {
    lock.lock()
    guard let upstream else {
      lock.unlock()
      return
    }
    self.upstream = nil
    subject = nil
    lock.unlock()
    upstream.cancel()
  }
}
