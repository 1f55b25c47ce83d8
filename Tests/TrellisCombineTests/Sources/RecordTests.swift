import Testing
import TrellisCombine

@Suite struct RecordTests {
  @Test func replaysOutputThenFinished() {
    let record = Record<Int, TestError>(output: [1, 2, 3], completion: .finished)
    let subscriber = TestSubscriber<Int, TestError>()
    record.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func replaysOutputThenFailure() {
    let record = Record<Int, TestError>(output: [1], completion: .failure(TestError(code: 2)))
    let subscriber = TestSubscriber<Int, TestError>()
    record.subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 2))
  }

  @Test func emptyRecordingCompletesAtOnce() {
    let failing = Record<Int, TestError>(output: [], completion: .failure(TestError(code: 5)))
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    failing.subscribe(subscriber)
    #expect(subscriber.failure == TestError(code: 5))
    let finishing = Record<Int, TestError>(output: [], completion: .finished)
    let other = TestSubscriber<Int, TestError>(demand: .none)
    finishing.subscribe(other)
    #expect(other.isFinished)
  }

  @Test func honoursDemand() {
    let record = Record<Int, Never>(output: [1, 2, 3, 4], completion: .finished)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    record.subscribe(subscriber)
    #expect(subscriber.values == [1])
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2, 3])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(subscriber.isFinished)
  }

  @Test func demandReturnedFromReceiveAndReentrantRequestsKeepOrder() {
    let record = Record<Int, Never>(output: [1, 2, 3, 4, 5], completion: .finished)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .none)
    subscriber.onValue = { value in
      if value.isMultiple(of: 2) { subscriber.request(.max(1)) }
    }
    subscriber.demandPerValue = .max(1)
    record.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.completions.count == 1)
    subscriber.onValue = nil
  }

  @Test func everySubscriberGetsTheWholeRecording() {
    let record = Record<String, Never>(output: ["a", "b"], completion: .finished)
    let first = TestSubscriber<String, Never>()
    let second = TestSubscriber<String, Never>()
    record.subscribe(first)
    record.subscribe(second)
    #expect(first.values == ["a", "b"])
    #expect(second.values == ["a", "b"])
  }

  @Test func builderRecordsValuesAndIgnoresEverythingAfterTheCompletion() {
    let record = Record<Int, TestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(TestError(code: 9)))
      recording.receive(3)
      recording.receive(completion: .finished)
    }
    #expect(record.recording.output == [1, 2])
    #expect(record.recording.completion == .failure(TestError(code: 9)))
    let subscriber = TestSubscriber<Int, TestError>()
    record.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.failure == TestError(code: 9))
  }

  @Test func builderWithoutACompletionFinishes() {
    let record = Record<Int, Never> { $0.receive(4) }
    #expect(record.recording.completion == .finished)
    let subscriber = TestSubscriber<Int, Never>()
    Record(recording: record.recording).subscribe(subscriber)
    #expect(subscriber.values == [4])
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsTheReplay() {
    let record = Record<Int, Never>(output: [1, 2, 3], completion: .finished)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    record.subscribe(subscriber)
    subscriber.cancel()
    subscriber.request(.max(5))
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
  }

  @Test func cancelReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    var subscription: Subscription?
    let record = Record<Int, Never>(output: [1, 2], completion: .finished)
    do {
      let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
      weakSubscriber = subscriber
      record.subscribe(subscriber)
      subscription = subscriber.subscription
    }
    #expect(weakSubscriber != nil)
    subscription?.cancel()
    #expect(weakSubscriber == nil)
  }

  @Test func subscriberReleasedByCancelMayCancelAgainFromItsDeinit() {
    let record = Record<Int, Never>(output: [1, 2, 3], completion: .finished)
    #expect(cancelReleasesSelfCancellingSubscriber(record, demand: .max(1)))
  }
}
