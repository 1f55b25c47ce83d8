import Testing
import TrellisCombine

@Suite struct DropTests {
  @Test func skipsTheFirstValues() {
    let subscriber = TestSubscriber<Int, Never>()
    (1...5).publisher.dropFirst(2).subscribe(subscriber)
    #expect(subscriber.values == [3, 4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func skipsOneByDefault() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.dropFirst().subscribe(subscriber)
    #expect(subscriber.values == [2])
  }

  @Test func skippingMoreThanThereArePublishesNothing() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.dropFirst(5).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func firstRequestIsEnlargedByTheCount() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    upstream.dropFirst(3).subscribe(subscriber)
    #expect(upstream.requests == [.max(5)])
    subscriber.request(.max(1))
    #expect(upstream.requests == [.max(5), .max(1)])
  }

  @Test func honoursLimitedDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...10).publisher.dropFirst(3).subscribe(subscriber)
    #expect(subscriber.values == [4, 5])
    subscriber.request(.max(1))
    #expect(subscriber.values == [4, 5, 6])
  }

  @Test func failureIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.dropFirst().subscribe(subscriber)
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(subscriber.failure == TestError(code: 2))
  }

  @Test func cancelCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.dropFirst().subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(1)
    upstream.send(2)
    #expect(subscriber.events.isEmpty)
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in if value < 4 { subject.send(value + 1) } }
    subject.dropFirst(1).subscribe(subscriber)
    subject.send(0)
    subject.send(1)
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test func cancelReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let subject = PassthroughSubject<Int, Never>()
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.dropFirst().subscribe(subscriber)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
  }

  // Apple's Combine accepts a negative count when the operator is made and traps when the
  // upstream's subscription arrives.
  @Test func negativeCountTrapsWhenSubscribed() async {
    let made = Empty<Int, Never>().dropFirst(-1)
    #expect(made.count == -1)
    await #expect(processExitsWith: .failure) {
      _ = Empty<Int, Never>().dropFirst(-1).sink { _ in }
    }
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      PassthroughSubject<Int, Never>().dropFirst().subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func asksForTheSkippedValuesBeforeAnyDemand() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.dropFirst(3).subscribe(subscriber)
    #expect(upstream.requests == [.max(3)])
    #expect(upstream.send(1) == .none)
    #expect(subscriber.values.isEmpty)
  }

  @Test func subscriberGetsItsSubscriptionBeforeTheUpstreamIsSubscribed() {
    let upstream = DemandRecordingPublisher<Int, Never>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    upstream.dropFirst(1).subscribe(subscriber)
    #expect(subscriber.subscriptionCount == 1)
    upstream.sendSubscription()
    #expect(upstream.requests == [.max(3)])
  }

  // Apple's Drop keeps no end state: every completion the upstream sends is passed on.
  @Test func everyCompletionIsPassedOn() {
    let upstream = DemandRecordingPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.dropFirst().subscribe(subscriber)
    upstream.send(completion: .finished)
    upstream.send(completion: .failure(TestError()))
    #expect(subscriber.completions.count == 2)
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().dropFirst().subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "Drop", children: [])
  }
}
