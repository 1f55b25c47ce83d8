import Testing
import TrellisCombine

@Suite struct RemoveDuplicatesTests {
  @Test func dropsConsecutiveEqualValues() {
    let subscriber = TestSubscriber<Int, Never>()
    [0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 0].publisher.removeDuplicates().subscribe(subscriber)
    #expect(subscriber.values == [0, 1, 2, 3, 4, 0])
    #expect(subscriber.isFinished)
  }

  @Test func comparesWithTheLastValueSentOn() {
    // Within 2 of the last value that passed counts as a duplicate: 1 passes, 2 and 3 are
    // within 2 of 1 and dropped, 4 is not and passes, 5 and 6 are within 2 of 4.
    let subscriber = TestSubscriber<Int, Never>()
    (1...7).publisher.removeDuplicates { abs($0 - $1) <= 2 }.subscribe(subscriber)
    #expect(subscriber.values == [1, 4, 7])
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
