import Synchronization
import TrellisCombine

/// What a ``SharingProbe`` saw pass between its upstream and its subscribers.
final class SharingProbeLog: Sendable {
  private struct State {
    var subscriptions = 0
    var requests: [Subscribers.Demand] = []
    var cancels = 0
  }
  private let state = Mutex(State())

  /// How many times the upstream was subscribed to.
  var subscriptions: Int { state.withLock { $0.subscriptions } }
  /// Every demand requested from the upstream, in order.
  var requests: [Subscribers.Demand] { state.withLock { $0.requests } }
  /// How many times an upstream subscription was cancelled.
  var cancels: Int { state.withLock { $0.cancels } }

  fileprivate func subscribed() { state.withLock { $0.subscriptions += 1 } }
  fileprivate func requested(_ demand: Subscribers.Demand) {
    state.withLock { $0.requests.append(demand) }
  }
  fileprivate func cancelled() { state.withLock { $0.cancels += 1 } }
}

/// Wraps a publisher to record subscriptions, requests and cancels made on it.
struct SharingProbe<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  let log = SharingProbeLog()

  init(_ upstream: Upstream) { self.upstream = upstream }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    log.subscribed()
    upstream.subscribe(SharingProbeInner(downstream: subscriber, log: log))
  }
}

private final class SharingProbeInner<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let log: SharingProbeLog
  private let upstream = Mutex<_UpstreamBox?>(nil)

  init(downstream: Downstream, log: SharingProbeLog) {
    self.downstream = downstream
    self.log = log
  }

  func receive(subscription: Subscription) {
    upstream.withLock { $0 = _UpstreamBox(subscription) }
    downstream.receive(subscription: self)
  }
  func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
  func receive(completion: Subscribers.Completion<Failure>) {
    downstream.receive(completion: completion)
  }
  func request(_ demand: Subscribers.Demand) {
    log.requested(demand)
    upstream.withLock { $0 }?.subscription.request(demand)
  }
  func cancel() {
    log.cancelled()
    upstream.withLock { $0 }?.subscription.cancel()
  }
}

private struct _UpstreamBox: @unchecked Sendable {
  let subscription: Subscription
  init(_ subscription: Subscription) { self.subscription = subscription }
}

/// An object whose release a test can watch through a weak reference.
final class SharingToken: Sendable {}

extension SharingProbe: Sendable where Upstream: Sendable {}

/// A subscriber that keeps an `AnyCancellable` of its own subscription, so its deinit cancels
/// that subscription. Held only by the subscription, it is released inside `cancel()`: a
/// subscription that releases it while holding its lock would deadlock.
final class CancelOnDeinitSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private var keep: AnyCancellable?
  let demand: Subscribers.Demand

  init(demand: Subscribers.Demand = .none) { self.demand = demand }

  func receive(subscription: Subscription) {
    keep = AnyCancellable(subscription.cancel)
    if demand > 0 { subscription.request(demand) }
  }
  func receive(_ input: Input) -> Subscribers.Demand { .none }
  func receive(completion: Subscribers.Completion<Failure>) {}
}

/// Subscribes a ``CancelOnDeinitSubscriber`` to `publisher`, hands back only its subscription,
/// and reports whether the subscriber is gone after cancelling it.
func cancelReleasesSelfCancellingSubscriber<P: Publisher>(
  _ publisher: P, demand: Subscribers.Demand = .none
) -> Bool {
  weak var weakSubscriber: CancelOnDeinitSubscriber<P.Output, P.Failure>?
  var subscription: Subscription?
  do {
    let subscriber = CancelOnDeinitSubscriber<P.Output, P.Failure>(demand: demand)
    weakSubscriber = subscriber
    publisher.subscribe(
      AnySubscriber(
        receiveSubscription: {
          subscription = $0
          subscriber.receive(subscription: $0)
        },
        receiveValue: subscriber.receive(_:),
        receiveCompletion: subscriber.receive(completion:)))
  }
  subscription?.cancel()
  return weakSubscriber == nil
}
