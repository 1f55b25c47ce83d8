/// Where a subscriber stands: before its subscription, holding it, or done (completed or
/// cancelled), after which it ignores everything.
@usableFromInline
enum _SubscriberStatus {
  case awaitingSubscription
  case subscribed(Subscription)
  case terminal

  var subscription: Subscription? {
    if case .subscribed(let subscription) = self { return subscription }
    return nil
  }
}
