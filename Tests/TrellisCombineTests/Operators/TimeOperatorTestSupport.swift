import Synchronization
import TrellisCombine

/// An upstream for the time-operator tests: it sends exactly what the test tells it to,
/// ignoring demand, and records the requests and cancels it receives. It keeps its
/// subscriber after a cancel, as a slow publisher might, so that leak checks can see whether
/// the operator let go of its own downstream.
final class TimeTestPublisher<Output, Failure: Error>: Publisher, @unchecked Sendable {
  private struct State: @unchecked Sendable {
    var subscriber: AnySubscriber<Output, Failure>?
    var requests: [Subscribers.Demand] = []
    var cancelCount = 0
    var subscribeCount = 0
  }
  private let state = Mutex(State())

  /// Called at the start of each subscription, on the subscribing thread.
  var onSubscribe: (() -> Void)?

  var requests: [Subscribers.Demand] { state.withLock { $0.requests } }
  var cancelCount: Int { state.withLock { $0.cancelCount } }
  var subscribeCount: Int { state.withLock { $0.subscribeCount } }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    onSubscribe?()
    state.withLock {
      $0.subscriber = AnySubscriber(subscriber)
      $0.subscribeCount += 1
    }
    subscriber.receive(subscription: Link(self))
  }

  /// Sends `value` to the subscriber, whatever its demand; returns the demand it answers.
  @discardableResult func send(_ value: Output) -> Subscribers.Demand {
    state.withLock { $0.subscriber }?.receive(value) ?? .none
  }

  func send(completion: Subscribers.Completion<Failure>) {
    state.withLock { $0.subscriber }?.receive(completion: completion)
  }

  private final class Link: Subscription, @unchecked Sendable {
    // Weak, so that the publisher, its subscriber and this link do not keep each other alive.
    weak var parent: TimeTestPublisher?
    init(_ parent: TimeTestPublisher) { self.parent = parent }
    func request(_ demand: Subscribers.Demand) {
      parent?.state.withLock { $0.requests.append(demand) }
    }
    func cancel() { parent?.state.withLock { $0.cancelCount += 1 } }
  }
}

/// An object to capture in closures, for leak checks.
final class LeakToken: @unchecked Sendable {}
