import Testing
import TrellisCombine

@Suite struct PrefixUntilOutputTests {
  @Test func passesValuesUntilTheTriggerEmitsThenFinishes() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    values.send(1)
    values.send(2)
    trigger.send("stop")
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == [.finished])
    #expect(values.isCancelled)
    values.send(3)
    #expect(subscriber.values == [1, 2])
  }

  @Test func asksTheTriggerForOneValue() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, TestError>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    #expect(trigger.requests == [.max(1)])
    #expect(values.requests == [.max(3)])
  }

  @Test func triggerCompletionWithoutAValueLeavesTheFlowOpen() {
    let values = PassthroughSubject<Int, Never>()
    let finishing = PassthroughSubject<Void, TestError>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: finishing).subscribe(subscriber)
    values.send(1)
    finishing.send(completion: .finished)
    values.send(2)

    let failing = PassthroughSubject<Void, TestError>()
    let second = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: failing).subscribe(second)
    failing.send(completion: .failure(TestError()))
    values.send(3)
    failing.send()

    #expect(subscriber.values == [1, 2, 3])
    #expect(second.values == [3])
    #expect(subscriber.completions.isEmpty)
    #expect(second.completions.isEmpty)
  }

  @Test func upstreamCompletionIsPassedOnAndCancelsTheTrigger() {
    let values = PassthroughSubject<Int, TestError>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, TestError>()
    values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    values.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.failure == TestError(code: 3))
    #expect(trigger.isCancelled)
    trigger.send(())
    #expect(subscriber.completions.count == 1)
  }

  @Test func triggerThatEmitsImmediatelyFinishesAtOnce() {
    let values = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: Just(())).subscribe(subscriber)
    #expect(subscriber.completions == [.finished])
    #expect(values.history == [.cancelled])
    #expect(subscriber.subscriptionCount == 1)
  }

  @Test func honoursLimitedDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.prefix(untilOutputFrom: PassthroughSubject<Void, Never>())
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    subscriber.request(.unlimited)
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsBoth() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    subscriber.cancel()
    #expect(values.isCancelled)
    #expect(trigger.isCancelled)
    values.send(1)
    trigger.send(())
    #expect(subscriber.events.isEmpty)
  }

  @Test func triggerFromInsideReceiveFinishesOnce() {
    let values = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value == 2 { trigger.send() }
      values.send(value + 1)
    }
    values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    values.send(1)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions == [.finished])
  }

  @Test func finishingReleasesTheSubscriber() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let values = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
      trigger.send()
      #expect(subscriber.isFinished)
    }
    #expect(weakSubscriber == nil)
  }
}
