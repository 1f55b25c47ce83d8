import Testing
import TrellisCombine

@Suite struct ReduceTests {
  @Test func foldsAllValuesAndPublishesOnFinish() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.reduce(0, +).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.values.isEmpty)
    subject.send(completion: .finished)
    #expect(subscriber.values == [6])
    #expect(subscriber.completions == [.finished])
  }

  @Test func emptyUpstreamPublishesInitialResult() {
    let subscriber = TestSubscriber<String, Never>()
    Empty<Int, Never>().reduce("start") { $0 + "\($1)" }.subscribe(subscriber)
    #expect(subscriber.values == ["start"])
    #expect(subscriber.isFinished)
  }

  @Test func foldsInOrder() {
    let subscriber = TestSubscriber<[Int], Never>()
    [3, 1, 2].publisher.reduce([]) { $0 + [$1] }.subscribe(subscriber)
    #expect(subscriber.values == [[3, 1, 2]])
  }

  @Test func failureIsPassedOnWithoutAResult() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    subject.reduce(0, +).subscribe(subscriber)
    subject.send(1)
    // A failure does not wait for demand.
    subject.send(completion: .failure(TestError(code: 4)))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 4))
    subscriber.request(.max(1))
    #expect(subscriber.events.count == 1)
  }

  @Test func requestsUnlimitedUpstreamAndWaitsForDownstreamDemand() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.reduce(10, +).subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [13])
    #expect(subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.events.count == 2)
  }

  @Test func zeroDemandIsRejected() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Just(1).reduce(0, +).subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func cancelStopsTheResultAndCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.reduce(0, +).subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  @Test func tryReduceFoldsLikeReduce() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 2, 3, 4].publisher.tryReduce(1, *).subscribe(subscriber)
    #expect(subscriber.values == [24])
    #expect(subscriber.isFinished)
  }

  @Test func tryReduceThrowCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .none)
    var calls = 0
    upstream.tryReduce(0) { total, value in
      calls += 1
      if value == 2 { throw TestError(code: 2) }
      return total + value
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.isCancelled)
    #expect(subscriber.failure as? TestError == TestError(code: 2))
    upstream.send(3)
    #expect(calls == 2)
    #expect(subscriber.events.count == 1)
  }

  @Test func tryReducePassesUpstreamFailureOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryReduce(0, +).subscribe(subscriber)
    subject.send(completion: .failure(TestError(code: 9)))
    #expect(subscriber.failure as? TestError == TestError(code: 9))
  }

  @Test func reentrantRequestFromReceiveDoesNotDeliverTwice() {
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    (1...3).publisher.reduce(0, +).subscribe(subscriber)
    #expect(subscriber.values == [6])
    #expect(subscriber.completions.count == 1)
  }

  @Test func cancelReleasesTheClosure() {
    weak var weakToken: AnyObject?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      cancellable = subject.reduce(0) { total, value in
        _ = token
        return total + value
      }.sink { _ in }
    }
    subject.send(1)
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func completionReleasesTheClosure() {
    weak var weakToken: AnyObject?
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      subject.tryReduce(0) { total, _ in
        _ = token
        return total
      }
      .subscribe(subscriber)
    }
    #expect(weakToken != nil)
    subject.send(completion: .finished)
    #expect(weakToken == nil)
    #expect(subscriber.values == [0])
  }
}
