import Synchronization
import TrellisCombine

/// A subscriber that records everything it receives and asks for demand only when told,
/// so tests can check that publishers honour demand, completion and cancellation.
///
/// Like Apple's `Sink`, it lets go of its subscription when it cancels or completes: Apple's
/// operators keep their subscriber until the chain is torn down, and a subscriber that kept
/// its subscription would keep the whole chain alive. Tests that inspect a subscription after
/// the end (its description or mirror) pass `keepsSubscription: true`.
final class TestSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  enum Event: CustomStringConvertible {
    case value(Input)
    case completion(Subscribers.Completion<Failure>)

    var description: String {
      switch self {
      case .value(let value): return "value(\(value))"
      case .completion(.finished): return "finished"
      case .completion(.failure(let error)): return "failure(\(error))"
      }
    }
  }

  private let state = Mutex(State())
  private struct State: @unchecked Sendable {
    var events: [Event] = []
    var subscription: Subscription?
    var subscriptionCount = 0
  }

  /// What to ask for when the subscription arrives.
  let initialDemand: Subscribers.Demand
  /// What to return from each `receive(_:)`; may be changed per value by `onValue`.
  var demandPerValue: Subscribers.Demand
  /// Called after recording each value, e.g. to send re-entrantly.
  var onValue: ((Input) -> Void)?
  /// Whether the subscription stays readable after a completion (not after `cancel()`).
  let keepsSubscription: Bool

  init(
    demand initialDemand: Subscribers.Demand = .unlimited,
    demandPerValue: Subscribers.Demand = .none,
    keepsSubscription: Bool = false
  ) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
    self.keepsSubscription = keepsSubscription
  }

  var events: [Event] { state.withLock { $0.events } }
  var subscription: Subscription? { state.withLock { $0.subscription } }
  var subscriptionCount: Int { state.withLock { $0.subscriptionCount } }

  var values: [Input] {
    events.compactMap {
      if case .value(let value) = $0 { return value }
      return nil
    }
  }

  var completions: [Subscribers.Completion<Failure>] {
    events.compactMap {
      if case .completion(let completion) = $0 { return completion }
      return nil
    }
  }

  var isFinished: Bool {
    completions.contains {
      if case .finished = $0 { return true }
      return false
    }
  }

  var failure: Failure? {
    for case .failure(let error) in completions { return error }
    return nil
  }

  func request(_ demand: Subscribers.Demand) { subscription?.request(demand) }

  func cancel() {
    let subscription = state.withLock { state in
      defer { state.subscription = nil }
      return state.subscription
    }
    subscription?.cancel()
  }

  func receive(subscription: Subscription) {
    state.withLock {
      $0.subscription = subscription
      $0.subscriptionCount += 1
    }
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    state.withLock { $0.events.append(.value(input)) }
    onValue?(input)
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let subscription = state.withLock { state -> Subscription? in
      state.events.append(.completion(completion))
      if keepsSubscription { return nil }
      defer { state.subscription = nil }
      return state.subscription
    }
    withExtendedLifetime(subscription) {}
  }
}

/// An error for tests.
struct TestError: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestError(\(code))" }
}
