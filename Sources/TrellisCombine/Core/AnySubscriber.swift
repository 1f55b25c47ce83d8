/// A subscriber that hides the type of the subscriber, subject or closures it forwards to.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  @usableFromInline let receiveSubscriptionBody: ((Subscription) -> Void)?
  @usableFromInline let receiveValueBody: ((Input) -> Subscribers.Demand)?
  @usableFromInline let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
  /// The identity of the wrapped subscriber, or a fresh one for closures.
  public let combineIdentifier: CombineIdentifier
  // Gives the wrapped subscriber, or the description of a subscriber made from closures: what
  // the description and the mirror show. A closure, not a stored `Any`: an existential is not
  // bitwise-takable, and the delivery path would then copy (retain and release) the whole
  // subscriber chain for every value.
  @usableFromInline let reflected: () -> Any

  /// Wraps `subscriber`, keeping its identity.
  @inlinable public init<S: Subscriber>(_ subscriber: S)
  where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
    reflected = { subscriber }
  }

  /// Wraps a subject, as `subscribe(_:)` does with one: values and the first completion are
  /// sent to it, and it asks for values when its own subscribers want them (see
  /// `Subject.send(subscription:)`). Everything after the first completion is ignored.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    self.init(SubjectSubscriber(subject))
  }

  /// Makes a subscriber from closures; a missing closure ignores its event.
  public init(
    receiveSubscription: ((Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = receiveSubscription
    receiveValueBody = receiveValue
    receiveCompletionBody = receiveCompletion
    reflected = { "Anonymous AnySubscriber" }
  }

  /// The wrapped subscriber's description; `"Subject"` for a subject, and
  /// `"Anonymous AnySubscriber"` for one made from closures.
  public var description: String {
    let wrapped = reflected()
    return wrapped as? String ?? String(describing: wrapped)
  }

  /// The wrapped subscriber's mirror (for closures, the mirror of the description).
  public var customMirror: Mirror { Mirror(reflecting: reflected()) }

  /// The same as ``description``.
  public var playgroundDescription: Any { description }

  /// Forwards `subscription` to the wrapped subscriber or closure.
  @inlinable public func receive(subscription: Subscription) {
    receiveSubscriptionBody?(subscription)
  }

  /// Forwards `value` to the wrapped subscriber or closure.
  ///
  /// - Returns: The demand it adds; ``Subscribers/Demand/none`` without a value closure.
  @inlinable public func receive(_ value: Input) -> Subscribers.Demand {
    receiveValueBody?(value) ?? .none
  }

  /// Forwards `completion` to the wrapped subscriber or closure.
  @inlinable public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody?(completion)
  }
}
