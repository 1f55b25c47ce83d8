import Testing
import TrellisCombine

@Suite struct TryMapTests {
  private func failOnThree(_ value: Int) throws -> Int {
    if value == 3 { throw TestError(code: 3) }
    return value * 10
  }

  @Test func transformsEachValueThenFinishes() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 2].publisher.tryMap(failOnThree).subscribe(subscriber)
    #expect(subscriber.values == [10, 20])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func forwardsUpstreamFailureAsAnyError() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryMap(failOnThree).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 9)))
    #expect(subscriber.values == [10])
    #expect(subscriber.failure as? TestError == TestError(code: 9))
  }

  @Test func thrownErrorFailsTheStreamAndNothingFollows() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryMap(failOnThree).subscribe(subscriber)
    subject.send(1)
    subject.send(3)
    subject.send(4)
    subject.send(completion: .finished)
    #expect(subscriber.values == [10])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure as? TestError == TestError(code: 3))
  }

  @Test func thrownErrorCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryMap(failOnThree).subscribe(subscriber)
    upstream.send(3)
    #expect(upstream.isCancelled)
    // Apple's tryMap keeps no state that would stop a misbehaving upstream: a value sent after
    // the failure is still transformed and passed on, a completion is not.
    #expect(upstream.send(4) == .none)
    upstream.send(completion: .finished)
    #expect(subscriber.values == [40])
    #expect(subscriber.completions.count == 1)
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(1))
    [1, 2, 4].publisher.tryMap(failOnThree).subscribe(subscriber)
    #expect(subscriber.values == [10])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(5))
    #expect(subscriber.values == [10, 20, 40])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsRequestsAndReturnedDemandToUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(2), demandPerValue: .max(1))
    upstream.tryMap(failOnThree).subscribe(subscriber)
    subscriber.request(.max(4))
    #expect(upstream.requests == [.max(2), .max(4)])
    #expect(upstream.send(1) == .max(1))
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryMap(failOnThree).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [10])
    #expect(subscriber.completions.isEmpty)

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, any Error>()
    upstream.tryMap(failOnThree).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
    // As in Apple's Combine, a value an upstream still sends after the cancel passes through.
    #expect(upstream.send(1) == .none)
    #expect(other.values == [10])
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subscriber.onValue = { value in
      if value < 20 { subject.send(value / 10 + 1) }
    }
    subject.tryMap(failOnThree).subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values == [10, 20])
  }

  @Test func reentrantThrowFromInsideDeliveryEndsTheStreamOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subscriber.onValue = { _ in subject.send(3) }
    subject.tryMap(failOnThree).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values == [10])
    #expect(subscriber.completions.count == 1)
  }

  @Test func zeroDemandIsPassedOn() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .none)
    upstream.tryMap { $0 }.subscribe(subscriber)
    subscriber.request(.none)
    #expect(upstream.requests == [.none])
  }

  @Test func fusedMapsKeepThrowing() {
    let subscriber = TestSubscriber<String, any Error>()
    [1, 2, 3].publisher.tryMap(failOnThree).map { "\($0)" }.subscribe(subscriber)
    #expect(subscriber.values == ["10", "20"])
    #expect(subscriber.failure as? TestError == TestError(code: 3))

    let twice = TestSubscriber<Int, any Error>()
    [1, 2].publisher.tryMap { $0 + 1 }.tryMap(failOnThree).subscribe(twice)
    #expect(twice.values == [20])
    #expect(twice.failure as? TestError == TestError(code: 3))
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTransformWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.tryMap { value -> Int in
          _ = token
          return value
        }
      })
  }

  @Test func releasesTransformAfterThrowing() {
    #expect(
      releasesCapturedToken(after: .cancel) { subject, token in
        subject.tryMap { value -> Int in
          _ = token
          throw TestError()
        }
      })
  }
}
