import Testing
import TrellisCombine

@Suite struct TryScanTests {
  private func sumBelowTen(_ total: Int, _ value: Int) throws -> Int {
    let sum = total + value
    if sum >= 10 { throw TestError(code: sum) }
    return sum
  }

  @Test func sendsEachRunningResultThenFinishes() {
    let subscriber = TestSubscriber<Int, any Error>()
    (1...3).publisher.tryScan(0, sumBelowTen).subscribe(subscriber)
    #expect(subscriber.values == [1, 3, 6])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsUpstreamFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryScan(0, sumBelowTen).subscribe(subscriber)
    subject.send(2)
    subject.send(completion: .failure(TestError(code: 1)))
    #expect(subscriber.values == [2])
    #expect(subscriber.failure as? TestError == TestError(code: 1))
  }

  @Test func thrownErrorFailsTheStreamAndNothingFollows() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryScan(0, sumBelowTen).subscribe(subscriber)
    for value in [4, 4, 4, 1] { subject.send(value) }
    subject.send(completion: .finished)
    #expect(subscriber.values == [4, 8])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure as? TestError == TestError(code: 12))
  }

  @Test func thrownErrorCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryScan(0, sumBelowTen).subscribe(subscriber)
    upstream.send(20)
    #expect(upstream.isCancelled)
    // As in Apple's Combine, a value still sent after the failure is folded and passed on.
    upstream.send(1)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.count == 1)
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(1))
    [1, 2].publisher.tryScan(0, sumBelowTen).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 3])
    #expect(subscriber.isFinished)
  }

  @Test func eachSubscriptionStartsFromTheInitialResult() {
    let publisher = [1, 2].publisher.tryScan(5, sumBelowTen)
    let first = TestSubscriber<Int, any Error>()
    let second = TestSubscriber<Int, any Error>()
    publisher.subscribe(first)
    publisher.subscribe(second)
    #expect(first.values == [6, 8])
    #expect(second.values == [6, 8])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryScan(0, sumBelowTen).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, any Error>()
    upstream.tryScan(0, sumBelowTen).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesClosureWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.tryScan(0) { total, value in
          _ = token
          return total + value
        }
      })
  }
}
