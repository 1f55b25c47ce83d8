/// A subscriber that hides the type of the subscriber, subject or closures it forwards to.
@frozen public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  @usableFromInline let receiveSubscriptionBody: ((Subscription) -> Void)?
  @usableFromInline let receiveValueBody: ((Input) -> Subscribers.Demand)?
  @usableFromInline let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
  /// The identity of the wrapped subscriber, or a fresh one for a subject or closures.
  public let combineIdentifier: CombineIdentifier
  private let descriptionBody: () -> String

  /// Wraps `subscriber`, keeping its identity.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
    descriptionBody = { String(describing: subscriber) }
  }

  /// Wraps a subject: values and the completion are sent to it, and it asks for everything.
  public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
    combineIdentifier = CombineIdentifier()
    receiveSubscriptionBody = {
      subject.send(subscription: $0)
      $0.request(.unlimited)
    }
    receiveValueBody = {
      subject.send($0)
      return .none
    }
    receiveCompletionBody = { subject.send(completion: $0) }
    descriptionBody = { String(describing: subject) }
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
    descriptionBody = { "Anonymous AnySubscriber" }
  }

  /// The wrapped subscriber's or subject's description, or `"Anonymous AnySubscriber"`
  /// for one made from closures.
  public var description: String { descriptionBody() }

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
