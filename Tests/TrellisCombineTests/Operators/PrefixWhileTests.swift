import Testing
import TrellisCombine

@Suite struct PrefixWhileTests {
  @Test func passesWhilePredicateHoldsThenFinishes() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.prefix(while: { $0 < 3 }).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    upstream.send(5)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    upstream.send(1)
    #expect(subscriber.events.count == 3)
  }

  @Test func ofASequence() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 5, 1].publisher.prefix(while: { $0 < 3 }).subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == [.finished])
  }

  @Test func upstreamFinishingFirstFinishes() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.prefix(while: { _ in true }).subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == [.finished])
  }

  @Test func passesDemandThrough() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.prefix(while: { _ in true }).subscribe(subscriber)
    #expect(upstream.requests == [.max(2)])
    #expect(upstream.send(1) == .max(1))
  }

  @Test func failureIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.prefix(while: { _ in true }).subscribe(subscriber)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.failure == TestError())
  }

  @Test func tryPrefixThrowCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryPrefix { value in
      if value == 3 { throw TestError(code: 3) }
      return true
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(3)
    #expect(subscriber.values == [1])
    #expect(subscriber.failure as? TestError == TestError(code: 3))
    #expect(upstream.isCancelled)
  }

  @Test func tryPrefixFinishesWhenPredicateFails() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 2, 3].publisher.tryPrefix(while: { $0 < 2 }).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsUpstreamAndReleasesThePredicate() {
    weak var weakToken: AnyObject?
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      upstream.prefix { _ in
        _ = token
        return true
      }.subscribe(subscriber)
    }
    #expect(weakToken != nil)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    #expect(weakToken == nil)
    upstream.send(1)
    #expect(subscriber.events.isEmpty)
  }

  @Test func reentrantSendFinishesOnce() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in subject.send(value + 1) }
    subject.prefix(while: { $0 < 4 }).subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.completions == [.finished])
  }
}
