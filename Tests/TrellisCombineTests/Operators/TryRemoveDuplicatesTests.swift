import Testing
import TrellisCombine

@Suite struct TryRemoveDuplicatesTests {
  private func sameFailingOnNine(_ last: Int, _ next: Int) throws -> Bool {
    if next == 9 { throw TestError(code: 9) }
    return last == next
  }

  @Test func dropsConsecutiveDuplicatesThenFinishes() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 1, 2, 1, 1].publisher.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 1])
    #expect(subscriber.isFinished)
  }

  // As in Apple's Combine, each value is compared with the one just before it, dropped or not.
  @Test func comparesWithThePreviousValueEvenADroppedOne() {
    let subscriber = TestSubscriber<Int, any Error>()
    (1...7).publisher.tryRemoveDuplicates { abs($0 - $1) <= 2 }.subscribe(subscriber)
    #expect(subscriber.values == [1])
  }

  @Test func forwardsUpstreamFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure as? TestError == TestError(code: 2))
  }

  @Test func thrownErrorFailsTheStreamAndNothingFollows() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    for value in [1, 9, 2] { subject.send(value) }
    subject.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure as? TestError == TestError(code: 9))
  }

  @Test func thrownErrorCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    upstream.send(1)
    upstream.send(9)
    #expect(upstream.isCancelled)
    upstream.send(2)
    #expect(subscriber.values == [1])
  }

  @Test func droppedDuplicateAsksUpstreamForOneMore() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(2))
    upstream.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    #expect(upstream.send(1) == .none)
    #expect(upstream.send(1) == .max(1))
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(1))
    [1, 1, 2].publisher.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func eachSubscriptionStartsFresh() {
    let publisher = [1, 1, 2].publisher.tryRemoveDuplicates(by: sameFailingOnNine)
    let first = TestSubscriber<Int, any Error>()
    let second = TestSubscriber<Int, any Error>()
    publisher.subscribe(first)
    publisher.subscribe(second)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, any Error>()
    upstream.tryRemoveDuplicates(by: sameFailingOnNine).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesPredicateWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.tryRemoveDuplicates { _, _ in
          _ = token
          return false
        }
      })
  }
}
