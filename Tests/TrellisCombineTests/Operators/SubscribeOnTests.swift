import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct SubscribeOnTests {
  @Test func subscribesOnTheSchedulerAndPassesEventsStraightDown() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    upstream.subscribe(on: scheduler).subscribe(subscriber)
    #expect(upstream.subscribeCount == 0)
    #expect(subscriber.subscriptionCount == 0)
    scheduler.advance()
    #expect(upstream.subscribeCount == 1)
    #expect(subscriber.subscriptionCount == 1)
    // The initial request was scheduled during that advance, at the same time, so it ran.
    #expect(upstream.requests == [.max(3)])
    subscriber.request(.max(2))
    #expect(upstream.requests == [.max(3)], "a request goes through the scheduler")
    scheduler.advance()
    #expect(upstream.requests == [.max(3), .max(2)])
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }

  @Test func demandReturnedFromReceiveGoesBackDirectly() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(7))
    upstream.subscribe(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(upstream.send(1) == .max(7))
  }

  @Test func limitedDemandIsHonouredEndToEnd() {
    let scheduler = DispatchQueue.test
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.subscribe(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    scheduler.advance()
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func cancelIsScheduledAndStopsDeliveryAtOnce() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.subscribe(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    subscriber.cancel()
    #expect(upstream.cancelCount == 0)
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    scheduler.advance()
    #expect(upstream.cancelCount == 1)
    subscriber.request(.max(1))
    subscriber.cancel()
    scheduler.advance()
    #expect(upstream.cancelCount == 1)
    #expect(upstream.requests == [.unlimited])
  }

  // As in Apple's Combine, the scheduled cancel holds the subscription, and the subscription
  // its subscriber, until it runs.
  @Test func scheduledCancelKeepsTheSubscriberUntilItRuns() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.subscribe(on: scheduler).subscribe(subscriber)
      scheduler.advance()
      subscriber.cancel()
    }
    #expect(weakSubscriber != nil)
    scheduler.run()
    #expect(weakSubscriber == nil)
  }

  @Test func zeroDemandIsScheduledLikeAnyOther() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.subscribe(on: scheduler).subscribe(subscriber)
    scheduler.advance()
    subscriber.request(.none)
    scheduler.advance()
    #expect(upstream.requests == [.none])
  }

  @Test func requestFromInsideTheUpstreamsRequestOnAnImmediateSchedulerTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = ReenteringPublisher()
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      upstream.subscribe(on: ImmediateScheduler.shared).subscribe(subscriber)
      upstream.onRequest = { subscriber.request(.max(1)) }
      subscriber.request(.max(1))
    }
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    PassthroughSubject<Int, Never>().subscribe(on: ImmediateScheduler.shared)
      .subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "SubscribeOn", children: [])
  }

  @Test func subscribesOnARealQueue() async {
    let queue = DispatchQueue(label: "trellis.test.subscribe-on")
    let key = DispatchSpecificKey<Bool>()
    queue.setSpecific(key: key, value: true)
    let upstream = TimeTestPublisher<Int, Never>()
    let subscribedOnQueue = await withCheckedContinuation { continuation in
      upstream.onSubscribe = {
        continuation.resume(returning: DispatchQueue.getSpecific(key: key) == true)
      }
      upstream.subscribe(on: queue).subscribe(TestSubscriber<Int, Never>())
    }
    #expect(subscribedOnQueue)
  }
}

/// A publisher whose subscription calls `onRequest` from inside each `request(_:)`.
private final class ReenteringPublisher: Publisher, @unchecked Sendable {
  typealias Output = Int
  typealias Failure = Never
  var onRequest: (() -> Void)?
  private final class Link: Subscription {
    let owner: ReenteringPublisher
    init(_ owner: ReenteringPublisher) { self.owner = owner }
    func request(_ demand: Subscribers.Demand) { owner.onRequest?() }
    func cancel() {}
  }
  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    subscriber.receive(subscription: Link(self))
  }
}
