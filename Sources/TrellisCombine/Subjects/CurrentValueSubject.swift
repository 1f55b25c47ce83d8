/// A subject that holds a current value, gives it to each new subscriber, and hands every
/// new value to its subscribers.
///
/// A subscriber whose demand is exhausted is handed the newest value once it asks again.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, _ConduitParent,
  @unchecked Sendable
{
  @usableFromInline let core: _SubjectCore<Output, Failure>

  /// Creates a subject whose current value is `value`.
  public init(_ value: Output) {
    core = _SubjectCore(value: value)
  }

  /// The current value. Setting it sends the new value to the subscribers.
  public var value: Output {
    get { core.currentValue! }
    set { send(newValue) }
  }

  @inlinable public func send(_ input: Output) { core.send(input, storing: true) }
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  public func send(subscription: Subscription) { core.send(subscription: subscription) }

  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, parent: self, replaysCurrentValue: true)
  }

  @usableFromInline func detach(_ conduit: AnyObject) { core.detach(conduit) }
  @usableFromInline func currentValue() -> Output? { core.currentValue }
}
