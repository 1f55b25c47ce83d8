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

  @Test func builderRecordsValuesThenTheCompletion() {
    let record = Record<Int, TestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(TestError(code: 9)))
    }
    #expect(record.recording.output == [1, 2])
    #expect(record.recording.completion == .failure(TestError(code: 9)))
    let subscriber = TestSubscriber<Int, TestError>()
    record.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.failure == TestError(code: 9))
  }

  @Test func recordingAfterTheCompletionTraps() async {
    await #expect(processExitsWith: .failure) {
      var recording = Record<Int, Never>.Recording()
      recording.receive(completion: .finished)
      recording.receive(1)
    }
    await #expect(processExitsWith: .failure) {
      var recording = Record<Int, Never>.Recording()
      recording.receive(completion: .finished)
      recording.receive(completion: .finished)
    }
    await #expect(processExitsWith: .failure) {
      var recording = Record<Int, Never>.Recording(output: [1])
      recording.receive(2)
    }
  }

  @Test func aBuilderThatRecordsNoCompletionLeavesTheRecordingOpen() {
    let record = Record<Int, Never> { $0.receive(1) }
    var copy = record.recording
    copy.receive(2)
    copy.receive(completion: .finished)
    #expect(copy.output == [1, 2])
    #expect(record.recording.output == [1])
  }

  @Test func zeroDemandIsAcceptedAndChangesNothing() {
    let record = Record<Int, Never>(output: [1, 2], completion: .finished)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    record.subscribe(subscriber)
    subscriber.request(.none)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
  }

  @Test func subscriptionIsDescribedByTheOutputUntilTheReplayEnds() throws {
    let record = Record<Int, Never>(output: [4, 5], completion: .finished)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    record.subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    #expect(String(describing: subscription) == "[4, 5]")
    let live = Mirror(reflecting: subscription).children.map { "\($0.label!)=\($0.value)" }
    #expect(live == ["sequence=[4, 5]", "completion=finished"])
    subscriber.request(.unlimited)
    #expect(String(describing: subscription) == "Cancelled Events")
    let ended = Mirror(reflecting: subscription).children.map { "\($0.label!)=\($0.value)" }
    #expect(ended == ["sequence=[]", "completion=finished"])
  }

  @Test func anEmptyRecordHandsOutTheEmptySubscription() {
    let subscriber = TestSubscriber<Int, Never>(keepsSubscription: true)
    Record<Int, Never>(output: [], completion: .finished).subscribe(subscriber)
    #expect(subscriber.subscription.map(String.init(describing:)) == "Empty")
    #expect(subscriber.isFinished)
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
