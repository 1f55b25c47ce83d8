import Testing
import TrellisCombine

@Suite struct OutputTests {
  @Test func prefixPublishesTheFirstValuesAndFinishesAtOnce() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.prefix(2).subscribe(subscriber)
    upstream.send(1)
    #expect(!upstream.isCancelled)
    upstream.send(2)
    // Finishes with the last wanted value, without waiting for another.
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    upstream.send(3)
    #expect(subscriber.events.count == 3)
  }

  @Test func prefixOfASequence() {
    let subscriber = TestSubscriber<Int, Never>()
    (0...10).publisher.prefix(2).subscribe(subscriber)
    #expect(subscriber.values == [0, 1])
    #expect(subscriber.isFinished)
  }

  @Test func prefixLongerThanUpstreamFinishesWithUpstream() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.prefix(5).subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == [.finished])
  }

  @Test func prefixZeroFinishesOnTheFirstValue() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.prefix(0).subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func rangeTranslation() {
    let publisher = Empty<Int, Never>()
    #expect(publisher.prefix(3).range == 0..<3)
    #expect(publisher.output(at: 4).range == 4..<5)
    #expect(publisher.output(in: 2...5).range == 2..<6)
    #expect(publisher.output(in: ..<7).range == 0..<7)
    #expect(publisher.output(in: 3...).range == 3..<Int.max)
  }

  @Test func outputAtPublishesOneValue() {
    let subscriber = TestSubscriber<String, Never>()
    ["a", "b", "c", "d"].publisher.output(at: 2).subscribe(subscriber)
    #expect(subscriber.values == ["c"])
    #expect(subscriber.isFinished)
  }

  @Test func outputAtPastTheEndPublishesNothing() {
    let subscriber = TestSubscriber<String, Never>()
    ["a"].publisher.output(at: 3).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func outputInRangeSkipsBeforeAndStopsAfter() {
    let subscriber = TestSubscriber<Int, Never>()
    (10...20).publisher.output(in: 2..<5).subscribe(subscriber)
    #expect(subscriber.values == [12, 13, 14])
    #expect(subscriber.isFinished)
  }

  @Test func skippedValuesAskForOneMoreSoDemandIsSpentInTheRange() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    upstream.output(in: 3..<10).subscribe(subscriber)
    #expect(upstream.requests == [.max(2)])
    #expect(upstream.send(0) == .max(1))
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .max(1))
    #expect(upstream.send(3) == .none)
    #expect(subscriber.values == [3])
  }

  @Test func honoursLimitedDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...10).publisher.output(in: 1...6).subscribe(subscriber)
    #expect(subscriber.values == [2, 3])
    subscriber.request(.max(10))
    #expect(subscriber.values == [2, 3, 4, 5, 6, 7])
    #expect(subscriber.isFinished)
  }

  @Test func failureIsPassedOn() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.prefix(3).subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError())
  }

  @Test func cancelCancelsUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.prefix(3).subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    upstream.send(1)
    #expect(subscriber.events.isEmpty)
  }

  @Test func requestFromInsideTheLastValueDoesNotReachUpstream() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(5)) }
    upstream.prefix(2).subscribe(subscriber)
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.history == [.requested(.max(1)), .requested(.max(5)), .cancelled])
    #expect(subscriber.completions == [.finished])
  }

  @Test func reentrantSendKeepsOrderAndCount() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in if value < 5 { subject.send(value + 1) } }
    subject.prefix(3).subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.completions == [.finished])
  }

  @Test func completionReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let subject = PassthroughSubject<Int, Never>()
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.prefix(1).subscribe(subscriber)
      subject.send(1)
      #expect(subscriber.isFinished)
    }
    #expect(weakSubscriber == nil)
  }

  @Test func negativeLengthIsRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = Empty<Int, Never>().prefix(-1)
    }
  }

  @Test func negativeIndexIsRejected() async {
    await #expect(processExitsWith: .failure) {
      _ = Empty<Int, Never>().output(at: -1)
    }
  }
}
