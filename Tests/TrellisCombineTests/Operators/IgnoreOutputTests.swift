import Testing
import TrellisCombine

@Suite struct IgnoreOutputTests {
  @Test func dropsValuesAndForwardsFinish() {
    let publisher: Publishers.IgnoreOutput<Publishers.Sequence<[Int], Never>> =
      [1, 2, 3].publisher.ignoreOutput()
    let subscriber = TestSubscriber<Never, Never>()
    publisher.subscribe(subscriber)
    #expect(subscriber.events.count == 1)
    #expect(subscriber.isFinished)
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Never, TestError>()
    subject.ignoreOutput().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.failure == TestError(code: 3))
    #expect(subscriber.events.count == 1)
  }

  @Test func completesEvenWhenTheDownstreamAsksForNothing() {
    let subscriber = TestSubscriber<Never, Never>(demand: .none)
    (1...100).publisher.ignoreOutput().subscribe(subscriber)
    #expect(subscriber.isFinished)
  }

  @Test func asksUpstreamForEverything() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Never, Never>(demand: .none)
    upstream.ignoreOutput().subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    #expect(upstream.send(1) == .none)
  }

  @Test func cancelStopsCompletionAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Never, Never>()
    subject.ignoreOutput().subscribe(subscriber)
    subscriber.cancel()
    subject.send(completion: .finished)
    #expect(subscriber.events.isEmpty)

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Never, Never>()
    upstream.ignoreOutput().subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func equatableWhenUpstreamIs() {
    // Spelled out: `Just(1).ignoreOutput()` is Just's own overload, which returns `Empty`.
    #expect(
      Publishers.IgnoreOutput(upstream: Just(1)) == Publishers.IgnoreOutput(upstream: Just(1)))
    #expect(
      Publishers.IgnoreOutput(upstream: Just(1)) != Publishers.IgnoreOutput(upstream: Just(2)))
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesDownstreamWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.handleEvents(receiveOutput: { _ in _ = token }).ignoreOutput()
      })
  }
}
