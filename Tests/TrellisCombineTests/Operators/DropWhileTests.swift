import Testing
import TrellisCombine

@Suite struct DropWhileTests {
  @Test func skipsWhilePredicateHoldsThenPassesEverything() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 5, 1, 7].publisher.drop(while: { $0 < 3 }).subscribe(subscriber)
    #expect(subscriber.values == [5, 1, 7])
    #expect(subscriber.isFinished)
  }

  @Test func predicateIsNotCalledAfterItFails() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    var calls = 0
    subject.drop { value in
      calls += 1
      return value < 3
    }.subscribe(subscriber)
    for value in [1, 3, 1, 2] { subject.send(value) }
    #expect(calls == 2)
    #expect(subscriber.values == [3, 1, 2])
  }

  @Test func skippedValuesAskForOneMore() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    upstream.drop(while: { $0 < 3 }).subscribe(subscriber)
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .max(1))
    #expect(upstream.send(3) == .none)
    #expect(subscriber.values == [3])
  }

  @Test func honoursLimitedDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...10).publisher.drop(while: { $0 < 5 }).subscribe(subscriber)
    #expect(subscriber.values == [5, 6])
  }

  @Test func failureIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.drop(while: { _ in true }).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError())
  }

  @Test func cancelCancelsUpstreamAndReleasesThePredicate() {
    weak var weakToken: AnyObject?
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      upstream.drop { _ in
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

  @Test func tryDropSkipsLikeDrop() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 4, 1].publisher.tryDrop(while: { $0 < 2 }).subscribe(subscriber)
    #expect(subscriber.values == [4, 1])
    #expect(subscriber.isFinished)
  }

  @Test func tryDropThrowCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryDrop { value in
      if value == 2 { throw TestError(code: 2) }
      return true
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.isCancelled)
    #expect(subscriber.failure as? TestError == TestError(code: 2))
    upstream.send(3)
    #expect(subscriber.events.count == 1)
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in if value < 6 { subject.send(value + 1) } }
    subject.drop(while: { $0 < 4 }).subscribe(subscriber)
    subject.send(1)
    subject.send(4)
    #expect(subscriber.values == [4, 5, 6])
  }
}
