import Testing
import TrellisCombine

@Suite struct CountTests {
  @Test func countsValuesAndPublishesOnFinish() {
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.count().subscribe(subscriber)
    subject.send("a")
    subject.send("b")
    subject.send("c")
    #expect(subscriber.values.isEmpty)
    subject.send(completion: .finished)
    #expect(subscriber.values == [3])
    #expect(subscriber.isFinished)
  }

  @Test func emptyUpstreamCountsZero() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Int, Never>().count().subscribe(subscriber)
    #expect(subscriber.values == [0])
  }

  @Test func failureIsPassedOnWithoutACount() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.count().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 3))
  }

  @Test func holdsTheCountUntilDemandArrives() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    (1...5).publisher.count().subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [5])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.count().subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  @Test func droppingTheCancellableReleasesTheSink() {
    weak var weakToken: AnyObject?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      cancellable = subject.count().sink { _ in _ = token }
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }
}
