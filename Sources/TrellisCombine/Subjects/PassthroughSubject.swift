/// A subject that hands each sent value to its current subscribers and keeps nothing.
///
/// A subscriber with no outstanding demand misses the values sent meanwhile. A subscriber
/// that attaches after completion receives the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject, _ConduitParent,
  @unchecked Sendable
{
  @usableFromInline let core = _SubjectCore<Output, Failure>()

  /// Creates a subject with no subscribers.
  public init() {}

  @inlinable public func send(_ input: Output) { core.send(input, storing: false) }
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  public func send(subscription: Subscription) { core.send(subscription: subscription) }

  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, parent: self, replaysCurrentValue: false)
  }

  @usableFromInline func detach(_ conduit: AnyObject) { core.detach(conduit) }
  @usableFromInline func currentValue() -> Output? { nil }
}
