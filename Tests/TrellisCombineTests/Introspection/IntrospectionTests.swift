import Testing
import TrellisCombine

/// `_Introspection`, Apple's debugging hook: while one is enabled, `subscribe(_:)` reports the
/// attachment and puts forwarding wrappers in place that report every later event.
///
/// Introspection is process-wide, and the tests of this target run in parallel, so each
/// scenario that enables one runs in a child process (an exit test) and prints what it
/// recorded; the parent compares the lines.
@Suite struct IntrospectionTests {
  private func recorded(_ result: ExitTest.Result?) -> [String] {
    guard let result else { return [] }
    return String(decoding: result.standardOutputContent, as: UTF8.self)
      .split(separator: "\n").map(String.init)
  }

  @Test func subscribeAndEverythingAfterItIsReported() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(subscribeScenario().joined(separator: "\n"))
    }
    #expect(
      recorded(result) == [
        "will subscribe tapped to PassthroughSubject<Int, Never>",
        "will give tapped PassthroughSubject",
        "will request max(2) from PassthroughSubject",
        "did request max(2) from PassthroughSubject",
        "did give tapped PassthroughSubject",
        "did subscribe tapped to PassthroughSubject<Int, Never>",
        "will send 1 to tapped",
        "did send 1 to tapped, returned max(1)",
        // 2 was sent while disabled; the wrapper stayed and reports again once re-enabled.
        "will send 3 to tapped",
        "did send 3 to tapped, returned max(1)",
        "will complete tapped: finished",
        "did complete tapped: finished",
        "direct received 1 2 3 finished",
        "late received 2 3 finished",
        "tapped received 1 2 3 finished",
      ])
  }

  @Test func requestsAndCancellationThroughTheWrappedSubscription() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(cancelScenario().joined(separator: "\n"))
    }
    #expect(
      recorded(result) == [
        "will request max(3) from PassthroughSubject",
        "did request max(3) from PassthroughSubject",
        "will cancel PassthroughSubject",
        "did cancel PassthroughSubject",
        "subscriber was handed a stand-in: true",
        "stand-in keeps identity: true, description: PassthroughSubject, mirror: false, "
          + "playground: false",
        "publisher was handed a stand-in: true",
        "stand-in keeps identity: true, description: probe, mirror: false, playground: false",
        "values after cancel: 0",
      ])
  }

  @Test func operatorsReportTheirInnerSubscribers() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(operatorScenario().joined(separator: "\n"))
    }
    let map = "Map<PassthroughSubject<Int, Never>, Int>"
    #expect(
      recorded(result) == [
        "will subscribe probe to Filter<\(map)>",
        "will subscribe Filter to \(map)",
        "will subscribe Map to PassthroughSubject<Int, Never>",
        "will give Map PassthroughSubject",
        // Map and filter pass their upstream's subscription on: it is wrapped once, so the
        // request below is reported once.
        "will give Filter PassthroughSubject",
        "will give probe PassthroughSubject",
        "will request unlimited from PassthroughSubject",
        "did request unlimited from PassthroughSubject",
        "did give probe PassthroughSubject",
        "did give Filter PassthroughSubject",
        "did give Map PassthroughSubject",
        "did subscribe Map to PassthroughSubject<Int, Never>",
        "did subscribe Filter to \(map)",
        "did subscribe probe to Filter<\(map)>",
        "will send 1 to Map",
        "will send 10 to Filter",
        "did send 10 to Filter, returned max(1)",  // a dropped value is asked for again
        "did send 1 to Map, returned max(1)",
        "will send 2 to Map",
        "will send 20 to Filter",
        "will send 20 to probe",
        "did send 20 to probe, returned max(0)",
        "did send 20 to Filter, returned max(0)",
        "did send 2 to Map, returned max(0)",
      ])
  }

  @Test func erasedAndForwardingPublishersReportEachEventOnce() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(forwardingScenario().joined(separator: "\n"))
    }
    let relay = "Relay<AnyPublisher<Int, Never>>"
    #expect(
      recorded(result) == [
        "will subscribe probe to \(relay)",
        // The relay passes on the stand-in it was given: reported erased, not wrapped again.
        "will subscribe probe as AnySubscriber<Int, Never> to AnyPublisher<Int, Never>",
        // The eraser hands the subscriber to the subject directly: no report for the subject.
        "will give probe PassthroughSubject",
        "will request unlimited from PassthroughSubject",
        "did request unlimited from PassthroughSubject",
        "did give probe PassthroughSubject",
        "did subscribe probe as AnySubscriber<Int, Never> to AnyPublisher<Int, Never>",
        "did subscribe probe to \(relay)",
        "will send 7 to probe",
        "did send 7 to probe, returned max(0)",
      ])
  }

  @Test func introspectionsAreEnabledOneByOne() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      print(twoIntrospectionsScenario().joined(separator: "\n"))
    }
    #expect(
      recorded(result) == [
        "enabled: false false",
        "enabled: true false",
        "first: will send 1 to probe",
        "first: did send 1 to probe, returned max(0)",
        "enabled: true true",
        "first: will send 2 to probe",
        "second: will send 2 to probe",
        "first: did send 2 to probe, returned max(0)",
        "second: did send 2 to probe, returned max(0)",
        "enabled: false true",
        "second: will send 3 to probe",
        "second: did send 3 to probe, returned max(0)",
        "enabled: false false",
      ])
  }

  @Test func withNothingEnabledSubscribeHandsOverTheSubscriberItself() {
    let token = Token()
    let probe = Probe("probe")
    var attached: [any Subscriber<Int, Never>] = []
    let publisher = Relay(upstream: Handing(subscription: token)) { attached.append($0) }
    publisher.subscribe(probe)
    #expect(attached.count == 1)
    #expect(attached.first.map { $0 as AnyObject === probe } == true)
    #expect(probe.subscription.map { $0 as AnyObject === token } == true)
    #expect(!Recorder().isEnabled)
  }
}

// MARK: - Scenarios, run in a child process

private func subscribeScenario() -> [String] {
  let recorder = Recorder()
  let subject = PassthroughSubject<Int, Never>()
  let direct = Probe("direct")
  let late = Probe("late")
  let tapped = Probe("tapped", demand: .max(2), perValue: .max(1))
  recorder.enable()
  subject.receive(subscriber: direct)  // not through subscribe(_:): not reported
  subject.subscribe(tapped)
  subject.send(1)
  recorder.disable()
  subject.subscribe(late)  // subscribed while disabled: never reported
  subject.send(2)
  recorder.enable()
  subject.send(3)
  subject.send(completion: .finished)
  recorder.disable()
  return recorder.lines + [direct, late, tapped].map { "\($0.name) received \($0.summary)" }
}

private func cancelScenario() -> [String] {
  let recorder = Recorder()
  let subject = PassthroughSubject<Int, Never>()
  let probe = Probe("probe", demand: .none)
  var attached: [any Subscriber<Int, Never>] = []
  let publisher = Relay(upstream: subject) { attached.append($0) }
  recorder.enable()
  publisher.subscribe(probe)
  recorder.lines.removeAll()
  probe.subscription?.request(.max(3))
  probe.subscription?.cancel()
  subject.send(1)
  recorder.disable()
  guard let given = probe.subscription, let original = recorder.lastSubscription,
    let subscriber = attached.first
  else { return ["missing"] }
  return recorder.lines + [
    "subscriber was handed a stand-in: \((given as AnyObject) !== (original as AnyObject))",
    "stand-in keeps identity: \(given.combineIdentifier == original.combineIdentifier), "
      + "description: \(given), mirror: \(given is CustomReflectable), "
      + "playground: \(given is CustomPlaygroundDisplayConvertible)",
    "publisher was handed a stand-in: \((subscriber as AnyObject) !== probe)",
    "stand-in keeps identity: \(subscriber.combineIdentifier == probe.combineIdentifier), "
      + "description: \(subscriber), mirror: \(subscriber is CustomReflectable), "
      + "playground: \(subscriber is CustomPlaygroundDisplayConvertible)",
    "values after cancel: \(probe.received.count)",
  ]
}

private func operatorScenario() -> [String] {
  let recorder = Recorder()
  let subject = PassthroughSubject<Int, Never>()
  let probe = Probe("probe")
  recorder.enable()
  subject.map { $0 * 10 }.filter { $0 > 10 }.subscribe(probe)
  subject.send(1)
  subject.send(2)
  recorder.disable()
  return recorder.lines
}

private func forwardingScenario() -> [String] {
  let recorder = Recorder()
  let subject = PassthroughSubject<Int, Never>()
  let probe = Probe("probe")
  recorder.enable()
  Relay(upstream: subject.eraseToAnyPublisher()).subscribe(probe)
  subject.send(7)
  recorder.disable()
  return recorder.lines
}

private func twoIntrospectionsScenario() -> [String] {
  let log = Log()
  let first = Recorder("first", log: log)
  let second = Recorder("second", log: log)
  let subject = PassthroughSubject<Int, Never>()
  let probe = Probe("probe")
  func state() { log.lines.append("enabled: \(first.isEnabled) \(second.isEnabled)") }
  state()
  first.enable()
  first.enable()  // a second enable changes nothing: events are still reported once
  state()
  subject.subscribe(probe)
  log.lines.removeAll { $0.contains("subscri") || $0.contains("give") || $0.contains("request") }
  subject.send(1)
  second.enable()
  state()
  subject.send(2)
  first.disable()
  state()
  subject.send(3)
  second.disable()
  state()
  subject.send(4)
  return log.lines
}

// MARK: - Fixtures

/// Where recorders write; shared by two recorders to show the order they are called in.
private final class Log {
  var lines: [String] = []
}

/// An introspection that writes each event as a line.
private final class Recorder: _Introspection {
  let name: String?
  let log: Log
  /// The last subscription reported as received.
  var lastSubscription: Subscription?

  init(_ name: String? = nil, log: Log = Log()) {
    self.name = name
    self.log = log
  }

  var lines: [String] {
    get { log.lines }
    set { log.lines = newValue }
  }

  private func write(_ line: String) { log.lines.append(name.map { "\($0): \(line)" } ?? line) }

  private func subscriberName<S: Subscriber>(_ subscriber: S) -> String {
    subscriber is AnySubscriber<S.Input, S.Failure> ? "\(subscriber) as \(S.self)" : "\(subscriber)"
  }

  func willReceive<P: Publisher, S: Subscriber>(publisher: P, subscriber: S)
  where P.Failure == S.Failure, P.Output == S.Input {
    write("will subscribe \(subscriberName(subscriber)) to \(P.self)")
  }

  func didReceive<P: Publisher, S: Subscriber>(publisher: P, subscriber: S)
  where P.Failure == S.Failure, P.Output == S.Input {
    write("did subscribe \(subscriberName(subscriber)) to \(P.self)")
  }

  func willReceive<S: Subscriber>(subscriber: S, subscription: Subscription) {
    lastSubscription = subscription
    write("will give \(subscriber) \(subscription)")
  }

  func didReceive<S: Subscriber>(subscriber: S, subscription: Subscription) {
    write("did give \(subscriber) \(subscription)")
  }

  func willReceive<S: Subscriber>(subscriber: S, input: S.Input) {
    write("will send \(input) to \(subscriber)")
  }

  func didReceive<S: Subscriber>(
    subscriber: S, input: S.Input, resultingDemand: Subscribers.Demand
  ) {
    write("did send \(input) to \(subscriber), returned \(resultingDemand)")
  }

  func willReceive<S: Subscriber>(subscriber: S, completion: Subscribers.Completion<S.Failure>) {
    write("will complete \(subscriber): \(completion)")
  }

  func didReceive<S: Subscriber>(subscriber: S, completion: Subscribers.Completion<S.Failure>) {
    write("did complete \(subscriber): \(completion)")
  }

  func willRequest(subscription: Subscription, _ demand: Subscribers.Demand) {
    write("will request \(demand) from \(subscription)")
  }

  func didRequest(subscription: Subscription, _ demand: Subscribers.Demand) {
    write("did request \(demand) from \(subscription)")
  }

  func willCancel(subscription: Subscription) { write("will cancel \(subscription)") }
  func didCancel(subscription: Subscription) { write("did cancel \(subscription)") }
}

/// A subscriber that asks for `demand` when subscribed and `perValue` after each value.
private final class Probe: Subscriber, CustomStringConvertible {
  let name: String
  let demand: Subscribers.Demand
  let perValue: Subscribers.Demand
  var subscription: Subscription?
  var received: [String] = []

  init(
    _ name: String, demand: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none
  ) {
    self.name = name
    self.demand = demand
    self.perValue = perValue
  }

  var description: String { name }
  var summary: String { received.joined(separator: " ") }

  func receive(subscription: Subscription) {
    self.subscription = subscription
    if demand > .none { subscription.request(demand) }
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    received.append("\(input)")
    return perValue
  }

  func receive(completion: Subscribers.Completion<Never>) {
    received.append("\(completion)")
  }
}

/// A subscription that does nothing, to check what a subscriber is handed.
private final class Token: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// A publisher that hands each subscriber `subscription` and sends nothing.
private struct Handing: Publisher {
  typealias Output = Int
  typealias Failure = Never

  let subscription: Subscription

  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subscriber.receive(subscription: subscription)
  }
}

/// A publisher written as people write one: it passes its subscriber to its upstream with
/// `subscribe(_:)`, telling `onAttach` what it was given.
private struct Relay<Upstream: Publisher>: Publisher {
  typealias Output = Upstream.Output
  typealias Failure = Upstream.Failure

  let upstream: Upstream
  var onAttach: (any Subscriber<Output, Failure>) -> Void = { _ in }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    onAttach(subscriber)
    upstream.subscribe(subscriber)
  }
}
