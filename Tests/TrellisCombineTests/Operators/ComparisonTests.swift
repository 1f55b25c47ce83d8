import Testing
import TrellisCombine

@Suite struct ComparisonTests {
  @Test func minAndMaxOfComparableValues() {
    let minimum = TestSubscriber<Int, Never>()
    let maximum = TestSubscriber<Int, Never>()
    [3, 1, 4, 1, 5].publisher.min().subscribe(minimum)
    [3, 1, 4, 1, 5].publisher.max().subscribe(maximum)
    #expect(minimum.values == [1])
    #expect(maximum.values == [5])
    #expect(minimum.isFinished)
    #expect(maximum.isFinished)
  }

  @Test func byOrdering() {
    let shortest = TestSubscriber<String, Never>()
    let longest = TestSubscriber<String, Never>()
    let words = ["pear", "fig", "banana"]
    words.publisher.min(by: { $0.count < $1.count }).subscribe(shortest)
    words.publisher.max(by: { $0.count < $1.count }).subscribe(longest)
    #expect(shortest.values == ["fig"])
    #expect(longest.values == ["banana"])
  }

  @Test func emptyUpstreamFinishesWithoutAValue() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Int, Never>().max().subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func waitsForFinishAndDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.min().subscribe(subscriber)
    subject.send(2)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
  }

  @Test func failureIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.max().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError())
  }

  @Test func tryMinAndTryMax() {
    let minimum = TestSubscriber<Int, any Error>()
    let maximum = TestSubscriber<Int, any Error>()
    [2, 9, 4].publisher.tryMin(by: <).subscribe(minimum)
    [2, 9, 4].publisher.tryMax(by: <).subscribe(maximum)
    #expect(minimum.values == [2])
    #expect(maximum.values == [9])
  }

  @Test func tryOrderingThrowCancelsUpstreamAndFails() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryMax { _, _ in throw TestError(code: 7) }.subscribe(subscriber)
    upstream.send(1)
    #expect(subscriber.events.isEmpty)
    upstream.send(2)
    #expect(upstream.isCancelled)
    #expect(subscriber.failure as? TestError == TestError(code: 7))
  }

  @Test func cancelCancelsUpstreamAndReleasesTheOrdering() {
    weak var weakToken: AnyObject?
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      upstream.max { lhs, rhs in
        _ = token
        return lhs < rhs
      }.subscribe(subscriber)
    }
    #expect(weakToken != nil)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    #expect(weakToken == nil)
  }
}
