import Testing
import TrellisCombine

@Suite struct CollectTests {
  @Test func gathersAllValuesIntoOneArrayOnFinish() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    subject.collect().subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.values.isEmpty)
    subject.send(completion: .finished)
    #expect(subscriber.values == [[1, 2]])
    #expect(subscriber.isFinished)
  }

  @Test func emptyUpstreamPublishesAnEmptyArray() {
    let subscriber = TestSubscriber<[Int], Never>()
    Empty<Int, Never>().collect().subscribe(subscriber)
    #expect(subscriber.values == [[]])
    #expect(subscriber.isFinished)
  }

  @Test func failureDropsTheGatheredValues() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<[Int], TestError>()
    subject.collect().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError())
  }

  @Test func waitsForDemandBeforePublishing() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>(demand: .none)
    upstream.collect().subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [[1]])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsUpstreamAndPublishesNothing() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<[Int], Never>()
    upstream.collect().subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<[Int], Never>?
    let subject = PassthroughSubject<Int, Never>()
    do {
      let subscriber = TestSubscriber<[Int], Never>()
      weakSubscriber = subscriber
      subject.collect().subscribe(subscriber)
      subject.send(1)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
  }

  @Test func publishersWithEqualUpstreamsAreEqual() {
    #expect(Empty<Int, Never>().collect() == Empty<Int, Never>().collect())
  }
}
