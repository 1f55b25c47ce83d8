import Testing
import TrellisCombine

@Suite struct ConcatenateTests {
  @Test func appendVariadicElements() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.append(3, 4).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(subscriber.completions == [.finished])
  }

  @Test func appendSequence() {
    let subscriber = TestSubscriber<Int, Never>()
    Just(0).append(1...3).subscribe(subscriber)
    #expect(subscriber.values == [0, 1, 2, 3])
  }

  @Test func appendPublisherSubscribesToItOnlyAfterTheFirstFinishes() {
    let first = PassthroughSubject<Int, Never>()
    let second = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    first.append(second).subscribe(subscriber)
    first.send(1)
    #expect(second.subscribeCount == 0)
    first.send(completion: .finished)
    #expect(second.subscribeCount == 1)
    second.send(2)
    second.send(completion: .finished)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == [.finished])
  }

  @Test func prependVariadicSequenceAndPublisher() {
    let variadic = TestSubscriber<Int, Never>()
    [3, 4].publisher.prepend(1, 2).subscribe(variadic)
    #expect(variadic.values == [1, 2, 3, 4])

    let sequence = TestSubscriber<String, Never>()
    Just("c").prepend(["a", "b"]).subscribe(sequence)
    #expect(sequence.values == ["a", "b", "c"])

    let publisher = TestSubscriber<Int, Never>()
    Just(2).prepend(Just(1)).subscribe(publisher)
    #expect(publisher.values == [1, 2])
    #expect(publisher.completions == [.finished])
  }

  @Test func prefixFailureSkipsTheSuffix() {
    let first = PassthroughSubject<Int, TestError>()
    let second = DemandRecordingPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    first.append(second).subscribe(subscriber)
    first.send(1)
    first.send(completion: .failure(TestError(code: 8)))
    #expect(second.subscribeCount == 0)
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 8))
  }

  @Test func suffixFailureIsPassedOn() {
    let subscriber = TestSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 1))
      .prepend(0)
      .subscribe(subscriber)
    #expect(subscriber.values == [0])
    #expect(subscriber.failure == TestError(code: 1))
  }

  @Test func suffixIsAskedForTheDemandThePrefixDidNotUse() {
    let prefix = DemandRecordingPublisher<Int, Never>()
    let suffix = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(5))
    prefix.append(suffix).subscribe(subscriber)
    #expect(prefix.requests == [.max(5)])
    prefix.send(1)
    prefix.send(2)
    prefix.send(completion: .finished)
    #expect(suffix.requests == [.max(3)])
    subscriber.request(.max(2))
    #expect(suffix.requests == [.max(3), .max(2)])
  }

  @Test func demandReturnedFromReceiveCarriesOverToTheSuffix() {
    let prefix = DemandRecordingPublisher<Int, Never>()
    let suffix = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(2))
    prefix.append(suffix).subscribe(subscriber)
    prefix.send(1)
    prefix.send(completion: .finished)
    #expect(suffix.requests == [.max(2)])
  }

  @Test func honoursLimitedDemandAcrossBothParts() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    [1, 2].publisher.append(3, 4, 5).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(5))
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func noDemandMeansTheSuffixIsNotAsked() {
    let prefix = DemandRecordingPublisher<Int, Never>()
    let suffix = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    prefix.append(suffix).subscribe(subscriber)
    prefix.send(completion: .finished)
    #expect(suffix.subscribeCount == 1)
    #expect(suffix.requests.isEmpty)
    subscriber.request(.max(1))
    #expect(suffix.requests == [.max(1)])
  }

  @Test func cancelInThePrefixCancelsItAndSkipsTheSuffix() {
    let prefix = DemandRecordingPublisher<Int, Never>()
    let suffix = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    prefix.append(suffix).subscribe(subscriber)
    subscriber.cancel()
    #expect(prefix.isCancelled)
    prefix.send(1)
    prefix.send(completion: .finished)
    #expect(suffix.subscribeCount == 0)
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelInTheSuffixCancelsIt() {
    let suffix = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    Just(1).append(suffix).subscribe(subscriber)
    subscriber.cancel()
    #expect(suffix.isCancelled)
    suffix.send(2)
    #expect(subscriber.values == [1])
  }

  @Test func reentrantRequestDuringThePrefixCarriesOver() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    [1, 2].publisher.append(3, 4).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(subscriber.isFinished)
  }

  @Test func cancelReleasesSuffixAndSubscriber() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    weak var weakSuffix: DemandRecordingPublisher<Int, Never>?
    let prefix = PassthroughSubject<Int, Never>()
    do {
      let suffix = DemandRecordingPublisher<Int, Never>()
      weakSuffix = suffix
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      prefix.append(suffix).subscribe(subscriber)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
    #expect(weakSuffix == nil)
  }

  @Test func equalPartsMakeEqualPublishers() {
    #expect(Just(1).append(Just(2)) == Just(1).append(Just(2)))
    #expect(Just(1).append(Just(2)) != Just(1).append(Just(3)))
  }
}
