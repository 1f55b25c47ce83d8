import Testing
import TrellisCombine

@Suite struct DropUntilOutputTests {
  @Test func dropsUntilTheTriggerEmits() {
    let values = PassthroughSubject<String, Never>()
    let trigger = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<String, Never>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    values.send("hello")
    trigger.send(1)
    values.send("world")
    values.send("again")
    #expect(subscriber.values == ["world", "again"])
    values.send(completion: .finished)
    #expect(subscriber.completions == [.finished])
  }

  // Apple's Combine never cancels the trigger once it has sent its value; it is cancelled only
  // with the whole stream.
  @Test func asksTheTriggerForOneValueAndKeepsItsSubscription() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(4))
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    #expect(trigger.requests == [.max(1)])
    #expect(values.requests == [.max(4)])
    trigger.send(())
    #expect(trigger.history == [.requested(.max(1))])
    subscriber.cancel()
    #expect(trigger.history == [.requested(.max(1))], "the trigger was forgotten after its value")
    #expect(values.isCancelled)
  }

  @Test func skippedValuesUseUpDemandAsInCombine() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(4), demandPerValue: .max(1))
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    #expect(values.send(1) == .none)
    trigger.send()
    #expect(values.send(2) == .max(1))
    #expect(subscriber.values == [2])
  }

  @Test func upstreamFailureIsPassedOnBeforeAndAfterTheTrigger() {
    let before = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    before.drop(untilOutputFrom: PassthroughSubject<Void, TestError>()).subscribe(subscriber)
    before.send(completion: .failure(TestError(code: 1)))
    #expect(subscriber.failure == TestError(code: 1))

    let after = PassthroughSubject<Int, TestError>()
    let trigger = PassthroughSubject<Void, TestError>()
    let second = TestSubscriber<Int, TestError>()
    after.drop(untilOutputFrom: trigger).subscribe(second)
    trigger.send()
    after.send(5)
    after.send(completion: .failure(TestError(code: 2)))
    #expect(second.values == [5])
    #expect(second.failure == TestError(code: 2))
  }

  // Unlike prefix(untilOutputFrom:), Apple's drop(untilOutputFrom:) leaves the trigger alone
  // when the upstream completes.
  @Test func upstreamCompletionLeavesTheTriggerAlone() {
    let values = PassthroughSubject<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    values.send(completion: .finished)
    values.send(completion: .finished)
    #expect(subscriber.completions == [.finished])
    #expect(trigger.history == [.requested(.max(1))])
  }

  // Apple passes on each completion the trigger sends before its value, a repeated one too.
  @Test func everyTriggerCompletionBeforeItsValueIsPassedOn() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(5), demandPerValue: .max(2))
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send(completion: .finished)
    trigger.send(completion: .finished)
    #expect(subscriber.completions == [.finished, .finished])
    #expect(values.history == [.requested(.max(5)), .cancelled])
  }

  @Test func valueSkippedWithoutDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let values = DemandRecordingPublisher<Int, Never>()
      values.drop(untilOutputFrom: PassthroughSubject<Void, Never>())
        .subscribe(TestSubscriber<Int, Never>(demand: .none))
      values.send(1)
    }
  }

  @Test func zeroDemandIsPassedOn() {
    let values = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    values.drop(untilOutputFrom: PassthroughSubject<Void, Never>()).subscribe(subscriber)
    subscriber.request(.none)
    #expect(values.requests == [.none])
  }

  @Test func describesAndReflectsBothSubscribers() throws {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "DropUntilOutput", children: [])
    expectDescribed(try #require(trigger.attached), as: "DropUntilOutput", children: [])
  }

  @Test func triggerFinishingFirstFinishesAndCancelsUpstream() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send(completion: .finished)
    #expect(subscriber.completions == [.finished])
    #expect(values.isCancelled)
    values.send(1)
    #expect(subscriber.values.isEmpty)
  }

  @Test func triggerFailingFirstFails() {
    let values = PassthroughSubject<Int, TestError>()
    let trigger = PassthroughSubject<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send(completion: .failure(TestError(code: 6)))
    #expect(subscriber.failure == TestError(code: 6))
    values.send(1)
    #expect(subscriber.values.isEmpty)
  }

  @Test func triggerCompletingAfterItsValueIsIgnored() {
    let values = PassthroughSubject<Int, TestError>()
    let trigger = PassthroughSubject<Void, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send()
    trigger.send(completion: .failure(TestError()))
    values.send(1)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
  }

  // The trigger finishes before the upstream is subscribed: Apple still keeps the upstream's
  // subscription when it arrives, and asks it for the demand so far.
  @Test func triggerThatFinishesImmediatelyEndsTheStream() {
    let values = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.drop(untilOutputFrom: Empty<Void, Never>()).subscribe(subscriber)
    #expect(subscriber.completions == [.finished])
    #expect(values.history == [.requested(.unlimited)])
  }

  @Test func triggerThatEmitsImmediatelyOpensTheFlow() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 3].publisher.drop(untilOutputFrom: Just(())).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func demandBeforeUpstreamSubscriptionIsPassedOnLater() {
    let values = DemandRecordingPublisher<Int, Never>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    values.drop(untilOutputFrom: PassthroughSubject<Void, Never>()).subscribe(subscriber)
    subscriber.request(.max(2))
    values.sendSubscription()
    #expect(values.requests == [.max(5)])
  }

  @Test func cancelCancelsBoth() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    subscriber.cancel()
    #expect(values.isCancelled)
    #expect(trigger.isCancelled)
    trigger.send(())
    values.send(1)
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let values = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      values.drop(untilOutputFrom: trigger).subscribe(subscriber)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
  }

  @Test func reentrantSendKeepsOrder() {
    let values = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in if value < 3 { values.send(value + 1) } }
    values.drop(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send()
    values.send(1)
    #expect(subscriber.values == [1, 2, 3])
  }
}
