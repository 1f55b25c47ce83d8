import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct TimeoutTests {
  @Test func finishesWhenNoValueArrivesInTime() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance(by: .milliseconds(999))
    #expect(subscriber.completions.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriber.isFinished)
    #expect(upstream.cancelCount == 1)
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.completions.count == 1)
  }

  @Test func failsWithTheCustomError() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.timeout(.seconds(1), scheduler: scheduler, customError: { TestError(code: 42) })
      .subscribe(subscriber)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.failure == TestError(code: 42))
  }

  @Test func eachValueRestartsTheClock() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
    for value in 1...3 {
      scheduler.advance(by: .milliseconds(900))
      subject.send(value)
    }
    scheduler.advance(by: .milliseconds(999))
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.completions.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriber.isFinished)
  }

  @Test func valuesAndCompletionAreDeliveredOnTheScheduler() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
    #expect(subscriber.subscriptionCount == 1, "the subscription is handed over at once")
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(subscriber.events.isEmpty)
    scheduler.advance()
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 2))
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.completions.count == 1, "no time-out after the upstream finished")
  }

  @Test func demandPassesThroughToUpstream() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
    #expect(upstream.requests == [.max(2)])
    upstream.send(1)
    scheduler.advance()
    #expect(upstream.requests == [.max(2), .max(1)])
  }

  @Test func limitedDemandIsHonouredEndToEnd() {
    let scheduler = DispatchQueue.test
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(subscriber.values == [1, 2])
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished, "the upstream went silent for lack of demand")
  }

  @Test func cancelStopsEverythingIncludingTheTimer() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.cancelCount == 1)
    upstream.send(2)
    // `run` returns only because the repeating timer was cancelled.
    scheduler.run()
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesTheSubscriberAndTheErrorClosure() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    weak var weakToken: LeakToken?
    var cancellable: AnyCancellable?
    do {
      let token = LeakToken()
      weakToken = token
      cancellable = subject.timeout(
        .seconds(1), scheduler: scheduler,
        customError: {
          _ = token
          return TestError()
        }
      ).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    }
    subject.send(1)
    #expect(weakToken != nil)
    cancellable?.cancel()
    // Pending deliveries hold the chain until they run, as in Apple's Combine.
    scheduler.run()
    #expect(weakToken == nil)
  }

  @Test func pendingTimerKeepsTheSubscriberUntilItFires() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    weak var weakToken: LeakToken?
    var cancellable: AnyCancellable?
    do {
      let token = LeakToken()
      weakToken = token
      cancellable = subject.timeout(.seconds(1), scheduler: scheduler)
        .sink(receiveCompletion: { _ in _ = token }, receiveValue: { _ in })
    }
    #expect(weakToken != nil)
    scheduler.advance(by: .seconds(1))
    #expect(weakToken == nil, "timing out ends the stream and lets the chain go")
    withExtendedLifetime(cancellable) {}
  }

  // Apple's Combine traps here: its timer runs at once, inside the lock taken to arm it.
  @Test func immediateSchedulerTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = PassthroughSubject<Int, Never>()
        .timeout(0, scheduler: ImmediateScheduler.shared)
        .sink { _ in }
    }
  }

  @Test func cancelWhileTheCompletionIsOnItsWayStillCancelsTheUpstream() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.timeout(.seconds(5), scheduler: scheduler).subscribe(subscriber)
    upstream.send(completion: .finished)
    subscriber.cancel()
    #expect(upstream.cancelCount == 1)
    scheduler.advance()
    #expect(subscriber.events.isEmpty)
  }

  @Test func firstRequestRestartsTheClock() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.timeout(.seconds(2), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance(by: .seconds(1))
    subscriber.request(.max(1))
    scheduler.advance(by: .seconds(1))
    #expect(!subscriber.isFinished, "the clock restarted with the first request")
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.isFinished)
  }

  @Test func zeroDemandIsPassedOn() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.timeout(.seconds(2), scheduler: scheduler).subscribe(subscriber)
    subscriber.request(.none)
    #expect(upstream.requests == [.none])
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().timeout(.seconds(1), scheduler: DispatchQueue.test)
      .subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    expectDescribed(subscription, as: "Timeout", children: [])
  }
}
