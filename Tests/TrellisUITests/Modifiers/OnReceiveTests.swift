import Dispatch
import Foundation
import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct OnReceiveTests {
  /// A publisher object that counts its subscriptions and cancellations and sends through
  /// a subject.
  final class Counting: Publisher, @unchecked Sendable {
    typealias Output = String
    typealias Failure = Never
    let subject = PassthroughSubject<String, Never>()
    private(set) var subscriptions = 0
    private(set) var cancellations = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
      subscriptions += 1
      subject.handleEvents(receiveCancel: { [weak self] in self?.cancellations += 1 })
        .receive(subscriber: subscriber)
    }
  }

  struct Ticker: View {
    let feed: Counting
    let log: EventLog
    @State private var last = "none"
    @State private var unrelated = 0

    var body: some View {
      VStack {
        Text("Last: \(last)")
        Button("Unrelated \(unrelated)") { unrelated += 1 }
      }
      .onReceive(feed) { value in
        dispatchPrecondition(condition: .onQueue(.main))
        log.add(value)
        last = value
      }
    }
  }

  @Test func valuesReachTheActionAndTheViewUpdates() async {
    let feed = Counting()
    let log = EventLog()
    let host = ViewHost(Ticker(feed: feed, log: log), width: 30, height: 4)
    #expect(feed.subscriptions == 1)
    feed.subject.send("α")
    feed.subject.send("βγ 中文")
    await host.nextUpdate()
    #expect(log.events == ["α", "βγ 中文"])
    #expect(host.contains(text: "Last: βγ 中文"))
  }

  @Test func theSamePublisherKeepsItsSubscriptionAcrossUpdates() async throws {
    let feed = Counting()
    let log = EventLog()
    let host = ViewHost(Ticker(feed: feed, log: log), width: 30, height: 4)
    for index in 0..<3 {
      try host.button("Unrelated \(index)").tap()
      await host.nextUpdate()
    }
    #expect(feed.subscriptions == 1)
    #expect(feed.cancellations == 0)
  }

  @Test func valuesSentFromAnotherThreadArriveOnTheMainQueue() async {
    let feed = Counting()
    let log = EventLog()
    let host = ViewHost(Ticker(feed: feed, log: log), width: 30, height: 4)
    let subject = feed.subject
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        subject.send("from afar")
        continuation.resume()
      }
    }
    await log.waitUntil { !log.events.isEmpty }
    await host.nextUpdate()
    #expect(log.events == ["from afar"])
    #expect(host.contains(text: "Last: from afar"))
  }

  struct Switching: View {
    let first: Counting
    let second: Counting
    let log: EventLog
    @State private var usesSecond = false

    var body: some View {
      Button("Switch") { usesSecond.toggle() }
        .onReceive(usesSecond ? second : first) { log.add($0) }
    }
  }

  @Test func anotherPublisherReplacesTheSubscription() async throws {
    let first = Counting()
    let second = Counting()
    let log = EventLog()
    let host = ViewHost(Switching(first: first, second: second, log: log), width: 30, height: 3)
    first.subject.send("one")
    try host.button("Switch").tap()
    await host.nextUpdate()
    #expect(first.cancellations == 1)
    #expect(second.subscriptions == 1)
    first.subject.send("lost")
    second.subject.send("two")
    #expect(log.events == ["one", "two"])
  }

  @Test func equalPublisherValuesAreTheSamePublisher() async throws {
    struct Values: View {
      let log: EventLog
      @State private var count = 0
      var body: some View {
        Button("Count \(count)") { count += 1 }
          .onReceive(Just("just")) { log.add($0) }
          .onReceive(NotificationCenter.default.publisher(for: .trellisTestPing)) { _ in
            log.add("ping")
          }
      }
    }
    let log = EventLog()
    let host = ViewHost(Values(log: log), width: 30, height: 3)
    await host.nextUpdate()
    // A `Just` sends as the view subscribes; the action runs after that update.
    #expect(log.events == ["just"])
    try host.button("Count 0").tap()
    await host.nextUpdate()
    // An equal `Just` is the same publisher: no second subscription, no second value.
    #expect(log.events == ["just"])
    NotificationCenter.default.post(name: .trellisTestPing, object: nil)
    #expect(log.events == ["just", "ping"])
  }

  @Test func aValueSentAsTheViewSubscribesIsDeliveredAfterTheUpdate() async {
    struct Initial: View {
      let subject: CurrentValueSubject<Int, Never>
      @State private var value = -1
      var body: some View {
        Text("Value: \(value)")
          .onReceive(subject) { value = $0 }
      }
    }
    let subject = CurrentValueSubject<Int, Never>(7)
    let host = ViewHost(Initial(subject: subject), width: 30, height: 3)
    await host.nextUpdate()
    #expect(host.contains(text: "Value: 7"))
    subject.send(8)
    await host.nextUpdate()
    #expect(host.contains(text: "Value: 8"))
  }

  final class Model {
    var received: [String] = []
  }

  /// Weak references to what a listening view owned.
  final class Probe {
    weak var model: Model?
    func record(_ model: Model) { self.model = model }
  }

  struct Listening: View {
    let feed: Counting
    let probe: Probe
    @State private var model = Model()

    var body: some View {
      let _ = probe.record(model)
      Text("Listening").onReceive(feed) { [model] in model.received.append($0) }
    }
  }

  struct Holder: View {
    let feed: Counting
    let probe: Probe
    @State var isShown = true
    var body: some View {
      VStack {
        if isShown { Listening(feed: feed, probe: probe) }
        Button("Hide") { isShown = false }
      }
    }
  }

  @Test func theSubscriptionEndsWithTheViewAndReleasesWhatTheActionHeld() async throws {
    let feed = Counting()
    let probe = Probe()
    let host = ViewHost(Holder(feed: feed, probe: probe), width: 30, height: 4)
    feed.subject.send("x")
    // The model is held while the view listens, and the action reaches it.
    #expect(probe.model?.received == ["x"])
    try host.button("Hide").tap()
    await host.nextUpdate()
    #expect(feed.cancellations == 1)
    #expect(probe.model == nil)
    feed.subject.send("after")
  }

  @Test func removingTheViewCancels() async throws {
    struct Holder: View {
      let feed: Counting
      let log: EventLog
      @State var isShown = true
      var body: some View {
        VStack {
          if isShown { Text("Listening").onReceive(feed) { log.add($0) } }
          Button("Hide") { isShown = false }
        }
      }
    }
    let feed = Counting()
    let log = EventLog()
    let host = ViewHost(Holder(feed: feed, log: log), width: 30, height: 4)
    try host.button("Hide").tap()
    await host.nextUpdate()
    #expect(feed.cancellations == 1)
    feed.subject.send("after")
    #expect(log.events.isEmpty)
  }
}

extension Notification.Name {
  static let trellisTestPing = Notification.Name("TrellisTests.ping")
}
