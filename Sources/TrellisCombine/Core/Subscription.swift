/// The link between a publisher and one subscriber, through which demand is requested.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for up to `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Namespace for ready-made subscriptions.
public enum Subscriptions {
  /// A subscription that ignores requests and cancellation; for publishers that end at once.
  public static var empty: Subscription { _EmptySubscription.singleton }
}

/// Described as `"Empty"` and reflected with no children, as Apple's.
final class _EmptySubscription: Subscription, CustomStringConvertible, CustomReflectable,
  CustomPlaygroundDisplayConvertible, Sendable
{
  static let singleton = _EmptySubscription()
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
  var description: String { "Empty" }
  var customMirror: Mirror { Mirror(self, children: [:]) }
  var playgroundDescription: Any { description }
}
