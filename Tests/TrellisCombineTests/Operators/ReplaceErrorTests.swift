import Testing
import TrellisCombine

@Suite struct ReplaceErrorTests {
  @Test func replacesFailureWithValueAndFinish() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.replaceError(with: 0).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    subject.send(2)
    #expect(subscriber.values == [1, 0])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func finishPassesThroughWithoutReplacement() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.setFailureType(to: TestError.self).replaceError(with: 0)
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func replacementWaitsForDemand() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subject.replaceError(with: 0).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 0])
    #expect(subscriber.isFinished)
  }

  @Test func demandReturnedFromValuesCounts() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    subject.replaceError(with: 0).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1, 0])
    #expect(subscriber.isFinished)
  }

  @Test func honoursDemandAndForwardsIt() {
    let upstream = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    upstream.replaceError(with: 0).subscribe(subscriber)
    subscriber.request(.max(3))
    #expect(upstream.requests == [.max(2), .max(3)])

    let limited = TestSubscriber<Int, Never>(demand: .max(2))
    (1...4).publisher.setFailureType(to: TestError.self).replaceError(with: 0)
      .subscribe(limited)
    #expect(limited.values == [1, 2])
    #expect(!limited.isFinished)
  }

  @Test func cancelStopsEverythingAndCancelsUpstream() {
    let upstream = ManualPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.replaceError(with: 0).subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(2)
    upstream.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Empty<Int, TestError>(completeImmediately: false).replaceError(with: 1)
        .subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesDownstreamWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.replaceError(with: 0).handleEvents(receiveOutput: { _ in _ = token })
      })
  }
}
