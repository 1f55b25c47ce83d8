import Testing
import TrellisCombine

@Suite struct TryFilterTests {
  private func evenFailingOnSeven(_ value: Int) throws -> Bool {
    if value == 7 { throw TestError(code: 7) }
    return value.isMultiple(of: 2)
  }

  @Test func sendsOnlyIncludedValuesThenFinishes() {
    let subscriber = TestSubscriber<Int, any Error>()
    (1...6).publisher.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    #expect(subscriber.values == [2, 4, 6])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsUpstreamFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    subject.send(2)
    subject.send(completion: .failure(TestError(code: 1)))
    #expect(subscriber.values == [2])
    #expect(subscriber.failure as? TestError == TestError(code: 1))
  }

  @Test func thrownErrorFailsTheStreamAndNothingFollows() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    for value in [2, 7, 8] { subject.send(value) }
    subject.send(completion: .finished)
    #expect(subscriber.values == [2])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure as? TestError == TestError(code: 7))
  }

  @Test func thrownErrorCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    upstream.send(7)
    #expect(upstream.isCancelled)
    upstream.send(8)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.completions.count == 1)
  }

  @Test func droppedValueAsksUpstreamForOneMore() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(1))
    upstream.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .none)
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(2))
    (1...6).publisher.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    #expect(subscriber.values == [2, 4])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [2, 4, 6])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryFilter(evenFailingOnSeven).subscribe(subscriber)
    subject.send(2)
    subscriber.cancel()
    subject.send(4)
    #expect(subscriber.values == [2])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, any Error>()
    upstream.tryFilter(evenFailingOnSeven).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func fusedFiltersApplyBothTests() {
    let plain = TestSubscriber<Int, any Error>()
    (8...12).publisher.tryFilter(evenFailingOnSeven).filter { $0 > 8 }.subscribe(plain)
    #expect(plain.values == [10, 12])

    let throwing = TestSubscriber<Int, any Error>()
    (1...12).publisher.tryFilter { $0 < 10 }.tryFilter(evenFailingOnSeven).subscribe(throwing)
    #expect(throwing.values == [2, 4, 6])
    #expect(throwing.failure as? TestError == TestError(code: 7))
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTestWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.tryFilter { _ in
          _ = token
          return true
        }
      })
  }
}
