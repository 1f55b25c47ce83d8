import Testing
import TrellisCombine

@Suite struct LastTests {
  @Test func publishesLastValueOnFinish() {
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<String, Never>()
    subject.last().subscribe(subscriber)
    subject.send("a")
    subject.send("b")
    #expect(subscriber.events.isEmpty)
    subject.send(completion: .finished)
    #expect(subscriber.values == ["b"])
    #expect(subscriber.isFinished)
  }

  @Test func emptyUpstreamFinishesWithoutAValue() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Int, Never>().last().subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func failureIsPassedOnWithoutAValue() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.last().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError())
  }

  @Test func requestsUnlimitedAndWaitsForDemand() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.last().subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(3))
    #expect(subscriber.values == [2])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.last().subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  @Test func lastWherePublishesLastMatch() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 4, 2, 5, 3].publisher.last(where: { $0 > 3 }).subscribe(subscriber)
    #expect(subscriber.values == [5])
    #expect(subscriber.isFinished)
  }

  @Test func lastWhereWithoutMatchFinishesEmpty() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.last(where: { $0 > 3 }).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func tryLastWhereThrowCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryLast { value in
      if value < 0 { throw TestError(code: value) }
      return true
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(-1)
    #expect(upstream.isCancelled)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure as? TestError == TestError(code: -1))
    upstream.send(completion: .finished)
    #expect(subscriber.events.count == 1)
  }

  @Test func tryLastWherePublishesLastMatch() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 2, 3].publisher.tryLast(where: { $0 < 3 }).subscribe(subscriber)
    #expect(subscriber.values == [2])
    #expect(subscriber.isFinished)
  }

  @Test func cancelReleasesThePredicateAndSubscriber() {
    weak var weakToken: AnyObject?
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let subject = PassthroughSubject<Int, Never>()
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.last { _ in
        _ = token
        return true
      }.subscribe(subscriber)
      subject.send(1)
      subscriber.cancel()
    }
    #expect(weakToken == nil)
    #expect(weakSubscriber == nil)
  }
}
