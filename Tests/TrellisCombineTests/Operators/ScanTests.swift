import Testing
import TrellisCombine

@Suite struct ScanTests {
  @Test func sendsEachRunningResultThenFinishes() {
    let subscriber = TestSubscriber<Int, Never>()
    (1...4).publisher.scan(0, +).subscribe(subscriber)
    #expect(subscriber.values == [1, 3, 6, 10])
    #expect(subscriber.isFinished)
  }

  @Test func resultTypeMayDifferFromInput() {
    let subscriber = TestSubscriber<String, Never>()
    ["a", "b", "c"].publisher.scan(">") { $0 + $1 }.subscribe(subscriber)
    #expect(subscriber.values == [">a", ">ab", ">abc"])
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.scan(10, +).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 6)))
    #expect(subscriber.values == [11])
    #expect(subscriber.failure == TestError(code: 6))
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...4).publisher.scan(0, +).subscribe(subscriber)
    #expect(subscriber.values == [1, 3])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 3, 6, 10])
    #expect(subscriber.isFinished)
  }

  @Test func eachSubscriptionStartsFromTheInitialResult() {
    let publisher = [1, 2].publisher.scan(100, +)
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    publisher.subscribe(first)
    publisher.subscribe(second)
    #expect(first.values == [101, 103])
    #expect(second.values == [101, 103])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.scan(0, +).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.scan(0, +).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { total in
      if total < 6 { subject.send(total) }
    }
    subject.scan(0, +).subscribe(subscriber)
    subject.send(1)
    // 1, then 1 + 1, then 2 + 2, then 4 + 4.
    #expect(subscriber.values == [1, 2, 4, 8])
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesClosureWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.scan(0) { total, value in
          _ = token
          return total + value
        }
      })
  }
}
