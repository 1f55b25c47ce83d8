import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct DelayTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test func valuesArriveLaterWithTheirSpacingKept() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    let subject = PassthroughSubject<Int, Never>()
    var received: [(Int, Stride)] = []
    let cancellable = subject.delay(for: .seconds(2), scheduler: scheduler)
      .sink { received.append(($0, start.distance(to: scheduler.now))) }
    scheduler.advance()
    subject.send(1)
    scheduler.advance(by: .milliseconds(500))
    subject.send(2)
    scheduler.advance(by: .milliseconds(1_499))
    #expect(received.isEmpty)
    scheduler.advance(by: .seconds(5))
    #expect(received.map(\.0) == [1, 2])
    #expect(received.map(\.1) == [.seconds(2), .milliseconds(2_500)])
    cancellable.cancel()
  }

  @Test func subscriptionIsHandedOverAtOnce() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    #expect(upstream.subscribeCount == 1)
    #expect(subscriber.subscriptionCount == 1)
    #expect(upstream.requests == [.max(2)])
  }

  @Test func zeroDemandIsPassedOn() {
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.delay(for: .seconds(1), scheduler: DispatchQueue.test).subscribe(subscriber)
    subscriber.request(.none)
    #expect(upstream.requests == [.none])
  }

  // Like Apple's, the subscription describes itself only by its type.
  @Test func subscriptionDoesNotCustomiseItsDescription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().delay(for: .seconds(1), scheduler: DispatchQueue.test)
      .subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    #expect(!(subscription is CustomStringConvertible))
    #expect(!(subscription is CustomReflectable))
  }

  @Test func completionIsDelayedAfterTheValues() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance()
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 9)))
    subject.send(2)
    scheduler.advance(by: .milliseconds(999))
    #expect(subscriber.events.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 9))
    #expect(subscriber.completions.count == 1)
  }

  @Test func finishIsDelayed() {
    let scheduler = DispatchQueue.test
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(subscriber.events.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func demandPassesThroughToUpstream() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance()
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.requests == [.max(2)])
    scheduler.advance(by: .seconds(1))
    #expect(upstream.requests == [.max(2), .max(1), .max(1)])
    subscriber.request(.max(5))
    #expect(upstream.requests == [.max(2), .max(1), .max(1), .max(5)])
  }

  @Test func limitedDemandIsHonouredEndToEnd() {
    let scheduler = DispatchQueue.test
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values == [1, 2, 3])
    #expect(!subscriber.isFinished)
  }

  // Apple's rule: once the upstream has completed, a cancel does nothing, so the value and the
  // completion already on their way are still delivered.
  @Test func cancelDropsPendingValuesUnlessTheUpstreamHasCompleted() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .finished)
    subscriber.cancel()
    #expect(upstream.cancelCount == 0, "the upstream had already finished")
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)

    let second = TestSubscriber<Int, Never>()
    let other = TimeTestPublisher<Int, Never>()
    other.delay(for: .seconds(1), scheduler: scheduler).subscribe(second)
    scheduler.advance()
    second.cancel()
    #expect(other.cancelCount == 1)
    other.send(1)
    scheduler.advance(by: .seconds(5))
    #expect(second.events.isEmpty)
  }

  // As in Apple's Combine, a pending delivery holds the subscription, and it the subscriber,
  // until it runs (and then delivers nothing, the subscriber having cancelled).
  @Test func pendingDeliveryKeepsTheSubscriberUntilItRuns() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.delay(for: .seconds(1), scheduler: scheduler).subscribe(subscriber)
      subject.send(1)
      subscriber.cancel()
    }
    #expect(weakSubscriber != nil)
    scheduler.run()
    #expect(weakSubscriber == nil)
  }

  @Test func defaultToleranceIsTheSchedulersMinimum() {
    let publisher = Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.test)
    #expect(publisher.tolerance == .zero)
    #expect(publisher.interval == .seconds(1))
    let explicit = Just(1).delay(
      for: .seconds(1), tolerance: .milliseconds(5), scheduler: DispatchQueue.test)
    #expect(explicit.tolerance == .milliseconds(5))
  }

  @Test func runsOnARealQueue() async {
    let queue = DispatchQueue(label: "trellis.test.delay")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let keeper = SchedulerTestCancellableBox()
    let onQueue = await withCheckedContinuation { continuation in
      keeper.cancellable = Just(1).delay(for: .nanoseconds(1), scheduler: queue).sink { _ in
        continuation.resume(returning: DispatchQueue.getSpecific(key: key) == true)
      }
    }
    #expect(onQueue)
    keeper.cancellable = nil
  }
}
