import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct DebounceTests {
  @Test func typingABurstGivesOneValueAfterTheQuietTime() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<String, Never>()
    subject.debounce(for: .milliseconds(300), scheduler: scheduler).subscribe(subscriber)

    subject.send("s")
    scheduler.advance(by: .milliseconds(100))
    subject.send("sw")
    scheduler.advance(by: .milliseconds(100))
    subject.send("swi")
    scheduler.advance(by: .milliseconds(299))
    #expect(subscriber.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriber.values == ["swi"])
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values == ["swi"])
  }

  @Test func runDrainsBecauseTheTimerStopsAfterItFires() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    // Would never return if the repeating timer behind the wait kept running.
    scheduler.run()
    #expect(subscriber.values == [2])
    #expect(start.distance(to: scheduler.now) == .seconds(1))
  }

  @Test func eachBurstGivesItsLastValue() {
    let scheduler = RunLoop.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: .seconds(2))
    subject.send(3)
    scheduler.advance(by: .milliseconds(500))
    subject.send(4)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [2, 4])
  }

  @Test func asksUpstreamForEverything() {
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    upstream.debounce(for: .seconds(1), scheduler: DispatchQueue.test).subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    #expect(subscriber.subscriptionCount == 1)
  }

  @Test func finishingDropsTheWaitingValueAndFinishesOnTheScheduler() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    scheduler.advance(by: .milliseconds(400))
    subject.send(completion: .finished)
    #expect(subscriber.completions.isEmpty, "the completion goes through the scheduler")
    scheduler.advance()
    #expect(subscriber.isFinished)
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.completions.count == 1)
  }

  @Test func failureIsForwarded() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    scheduler.advance(by: .seconds(1))
    subject.send(completion: .failure(TestError(code: 3)))
    subject.send(2)
    scheduler.advance(by: .seconds(2))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 3))
    #expect(subscriber.completions.count == 1)
  }

  @Test func valueIsDroppedWhenThereIsNoDemand() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subject.send(1)
    scheduler.advance(by: .seconds(1))
    subject.send(2)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [1], "a dropped value is not delivered later")
    subject.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [1, 3])
  }

  @Test func demandReturnedFromReceiveCounts() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    for value in 1...3 {
      subject.send(value)
      scheduler.advance(by: .seconds(1))
    }
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func cancelStopsTheWaitingValueAndCancelsUpstream() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    upstream.send(1)
    scheduler.advance(by: .milliseconds(500))
    subscriber.cancel()
    #expect(upstream.cancelCount == 1)
    upstream.send(2)
    upstream.send(completion: .finished)
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.events.isEmpty)
  }

  // Apple's debounce timer captures its subscription strongly, and with it the subscriber
  // (OpenCombine's suite, which runs against Apple's Combine, shows the subscriber outliving
  // everything but the timer). So a chain that nothing else holds still delivers the value
  // it is waiting on, and goes once the timer has fired.
  @Test func aPendingTimerAloneKeepsTheChainUntilItFires() {
    let scheduler = DispatchQueue.test
    let log = UnheldSubscriber.Log()
    weak var weakSubscriber: UnheldSubscriber?
    do {
      let upstream = DemandRecordingPublisher<Int, Never>()
      let subscriber = UnheldSubscriber(log: log)
      weakSubscriber = subscriber
      upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
      upstream.send(1)
    }
    // The upstream is gone and the subscriber holds its subscription weakly: only the timer
    // is left to hold the chain.
    #expect(weakSubscriber != nil, "the pending timer holds the chain")
    scheduler.advance(by: .milliseconds(999))
    #expect(log.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(log.values == [1])
    #expect(weakSubscriber == nil, "the timer lets the chain go once it has fired")
  }

  @Test func cancellingWhileATimerIsPendingLetsTheChainGo() throws {
    let scheduler = DispatchQueue.test
    let log = UnheldSubscriber.Log()
    let upstream = DemandRecordingPublisher<Int, Never>()
    weak var weakSubscriber: UnheldSubscriber?
    var subscription: Subscription?
    do {
      let subscriber = UnheldSubscriber(log: log)
      weakSubscriber = subscriber
      upstream.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
      upstream.send(1)
      subscription = subscriber.subscription
    }
    #expect(weakSubscriber != nil)
    try #require(subscription).cancel()
    subscription = nil
    #expect(upstream.isCancelled)
    #expect(weakSubscriber == nil, "the cancelled timer no longer holds the chain")
    // Advanced by a fixed time, not run: a timer left running would keep `run()` going.
    scheduler.advance(by: .seconds(5))
    #expect(log.values.isEmpty)
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    PassthroughSubject<Int, Never>().debounce(for: .seconds(1), scheduler: DispatchQueue.test)
      .subscribe(subscriber)
    expectDescribed(
      try #require(subscriber.subscription), as: "Debounce",
      children: ["downstream", "downstreamDemand", "currentValue"])
  }

  @Test func droppingTheSinkReleasesItsClosure() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    weak var weakToken: LeakToken?
    var cancellable: AnyCancellable?
    do {
      let token = LeakToken()
      weakToken = token
      cancellable = subject.debounce(for: .seconds(1), scheduler: scheduler).sink { _ in
        _ = token
      }
    }
    subject.send(1)
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    scheduler.run()
    _ = cancellable
  }

  @Test func reentrantSendFromTheSubscriberIsDebouncedAgain() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.debounce(for: .seconds(1), scheduler: scheduler).sink { value in
      received.append(value)
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    scheduler.advance(by: .seconds(10))
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }

  @Test func worksOnTheImmediateScheduler() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.debounce(for: .seconds(1), scheduler: ImmediateScheduler.shared).subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func acceptsRunLoopMainAsWrittenInApps() {
    // The spelling from apps; nothing is delivered because the main run loop is not run.
    let subject = PassthroughSubject<String, Never>()
    let publisher: Publishers.Debounce<PassthroughSubject<String, Never>, RunLoop> =
      subject.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    #expect(publisher.dueTime == .milliseconds(300))
    let cancellable = publisher.sink { _ in }
    subject.send("s")
    cancellable.cancel()
  }

  @Test func zeroDemandIsAcceptedAndAddsNothing() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    subscriber.request(.none)
    subject.send(1)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values.isEmpty)
  }
}

/// A subscriber that asks for everything and holds its subscription weakly, so that a test
/// can see what else holds a chain. It records its values in a log that outlives it.
private final class UnheldSubscriber: Subscriber {
  final class Log {
    var values: [Int] = []
  }

  let log: Log
  private weak var weakSubscription: AnyObject?

  init(log: Log) { self.log = log }

  var subscription: Subscription? { weakSubscription as? Subscription }

  func receive(subscription: Subscription) {
    weakSubscription = subscription as AnyObject
    subscription.request(.unlimited)
  }

  func receive(_ input: Int) -> Subscribers.Demand {
    log.values.append(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}
