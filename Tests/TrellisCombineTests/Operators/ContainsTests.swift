import Testing
import TrellisCombine

@Suite struct ContainsTests {
  @Test func answersTrueAtTheFirstMatchAndCancelsUpstream() {
    let upstream = DemandRecordingPublisher<String, Never>()
    let subscriber = TestSubscriber<Bool, Never>()
    upstream.contains("ß").subscribe(subscriber)
    #expect(upstream.history == [.requested(.unlimited)])
    upstream.send("a")
    #expect(subscriber.events.isEmpty)
    upstream.send("ß")
    #expect(subscriber.values == [true])
    #expect(subscriber.isFinished)
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
  }

  @Test func answersFalseWhenUpstreamFinishesWithoutAMatch() {
    let subscriber = TestSubscriber<Bool, Never>()
    [1, 2, 3].publisher.contains(4).subscribe(subscriber)
    #expect(subscriber.values == [false])
    #expect(subscriber.isFinished)
  }

  @Test func holdsTheAnswerUntilDemandArrives() {
    let subscriber = TestSubscriber<Bool, Never>(demand: .none)
    let subject = PassthroughSubject<Int, Never>()
    subject.contains(2).subscribe(subscriber)
    subject.send(2)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [true])
    #expect(subscriber.isFinished)
  }

  @Test func failureIsPassedOnWithoutAnAnswer() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Bool, TestError>()
    subject.contains(9).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 5)))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 5))
  }

  @Test func equatableWhenUpstreamIs() {
    #expect(
      Publishers.Contains(upstream: Just(1), output: 1) == .init(upstream: Just(1), output: 1))
    #expect(
      Publishers.Contains(upstream: Just(1), output: 1) != .init(upstream: Just(1), output: 2))
    #expect(
      Publishers.Contains(upstream: Just(1), output: 1) != .init(upstream: Just(2), output: 1))
  }

  @Test func droppingTheCancellableReleasesTheSink() {
    weak var weakToken: LeakToken?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let token = LeakToken()
      weakToken = token
      cancellable = subject.contains(1).sink { _ in _ = token }
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }
}
