import TrellisCombine

/// An upstream for operator tests: it hands its subscriber a subscription that records every
/// request and cancel, and lets the test push values and a completion by hand, ignoring
/// demand, so that the operator's own demand accounting can be checked.
final class DemandRecordingPublisher<Output, Failure: Error>: Publisher {
  enum Event: Equatable, CustomStringConvertible {
    case requested(Subscribers.Demand)
    case cancelled

    var description: String {
      switch self {
      case .requested(let demand): return "requested(\(demand))"
      case .cancelled: return "cancelled"
      }
    }
  }

  final class Link: Subscription {
    weak var publisher: DemandRecordingPublisher?
    init(_ publisher: DemandRecordingPublisher) { self.publisher = publisher }
    func request(_ demand: Subscribers.Demand) { publisher?.history.append(.requested(demand)) }
    func cancel() {
      publisher?.history.append(.cancelled)
      publisher?.subscriber = nil
      publisher?.attached = nil
    }
  }

  /// Requests and cancels, in order.
  private(set) var history: [Event] = []
  private(set) var subscriber: AnySubscriber<Output, Failure>?
  /// The subscriber as the operator handed it over, unerased, for checking its description.
  private(set) var attached: Any?
  private(set) var subscribeCount = 0

  /// Whether to hand the subscription over as soon as a subscriber attaches.
  let sendsSubscription: Bool

  init(sendsSubscription: Bool = true) { self.sendsSubscription = sendsSubscription }

  var isCancelled: Bool { history.contains(.cancelled) }
  var requests: [Subscribers.Demand] {
    history.compactMap {
      if case .requested(let demand) = $0 { return demand }
      return nil
    }
  }
  /// The sum of all requests.
  var totalDemand: Subscribers.Demand { requests.reduce(.none, +) }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribeCount += 1
    self.subscriber = AnySubscriber(subscriber)
    attached = subscriber
    if sendsSubscription { subscriber.receive(subscription: Link(self)) }
  }

  /// Hands the subscription over, for a publisher made with `sendsSubscription: false`.
  func sendSubscription() { subscriber?.receive(subscription: Link(self)) }

  /// Pushes `value` to the subscriber, whatever the demand; returns the extra demand.
  @discardableResult func send(_ value: Output) -> Subscribers.Demand {
    subscriber?.receive(value) ?? .none
  }

  func send(completion: Subscribers.Completion<Failure>) {
    subscriber?.receive(completion: completion)
  }
}
