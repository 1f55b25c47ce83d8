/// An observer of every subscription, value, completion, request and cancellation that passes
/// through a publisher's `subscribe(_:)` while it is enabled: Apple's underscored
/// debugging hook (macOS 11, iOS 14), which tools use to draw live publisher graphs.
///
/// Conform a class, implement the hooks you need (the others do nothing) and call
/// ``enable()``. While any introspection is enabled, `subscribe(_:)` wraps the subscriber it
/// is given in a forwarding subscriber, and that subscriber wraps each subscription it
/// receives, so that every later event reaches each enabled introspection just before and
/// just after it reaches its target, even after the introspection was disabled and enabled
/// again. The wrappers keep the description and ``CombineIdentifier`` of what they wrap.
///
/// Only `subscribe(_:)` is observed; a publisher's ``Publisher/receive(subscriber:)`` called
/// directly is not. The operators subscribe to their upstream with `subscribe(_:)`, so their
/// inner subscribers show up too. ``AnyPublisher`` hands its subscriber to the publisher it
/// wraps with `receive(subscriber:)`, so the wrapped publisher is not reported separately.
///
/// ```swift
/// final class Logger: _Introspection {
///   func willReceive<S: Subscriber>(subscriber: S, input: S.Input) {
///     print("\(subscriber) <- \(input)")
///   }
/// }
/// let logger = Logger()
/// logger.enable()
/// let cancellable = [1, 2].publisher.map { $0 * 10 }.sink { _ in }  // logs Map and Sink
/// logger.disable()
/// ```
///
/// The hooks run on whichever thread sends the event, with no lock held.
public protocol _Introspection: AnyObject {
  /// Called just before `publisher` receives `subscriber` through `subscribe(_:)`.
  func willReceive<Upstream: Publisher, Downstream: Subscriber>(
    publisher: Upstream, subscriber: Downstream
  ) where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input

  /// Called just after `publisher` received `subscriber` through `subscribe(_:)`.
  func didReceive<Upstream: Publisher, Downstream: Subscriber>(
    publisher: Upstream, subscriber: Downstream
  ) where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input

  /// Called just before `subscriber` receives `subscription`.
  func willReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: Subscription)

  /// Called just after `subscriber` received `subscription`.
  func didReceive<Downstream: Subscriber>(subscriber: Downstream, subscription: Subscription)

  /// Called just before `subscriber` receives `input`.
  func willReceive<Downstream: Subscriber>(subscriber: Downstream, input: Downstream.Input)

  /// Called just after `subscriber` received `input` and returned `resultingDemand`.
  func didReceive<Downstream: Subscriber>(
    subscriber: Downstream, input: Downstream.Input, resultingDemand: Subscribers.Demand)

  /// Called just before `subscriber` receives `completion`.
  func willReceive<Downstream: Subscriber>(
    subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>)

  /// Called just after `subscriber` received `completion`.
  func didReceive<Downstream: Subscriber>(
    subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>)

  /// Called just before `demand` is requested from `subscription`.
  func willRequest(subscription: Subscription, _ demand: Subscribers.Demand)

  /// Called just after `demand` was requested from `subscription`.
  func didRequest(subscription: Subscription, _ demand: Subscribers.Demand)

  /// Called just before `subscription` is cancelled.
  func willCancel(subscription: Subscription)

  /// Called just after `subscription` was cancelled.
  func didCancel(subscription: Subscription)
}

extension _Introspection {
  /// Does nothing.
  public func willReceive<Upstream: Publisher, Downstream: Subscriber>(
    publisher: Upstream, subscriber: Downstream
  ) where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input {}

  /// Does nothing.
  public func didReceive<Upstream: Publisher, Downstream: Subscriber>(
    publisher: Upstream, subscriber: Downstream
  ) where Upstream.Failure == Downstream.Failure, Upstream.Output == Downstream.Input {}

  /// Does nothing.
  public func willReceive<Downstream: Subscriber>(
    subscriber: Downstream, subscription: Subscription
  ) {}

  /// Does nothing.
  public func didReceive<Downstream: Subscriber>(
    subscriber: Downstream, subscription: Subscription
  ) {}

  /// Does nothing.
  public func willReceive<Downstream: Subscriber>(
    subscriber: Downstream, input: Downstream.Input
  ) {}

  /// Does nothing.
  public func didReceive<Downstream: Subscriber>(
    subscriber: Downstream, input: Downstream.Input, resultingDemand: Subscribers.Demand
  ) {}

  /// Does nothing.
  public func willReceive<Downstream: Subscriber>(
    subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>
  ) {}

  /// Does nothing.
  public func didReceive<Downstream: Subscriber>(
    subscriber: Downstream, completion: Subscribers.Completion<Downstream.Failure>
  ) {}

  /// Does nothing.
  public func willRequest(subscription: Subscription, _ demand: Subscribers.Demand) {}

  /// Does nothing.
  public func didRequest(subscription: Subscription, _ demand: Subscribers.Demand) {}

  /// Does nothing.
  public func willCancel(subscription: Subscription) {}

  /// Does nothing.
  public func didCancel(subscription: Subscription) {}

  /// Starts reporting events to this introspection; enabling it twice does nothing more.
  ///
  /// Several introspections can be enabled at once; each event is reported to them in the
  /// order they were enabled. An enabled introspection is kept alive until it is disabled.
  public func enable() { _IntrospectionRegistry.enable(self) }

  /// Stops reporting events to this introspection.
  public func disable() { _IntrospectionRegistry.disable(self) }

  /// Whether events are reported to this introspection.
  public var isEnabled: Bool { _IntrospectionRegistry.isEnabled(self) }
}
