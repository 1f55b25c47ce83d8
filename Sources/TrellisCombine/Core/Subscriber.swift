/// A type that receives values, and at most one completion, from a publisher.
///
/// The calls arrive in order: one ``receive(subscription:)``, then values up to the demand
/// requested, then at most one ``receive(completion:)``.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of value this subscriber accepts.
  associatedtype Input
  /// The kind of error this subscriber accepts; `Never` when it takes no failure.
  associatedtype Failure: Error

  /// Hands the subscriber the subscription through which it requests values or cancels.
  func receive(subscription: Subscription)
  /// Delivers one value, and returns how much MORE demand the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Delivers the end of the stream, normal or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Delivers a `Void` value.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// Namespace for the built-in subscribers and the types that describe demand and completion.
public enum Subscribers {}
