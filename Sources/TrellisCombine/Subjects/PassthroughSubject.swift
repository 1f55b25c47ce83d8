/// A subject that hands each sent value to its current subscribers and keeps nothing.
///
/// A subscriber with no outstanding demand misses the values sent meanwhile. A subscriber
/// that attaches after completion receives the completion at once.
public final class PassthroughSubject<Output, Failure: Error>: Subject, _NamedConduitParent,
  @unchecked Sendable
{
  @usableFromInline let core = _SubjectCore<Output, Failure>()

  /// Creates a subject with no subscribers.
  public init() {}

  /// Hands `input` to every subscriber that has demand; the others miss it. Ignored after
  /// completion.
  @inlinable public func send(_ input: Output) { core.send(input, storing: false) }
  /// Sends `completion` to every subscriber and releases them and the upstream
  /// subscriptions. Only the first completion counts; later values and completions are
  /// ignored.
  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }
  /// Keeps `subscription`, so the subject can be subscribed to a publisher, and asks it for
  /// unlimited values once one of the subject's subscribers asks for any (at once if one
  /// already has); after completion the subscription is cancelled instead.
  public func send(subscription: Subscription) {
    core.send(subscription: subscription, requestsAtOnce: false)
  }

  /// Attaches `subscriber`; it receives the values sent from then on, or only the
  /// completion if the subject has completed.
  @inlinable public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber, parent: self, replaysCurrentValue: false)
  }

  @usableFromInline func detach(_ conduit: AnyObject) { core.detach(conduit) }
  @usableFromInline func currentValue() -> Output? { nil }
  @usableFromInline func acknowledgeDownstreamDemand() { core.acknowledgeDownstreamDemand() }
  @usableFromInline static var conduitName: String { "PassthroughSubject" }
}
