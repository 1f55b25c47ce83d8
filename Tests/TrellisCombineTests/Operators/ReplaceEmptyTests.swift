import Testing
import TrellisCombine

@Suite struct ReplaceEmptyTests {
  @Test func sendsReplacementWhenUpstreamFinishesEmpty() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Int, Never>().replaceEmpty(with: 42).subscribe(subscriber)
    #expect(subscriber.values == [42])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func passesValuesThroughWithoutReplacement() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.replaceEmpty(with: 42).subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsFailureWithoutReplacement() {
    let subscriber = TestSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 5)).replaceEmpty(with: 42).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 5))
  }

  @Test func replacementWaitsForDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.replaceEmpty(with: 42).subscribe(subscriber)
    subject.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [42])
    #expect(subscriber.isFinished)
  }

  // Apple's replaceEmpty asks the upstream for everything right after handing over its
  // subscription, so a subscriber's limited demand does not hold the upstream back (looks
  // like a bug in Apple's Combine; matched).
  @Test func forwardsDemandAndAsksForEverything() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.replaceEmpty(with: 0).subscribe(subscriber)
    #expect(upstream.requests == [.max(2), .unlimited])
    #expect(upstream.send(1) == .max(1))

    let limited = TestSubscriber<Int, Never>(demand: .max(1))
    (1...3).publisher.replaceEmpty(with: 0).subscribe(limited)
    #expect(limited.values == [1, 2, 3])
    #expect(limited.isFinished)
  }

  @Test func cancelStopsEverythingAndCancelsUpstream() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.replaceEmpty(with: 42).subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  // Once the upstream has finished, Apple's cancel does nothing: the replacement still goes
  // out on the next request.
  @Test func cancelAfterTheUpstreamFinishedLeavesTheReplacementDue() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.replaceEmpty(with: 42).subscribe(subscriber)
    let subscription = subscriber.subscription
    subject.send(completion: .finished)
    subscription?.cancel()
    subscription?.request(.max(1))
    #expect(subscriber.values == [42])
    #expect(subscriber.isFinished)
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().replaceEmpty(with: 1).subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "ReplaceEmpty", children: [])
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Empty<Int, Never>(completeImmediately: false).replaceEmpty(with: 1).subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesDownstreamWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.replaceEmpty(with: 0).handleEvents(receiveOutput: { _ in _ = token })
      })
  }
}
