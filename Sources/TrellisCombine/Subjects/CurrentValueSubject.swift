/// A subject that holds a current value, gives it to each new subscriber, and hands every
/// new value to its subscribers.
///
/// A subscriber whose demand is exhausted is handed the newest value once it asks again.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, _NamedConduitParent,
  @unchecked Sendable
{
  @usableFromInline let core: _SubjectCore<Output, Failure>

  /// Creates a subject whose current value is `value`.
  public init(_ value: Output) {
    core = _SubjectCore(value: value)
  }

  /// The current value. Setting it sends the new value to the subscribers.
  ///
  /// Setting it after completion still stores the value (and sends nothing), while
  /// ``send(_:)`` after completion is ignored: Apple's subject behaves so, inconsistent as it
  /// looks, and code may depend on it.
  public var value: Output {
    get { core.currentValue! }
    set { core.setValue(newValue) }
  }

  /// Makes `input` the current value and offers it to every subscriber that has demand;
  /// a subscriber without demand gets the newest value once it asks. Ignored after
  /// completion.
  @inlinable public func send(_ input: Output) { core.send(input, storing: true) }
  /// Sends `completion` to every subscriber and releases them and the upstream
  /// subscriptions. Only the first completion counts; later values and completions are
  /// ignored.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  /// Keeps `subscription`, so the subject can be subscribed to a publisher, and asks it at once
  /// for unlimited values (unlike `PassthroughSubject`, which waits for a subscriber's demand,
  /// as Apple's do); after completion the subscription is cancelled instead.
  public func send(subscription: Subscription) {
    core.send(subscription: subscription, requestsAtOnce: true)
  }

  /// Attaches `subscriber`; it receives the current value first, once it asks for one, or
  /// only the completion if the subject has completed.
  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, parent: self, replaysCurrentValue: true)
  }

  @usableFromInline func detach(_ conduit: AnyObject) { core.detach(conduit) }
  @usableFromInline func currentValue() -> Output? { core.currentValue }
  // The upstreams were asked for everything when they arrived.
  @usableFromInline func acknowledgeDownstreamDemand() {}
  @usableFromInline static var conduitName: String { "CurrentValueSubject" }
}
