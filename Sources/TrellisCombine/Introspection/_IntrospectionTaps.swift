/// The forwarding subscribers and subscriptions that report to the enabled introspections.
protocol _IntrospectionTap {}

/// Stands in for a subscriber handed to `subscribe(_:)` while an introspection was enabled:
/// forwards every event to it, reporting the event just before and just after, and wraps
/// each subscription it receives so that requests and cancellations are reported too.
///
/// Shows the subscriber's description and identity, and nothing else (no mirror, no
/// playground description), as Apple's does.
struct _IntrospectionSubscriberTap<Downstream: Subscriber>: Subscriber, CustomStringConvertible,
  _IntrospectionTap
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let downstream: Downstream

  init(_ downstream: Downstream) { self.downstream = downstream }

  var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }
  var description: String { String(describing: downstream) }

  func receive(subscription: Subscription) {
    // A subscription already wrapped upstream (an operator passing its upstream's on) is
    // passed on as it is, so that each request is reported once.
    let wrapped = subscription as? _IntrospectionSubscriptionTap
    let original = wrapped?.upstream ?? subscription
    _IntrospectionRegistry.report { $0.willReceive(subscriber: downstream, subscription: original) }
    downstream.receive(subscription: wrapped ?? _IntrospectionSubscriptionTap(original))
    _IntrospectionRegistry.report { $0.didReceive(subscriber: downstream, subscription: original) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    _IntrospectionRegistry.report { $0.willReceive(subscriber: downstream, input: input) }
    let demand = downstream.receive(input)
    _IntrospectionRegistry.report {
      $0.didReceive(subscriber: downstream, input: input, resultingDemand: demand)
    }
    return demand
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    _IntrospectionRegistry.report { $0.willReceive(subscriber: downstream, completion: completion) }
    downstream.receive(completion: completion)
    _IntrospectionRegistry.report { $0.didReceive(subscriber: downstream, completion: completion) }
  }
}

/// Stands in for a subscription received by an ``_IntrospectionSubscriberTap``: forwards
/// requests and cancellations to it, reporting each just before and just after. Shows the
/// subscription's description and identity only.
struct _IntrospectionSubscriptionTap: Subscription, CustomStringConvertible, _IntrospectionTap {
  let upstream: Subscription

  init(_ upstream: Subscription) { self.upstream = upstream }

  var combineIdentifier: CombineIdentifier { upstream.combineIdentifier }
  var description: String { String(describing: upstream) }

  func request(_ demand: Subscribers.Demand) {
    _IntrospectionRegistry.report { $0.willRequest(subscription: upstream, demand) }
    upstream.request(demand)
    _IntrospectionRegistry.report { $0.didRequest(subscription: upstream, demand) }
  }

  func cancel() {
    _IntrospectionRegistry.report { $0.willCancel(subscription: upstream) }
    upstream.cancel()
    _IntrospectionRegistry.report { $0.didCancel(subscription: upstream) }
  }
}
