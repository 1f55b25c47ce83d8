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

  // The trigger is subscribed to before the upstream, so Just's value arrives first: as in
  // Apple's Combine, the subscriber is finished without ever getting a subscription, and the
  // upstream's subscription is cancelled when it arrives.
  @Test func triggerThatEmitsImmediatelyFinishesWithoutASubscription() {
    let values = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: Just(())).subscribe(subscriber)
    #expect(subscriber.completions == [.finished])
    #expect(subscriber.subscriptionCount == 0)
    #expect(values.history == [.cancelled])
  }

  @Test func triggerIsSubscribedBeforeTheUpstream() {
    var order: [String] = []
    let values = Deferred { () -> Empty<Int, Never> in
      order.append("upstream")
      return Empty(completeImmediately: false)
    }
    let trigger = Deferred { () -> Empty<Void, Never> in
      order.append("trigger")
      return Empty(completeImmediately: false)
    }
    let cancellable = values.prefix(untilOutputFrom: trigger).sink { _ in }
    #expect(order == ["trigger", "upstream"])
    cancellable.cancel()
  }

  // Apple's Combine does not cancel the trigger after its value (only the upstream).
  @Test func triggerValueCancelsOnlyTheUpstream() {
    let values = DemandRecordingPublisher<Int, Never>()
    let trigger = DemandRecordingPublisher<Void, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: trigger).subscribe(subscriber)
    trigger.send(())
    #expect(subscriber.completions == [.finished])
    #expect(values.isCancelled)
    #expect(trigger.history == [.requested(.max(1))])
  }

  @Test func valueBeforeTheUpstreamSubscriptionIsDropped() {
    let values = DemandRecordingPublisher<Int, Never>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: PassthroughSubject<Void, Never>()).subscribe(subscriber)
    #expect(values.send(1) == .none)
    #expect(subscriber.events.isEmpty)
    #expect(subscriber.subscriptionCount == 0)
  }

  @Test func zeroDemandIsPassedOn() {
    let values = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    values.prefix(untilOutputFrom: PassthroughSubject<Void, Never>()).subscribe(subscriber)
    subscriber.request(.none)
    #expect(values.requests == [.none])
  }

  // Like Apple's, the subscription describes itself only by its type.
  @Test func subscriptionDoesNotCustomiseItsDescription() throws {
    let values = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    values.prefix(untilOutputFrom: PassthroughSubject<Void, Never>()).subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    #expect(!(subscription is CustomStringConvertible))
    #expect(!(subscription is CustomReflectable))
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

  // The trigger's subscription outlives its value (Apple never cancels it), so the chain is
  // held until the trigger lets go of it too.
  @Test func subscriberIsReleasedOnceTheTriggerLetsGo() {
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
    #expect(weakSubscriber != nil)
    trigger.send(completion: .finished)
    #expect(weakSubscriber == nil)
  }
}
