import TrellisCombine

/// Test doubles for the combining operators (merge, combineLatest, zip, flatMap,
/// switchToLatest, catch, retry), namespaced so they cannot clash with other suites' helpers.
enum CombiningSupport {
  /// A publisher a test drives by hand. It records what its subscriber asks of it (requests,
  /// demand returned from values, cancellation) and delivers whatever it is told, demand or
  /// not, so a test can see how an operator treats its upstreams.
  final class Probe<Output, Failure: Error>: Publisher {
    private final class Link: Subscription {
      weak var owner: Probe?
      init(_ owner: Probe) { self.owner = owner }
      func request(_ demand: Subscribers.Demand) { owner?.requests.append(demand) }
      func cancel() { owner?.cancelCount += 1 }
    }

    private var subscriber: AnySubscriber<Output, Failure>?
    /// Every `request(_:)` made on the subscription, in order.
    private(set) var requests: [Subscribers.Demand] = []
    /// How many times the subscription was cancelled.
    private(set) var cancelCount = 0
    /// How many subscribers attached.
    private(set) var subscriptionCount = 0
    /// How many values were delivered.
    private(set) var sentCount = 0
    private var returned = Subscribers.Demand.none

    init() {}

    var isSubscribed: Bool { subscriber != nil }
    var isCancelled: Bool { cancelCount > 0 }
    /// Everything asked for so far, by requests and by demand returned from values.
    var totalDemand: Subscribers.Demand { requests.reduce(returned, +) }
    /// What was asked for and not yet sent.
    var outstanding: Subscribers.Demand { totalDemand - sentCount }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
      subscriptionCount += 1
      self.subscriber = AnySubscriber(subscriber)
      subscriber.receive(subscription: Link(self))
    }

    /// Delivers `value`, ignoring demand.
    func send(_ value: Output) {
      guard let subscriber else { return }
      sentCount += 1
      returned += subscriber.receive(value)
    }

    func send(completion: Subscribers.Completion<Failure>) {
      let subscriber = self.subscriber
      self.subscriber = nil
      subscriber?.receive(completion: completion)
    }
  }

  /// An object whose release a leak check watches through a weak reference.
  final class Token {}

  /// A publisher whose n-th subscription plays the n-th script (the last one repeats): its
  /// values as demand allows, then its completion. Everything happens synchronously.
  final class Scripted<Output>: Publisher {
    typealias Failure = TestError

    struct Script {
      var values: [Output]
      var completion: Subscribers.Completion<TestError>
    }

    private final class Player<Downstream: Subscriber>: Subscription
    where Downstream.Input == Output, Downstream.Failure == TestError {
      private var downstream: Downstream?
      private var remaining: ArraySlice<Output>
      private let completion: Subscribers.Completion<TestError>
      private var demand = Subscribers.Demand.none
      private var playing = false

      init(_ script: Script, _ downstream: Downstream) {
        self.downstream = downstream
        remaining = script.values[...]
        completion = script.completion
      }

      func request(_ more: Subscribers.Demand) {
        demand += more
        play()
      }

      func cancel() { downstream = nil }

      func play() {
        guard !playing else { return }
        playing = true
        defer { playing = false }
        while let downstream, demand > 0, let value = remaining.first {
          remaining = remaining.dropFirst()
          demand -= 1
          demand += downstream.receive(value)
        }
        if remaining.isEmpty, let downstream {
          self.downstream = nil
          downstream.receive(completion: completion)
        }
      }
    }

    private let scripts: [Script]
    /// How many subscribers attached.
    private(set) var subscriptionCount = 0

    init(_ scripts: [Script]) { self.scripts = scripts }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == TestError {
      let script = scripts[Swift.min(subscriptionCount, scripts.count - 1)]
      subscriptionCount += 1
      let player = Player(script, subscriber)
      subscriber.receive(subscription: player)
      player.play()
    }
  }
}
