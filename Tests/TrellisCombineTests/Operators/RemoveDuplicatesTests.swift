import Testing
import TrellisCombine

@Suite struct RemoveDuplicatesTests {
  @Test func dropsConsecutiveEqualValues() {
    let subscriber = TestSubscriber<Int, Never>()
    [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0].publisher.removeDuplicates().subscribe(subscriber)
    #expect(subscriber.values == [0, 1, 2, 3, 4, 0])
    #expect(subscriber.isFinished)
  }

  // Apple compares each value with the one just before it, dropped or not: every value here
  // is within 2 of its predecessor, so only the first passes.
  @Test func comparesWithThePreviousValueEvenADroppedOne() {
    let subscriber = TestSubscriber<Int, Never>()
    (1...7).publisher.removeDuplicates { abs($0 - $1) <= 2 }.subscribe(subscriber)
    #expect(subscriber.values == [1])
    let jumps = TestSubscriber<Int, Never>()
    [1, 2, 6, 7, 20].publisher.removeDuplicates { abs($0 - $1) <= 2 }.subscribe(jumps)
    #expect(jumps.values == [1, 6, 20])
  }

  @Test func valueBeforeTheSubscriptionTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = DemandRecordingPublisher<Int, Never>(sendsSubscription: false)
      upstream.removeDuplicates().subscribe(TestSubscriber<Int, Never>())
      upstream.send(1)
    }
  }

  @Test func eventsAfterTheEndAreIgnored() {
    let upstream = DemandRecordingPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.removeDuplicates().subscribe(subscriber)
    upstream.send(completion: .finished)
    #expect(upstream.send(1) == .none)
    upstream.send(completion: .failure(TestError()))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.completions == [.finished])
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().removeDuplicates().subscribe(subscriber)
    expectDescribed(
      try #require(subscriber.subscription), as: "RemoveDuplicates",
      children: ["downstream", "last"])
  }

  @Test func firstValueAlwaysPassesWithoutCallingThePredicate() {
    var calls = 0
    let subscriber = TestSubscriber<Int, Never>()
    [5].publisher.removeDuplicates { _, _ in
      calls += 1
      return true
    }
    .subscribe(subscriber)
    #expect(subscriber.values == [5])
    #expect(calls == 0)
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.removeDuplicates().subscribe(subscriber)
    subject.send(1)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 4)))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 4))
  }

  @Test func droppedDuplicateAsksUpstreamForOneMore() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    upstream.removeDuplicates().subscribe(subscriber)
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .none)
    #expect(subscriber.values == [1, 2])
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    [1, 1, 2, 2, 3].publisher.removeDuplicates().subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func eachSubscriptionStartsFresh() {
    let publisher = [1, 1, 2].publisher.removeDuplicates()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    publisher.subscribe(first)
    publisher.subscribe(second)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.removeDuplicates().subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.removeDuplicates().subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 3 {
        subject.send(value)
        subject.send(value + 1)
      }
    }
    subject.removeDuplicates().subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesPredicateWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.removeDuplicates { _, _ in
          _ = token
          return false
        }
      })
  }
}
