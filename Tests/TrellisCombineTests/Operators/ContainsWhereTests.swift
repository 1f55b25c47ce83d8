import Testing
import TrellisCombine

@Suite struct ContainsWhereTests {
  @Test func answersTrueAtTheFirstMatchAndStopsAsking() {
    let upstream = DemandRecordingPublisher<String, Never>()
    let subscriber = TestSubscriber<Bool, Never>()
    var checked: [String] = []
    upstream.contains { word in
      checked.append(word)
      return word.count > 3
    }.subscribe(subscriber)
    upstream.send("yes")
    upstream.send("οχι")
    upstream.send("vielleicht")
    #expect(subscriber.values == [true])
    #expect(subscriber.isFinished)
    #expect(upstream.isCancelled)
    // A value sent after the answer is not checked.
    upstream.send("later")
    #expect(checked == ["yes", "οχι", "vielleicht"])
  }

  @Test func emptyUpstreamAnswersFalse() {
    let subscriber = TestSubscriber<Bool, Never>()
    Empty<Int, Never>().contains { _ in true }.subscribe(subscriber)
    #expect(subscriber.values == [false])
  }

  @Test func cancelCancelsUpstreamAndPublishesNothing() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Bool, Never>()
    upstream.contains { $0 > 0 }.subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }
}

@Suite struct TryContainsWhereTests {
  @Test func aThrownErrorFailsTheStreamAndCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Bool, any Error>()
    upstream.tryContains { value in
      if value < 0 { throw TestError(code: value) }
      return value > 100
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(-4)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure as? TestError == TestError(code: -4))
    #expect(upstream.isCancelled)
  }

  @Test func answersLikeContainsWhere() {
    let found = TestSubscriber<Bool, any Error>()
    [1, 200].publisher.tryContains { $0 > 100 }.subscribe(found)
    #expect(found.values == [true])
    let missing = TestSubscriber<Bool, any Error>()
    [1, 2].publisher.tryContains { $0 > 100 }.subscribe(missing)
    #expect(missing.values == [false])
    #expect(missing.isFinished)
  }

  @Test func upstreamFailureIsPassedOn() {
    let subscriber = TestSubscriber<Bool, any Error>()
    Fail<Int, TestError>(error: TestError(code: 2)).tryContains { _ in true }.subscribe(
      subscriber)
    #expect(subscriber.failure as? TestError == TestError(code: 2))
  }
}
