import Testing
import TrellisCombine

@Suite struct AllSatisfyTests {
  @Test func answersFalseAtTheFirstValueThatFailsAndCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Bool, Never>()
    upstream.allSatisfy { $0.isMultiple(of: 2) }.subscribe(subscriber)
    #expect(upstream.history == [.requested(.unlimited)])
    upstream.send(2)
    upstream.send(4)
    #expect(subscriber.events.isEmpty)
    upstream.send(5)
    #expect(subscriber.values == [false])
    #expect(subscriber.isFinished)
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
  }

  @Test func answersTrueWhenEveryValuePassed() {
    let subscriber = TestSubscriber<Bool, Never>()
    ["α", "β"].publisher.allSatisfy { !$0.isEmpty }.subscribe(subscriber)
    #expect(subscriber.values == [true])
    #expect(subscriber.isFinished)
  }

  @Test func emptyUpstreamAnswersTrue() {
    let subscriber = TestSubscriber<Bool, Never>()
    Empty<Int, Never>().allSatisfy { _ in false }.subscribe(subscriber)
    #expect(subscriber.values == [true])
  }

  @Test func holdsTheAnswerUntilDemandArrives() {
    let subscriber = TestSubscriber<Bool, Never>(demand: .none)
    [1, 2].publisher.allSatisfy { $0 > 0 }.subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(3))
    #expect(subscriber.values == [true])
  }

  @Test func failureIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Bool, TestError>()
    subject.allSatisfy { _ in true }.subscribe(subscriber)
    subject.send(completion: .failure(TestError(code: 8)))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 8))
  }

  @Test func droppingTheCancellableReleasesTheSink() {
    weak var weakToken: LeakToken?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let token = LeakToken()
      weakToken = token
      cancellable = subject.allSatisfy { _ in
        _ = token
        return true
      }.sink { _ in }
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }
}

@Suite struct TryAllSatisfyTests {
  @Test func aThrownErrorFailsTheStreamAndCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Bool, any Error>()
    upstream.tryAllSatisfy { value in
      guard value != 0 else { throw TestError(code: 0) }
      return true
    }.subscribe(subscriber)
    upstream.send(3)
    upstream.send(0)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure as? TestError == TestError(code: 0))
    #expect(upstream.isCancelled)
  }

  @Test func answersLikeAllSatisfy() {
    let passing = TestSubscriber<Bool, any Error>()
    [1, 2].publisher.tryAllSatisfy { $0 > 0 }.subscribe(passing)
    #expect(passing.values == [true])
    let failing = TestSubscriber<Bool, any Error>()
    [1, -2].publisher.tryAllSatisfy { $0 > 0 }.subscribe(failing)
    #expect(failing.values == [false])
    #expect(failing.isFinished)
  }
}
