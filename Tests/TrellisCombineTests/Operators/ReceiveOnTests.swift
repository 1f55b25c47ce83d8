import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct ReceiveOnTests {
  @Test func everythingIsDeliveredOnTheSchedulerInOrder() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.receive(on: scheduler).subscribe(subscriber)
    #expect(subscriber.subscriptionCount == 1, "the subscription is handed over at once")
    subject.send(1)
    subject.send(2)
    subject.send(completion: .failure(TestError(code: 4)))
    subject.send(3)
    #expect(subscriber.events.isEmpty)
    scheduler.advance()
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.failure == TestError(code: 4))
    #expect(subscriber.completions.count == 1)
  }

  @Test func finishFollowsTheValues() {
    let scheduler = DispatchQueue.test
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 3].publisher.receive(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func demandGoesUpstreamAndReturnedDemandFollowsEachDelivery() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.receive(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(upstream.requests == [.max(2)])
    upstream.send(1)
    upstream.send(2)
    #expect(upstream.requests == [.max(2)])
    scheduler.advance()
    #expect(upstream.requests == [.max(2), .max(1), .max(1)])
  }

  @Test func limitedDemandIsHonouredEndToEnd() {
    let scheduler = DispatchQueue.test
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.receive(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(2))
    scheduler.advance()
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(!subscriber.isFinished)
  }

  // Apple's rule: a cancel drops the values still queued, but once the upstream has
  // completed a cancel does nothing, so what is queued is still delivered.
  @Test func cancelDropsQueuedValuesUnlessTheUpstreamHasCompleted() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.receive(on: scheduler).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .finished)
    subscriber.cancel()
    scheduler.advance()
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)

    let third = TestSubscriber<Int, Never>()
    let another = TimeTestPublisher<Int, Never>()
    another.receive(on: scheduler).subscribe(third)
    another.send(1)
    third.cancel()
    scheduler.advance()
    #expect(third.events.isEmpty)

    let other = TimeTestPublisher<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    other.receive(on: scheduler).subscribe(second)
    scheduler.advance()
    second.cancel()
    #expect(other.cancelCount == 1)
  }

  // As in Apple's Combine, a queued delivery holds the subscription, and it the subscriber,
  // until it runs.
  @Test func queuedDeliveryKeepsTheSubscriberUntilItRuns() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.receive(on: scheduler).subscribe(subscriber)
      subject.send(1)
      subscriber.cancel()
    }
    #expect(weakSubscriber != nil)
    scheduler.run()
    #expect(weakSubscriber == nil)
  }

  @Test func demandReturnedForAValueAfterTheUpstreamFinishedIsStillRequested() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demandPerValue: .max(4))
    upstream.receive(on: scheduler).subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .finished)
    scheduler.advance()
    #expect(upstream.requests == [.unlimited, .max(4)])
  }

  @Test func zeroDemandIsPassedOn() {
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.receive(on: DispatchQueue.test).subscribe(subscriber)
    subscriber.request(.none)
    #expect(upstream.requests == [.none])
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().receive(on: DispatchQueue.test).subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "ReceiveOn", children: [])
  }

  @Test func reentrantSendFromTheSubscriberKeepsOrder() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: scheduler).sink { value in
      received.append(value)
      if value == 1 { subject.send(10) }
    }
    scheduler.advance()
    subject.send(1)
    subject.send(2)
    scheduler.advance()
    #expect(received == [1, 2, 10])
    cancellable.cancel()
  }

  @Test func deliversOnARealQueueInOrder() async {
    let queue = DispatchQueue(label: "trellis.test.receive-on")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let keeper = SchedulerTestCancellableBox()
    let (values, allOnQueue) = await withCheckedContinuation { continuation in
      // Touched only on `queue`.
      var values: [Int] = []
      var allOnQueue = true
      keeper.cancellable = (1...50).publisher
        .subscribe(on: DispatchQueue.global())
        .receive(on: queue)
        .sink(
          receiveCompletion: { _ in continuation.resume(returning: (values, allOnQueue)) },
          receiveValue: { value in
            values.append(value)
            if DispatchQueue.getSpecific(key: key) != true { allOnQueue = false }
          })
    }
    #expect(values == Array(1...50))
    #expect(allOnQueue)
    keeper.cancellable = nil
  }
}
