import Testing
import TrellisCombine

@Suite struct HandleEventsTests {
  /// Records the order in which hooks and the downstream see events.
  final class Journal: @unchecked Sendable {
    var entries: [String] = []
  }

  private func watched<P: Publisher>(_ publisher: P, into journal: Journal)
    -> Publishers.HandleEvents<P>
  {
    publisher.handleEvents(
      receiveSubscription: { _ in journal.entries.append("subscription") },
      receiveOutput: { journal.entries.append("output \($0)") },
      receiveCompletion: { journal.entries.append("completion \($0)") },
      receiveCancel: { journal.entries.append("cancel") },
      receiveRequest: { journal.entries.append("request \($0)") })
  }

  @Test func callsHooksForEachEventInOrder() {
    let journal = Journal()
    let subscriber = TestSubscriber<Int, Never>()
    watched([1, 2].publisher, into: journal).subscribe(subscriber)
    #expect(
      journal.entries == [
        "subscription", "request unlimited", "output 1", "output 2", "completion finished",
      ])
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func hooksRunBeforeTheDownstreamSeesTheEvent() {
    let journal = Journal()
    let subject = PassthroughSubject<Int, TestError>()
    let cancellable = subject.handleEvents(
      receiveOutput: { journal.entries.append("hook \($0)") },
      receiveCompletion: { _ in journal.entries.append("hook completion") }
    )
    .sink(
      receiveCompletion: { _ in journal.entries.append("sink completion") },
      receiveValue: { journal.entries.append("sink \($0)") })
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(journal.entries == ["hook 1", "sink 1", "hook completion", "sink completion"])
    cancellable.cancel()
  }

  @Test func reportsFailure() {
    let journal = Journal()
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    watched(subject, into: journal).subscribe(subscriber)
    subject.send(completion: .failure(TestError(code: 4)))
    #expect(journal.entries.last == "completion failure(TestError(4))")
    #expect(subscriber.failure == TestError(code: 4))
  }

  @Test func reportsRequestsIncludingDemandReturnedFromValues() {
    let journal = Journal()
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(2))
    watched(upstream, into: journal).subscribe(subscriber)
    #expect(upstream.send(1) == .max(2))
    subscriber.request(.max(3))
    #expect(
      journal.entries == [
        "subscription", "request max(1)", "output 1", "request max(2)", "request max(3)",
      ])
    #expect(upstream.requests == [.max(1), .max(3)])
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.handleEvents().subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3])
  }

  // Apple calls receiveCancel for every cancel made before the closures are dropped, but
  // cancels the upstream once; and, being a pure pass-through, still forwards what the upstream
  // sends after the cancel.
  @Test func cancelIsReportedAndCancelsUpstreamOnce() {
    let journal = Journal()
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demandPerValue: .max(5))
    watched(upstream, into: journal).subscribe(subscriber)
    let subscription = subscriber.subscription
    subscription?.cancel()
    subscription?.cancel()
    #expect(upstream.cancelCount == 1)
    #expect(journal.entries.filter { $0 == "cancel" }.count == 1)
    #expect(upstream.send(1) == .max(5))
    upstream.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
    #expect(!journal.entries.contains("output 1"), "the closures were dropped by the cancel")
  }

  @Test func secondSubscriptionIsShownToTheClosureThenCancelled() {
    var seen = 0
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.handleEvents(receiveSubscription: { _ in seen += 1 }).subscribe(subscriber)
    let second = DemandRecordingPublisher<Int, Never>()
    upstream.subscriber?.receive(subscription: DemandRecordingPublisher.Link(second))
    #expect(seen == 2)
    #expect(second.history == [.cancelled])
    #expect(subscriber.subscriptionCount == 1)
  }

  @Test func zeroDemandIsShownAndPassedOn() {
    let journal = Journal()
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    watched(upstream, into: journal).subscribe(subscriber)
    subscriber.request(.none)
    #expect(upstream.requests == [.none])
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().handleEvents().subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "HandleEvents", children: [])
  }

  @Test func reentrantSendKeepsOrder() {
    let journal = Journal()
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 3 { subject.send(value + 1) }
    }
    subject.handleEvents(receiveOutput: { journal.entries.append("\($0)") }).subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values == [1, 2, 3])
    #expect(journal.entries == ["1", "2", "3"])
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesHooksWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.handleEvents(receiveCancel: { _ = token })
      })
  }
}
