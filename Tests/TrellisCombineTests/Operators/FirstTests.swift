import Testing
import TrellisCombine

@Suite struct FirstTests {
  @Test func publishesFirstValueCancelsUpstreamAndFinishes() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.first().subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    upstream.send(7)
    #expect(subscriber.values == [7])
    #expect(subscriber.isFinished)
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    upstream.send(8)
    #expect(subscriber.events.count == 2)
  }

  @Test func finishesAtOnceWithASubject() {
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<String, Never>()
    subject.first().subscribe(subscriber)
    subject.send("hello")
    #expect(subscriber.values == ["hello"])
    #expect(subscriber.isFinished)
    subject.send("again")
    #expect(subscriber.values == ["hello"])
  }

  @Test func emptyUpstreamFinishesWithoutAValue() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Int, Never>().first().subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func failureBeforeAValueIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.first().subscribe(subscriber)
    subject.send(completion: .failure(TestError(code: 5)))
    #expect(subscriber.failure == TestError(code: 5))
  }

  @Test func valueWaitsForDemandButUpstreamIsCancelledAtOnce() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.first().subscribe(subscriber)
    upstream.send(1)
    #expect(upstream.isCancelled)
    upstream.send(2)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }

  @Test func firstOfASequenceStopsTheSequence() {
    let subscriber = TestSubscriber<Int, Never>()
    var produced = 0
    let numbers = (1...1000).lazy.map { value -> Int in
      produced += 1
      return value
    }
    numbers.publisher.first().subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(produced < 5)
  }

  @Test func cancelBeforeAValueCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.first().subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(1)
    #expect(subscriber.events.isEmpty)
  }

  @Test func firstWherePublishesFirstMatch() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    var calls = 0
    subject.first { value in
      calls += 1
      return value > 2
    }.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    #expect(subscriber.events.isEmpty)
    subject.send(3)
    subject.send(4)
    #expect(subscriber.values == [3])
    #expect(subscriber.isFinished)
    #expect(calls == 3)
  }

  @Test func firstWhereWithoutMatchFinishesEmpty() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.first(where: { $0 > 5 }).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func tryFirstWherePublishesFirstMatch() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 5, 6].publisher.tryFirst(where: { $0 > 4 }).subscribe(subscriber)
    #expect(subscriber.values == [5])
    #expect(subscriber.isFinished)
  }

  @Test func tryFirstWhereThrowCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryFirst { value in
      if value == 0 { throw TestError(code: 0) }
      return false
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(0)
    #expect(upstream.isCancelled)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure as? TestError == TestError(code: 0))
  }

  @Test func matchReleasesThePredicate() {
    weak var weakToken: AnyObject?
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      subject.first { _ in
        _ = token
        return true
      }.subscribe(subscriber)
    }
    #expect(weakToken != nil)
    subject.send(1)
    #expect(weakToken == nil)
  }

  @Test func cancelReleasesThePredicate() {
    weak var weakToken: AnyObject?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      cancellable = subject.tryFirst { _ in
        _ = token
        return false
      }.sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    }
    #expect(weakToken != nil)
    cancellable?.cancel()
    #expect(weakToken == nil)
  }
}
