import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct MeasureIntervalTests {
  @Test func measuresFromSubscriptionThenBetweenValues() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
    subject.measureInterval(using: scheduler).subscribe(subscriber)
    scheduler.advance(by: .seconds(1))
    subject.send("a")
    scheduler.advance(by: .milliseconds(2_500))
    subject.send("b")
    subject.send("c")
    #expect(subscriber.values == [.seconds(1), .milliseconds(2_500), .zero])
  }

  @Test func runLoopIntervalsAreSeconds() {
    let scheduler = RunLoop.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<RunLoop.SchedulerTimeType.Stride, Never>()
    subject.measureInterval(using: scheduler).subscribe(subscriber)
    scheduler.advance(by: 0.25)
    subject.send(1)
    #expect(subscriber.values == [0.25])
  }

  @Test func completionAndFailurePassThrough() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, TestError>()
    subject.measureInterval(using: scheduler).subscribe(subscriber)
    subject.send(completion: .failure(TestError(code: 5)))
    subject.send(1)
    #expect(subscriber.failure == TestError(code: 5))
    #expect(subscriber.values.isEmpty)

    let finishing = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
    [1].publisher.measureInterval(using: scheduler).subscribe(finishing)
    #expect(finishing.values == [.zero])
    #expect(finishing.isFinished)
  }

  // Apple's measureInterval requests the demand a subscriber returns for an interval
  // separately, and returns `.none` to the upstream.
  @Test func demandPassesThroughToUpstream() {
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>(
      demand: .max(1), demandPerValue: .max(2))
    upstream.measureInterval(using: DispatchQueue.test).subscribe(subscriber)
    #expect(upstream.requests == [.max(1)])
    #expect(upstream.send(1) == .none)
    #expect(upstream.requests == [.max(1), .max(2)])
    subscriber.request(.max(3))
    #expect(upstream.requests == [.max(1), .max(2), .max(3)])
    subscriber.request(.none)
    #expect(upstream.requests.last == Subscribers.Demand.none)
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
    PassthroughSubject<Int, Never>().measureInterval(using: DispatchQueue.test)
      .subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "MeasureInterval", children: [])
  }

  @Test func limitedDemandIsHonouredEndToEnd() {
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>(demand: .max(2))
    (1...5).publisher.measureInterval(using: DispatchQueue.test).subscribe(subscriber)
    #expect(subscriber.values.count == 2)
    #expect(!subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
    upstream.measureInterval(using: DispatchQueue.test).subscribe(subscriber)
    subscriber.cancel()
    #expect(upstream.cancelCount == 1)
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
  }

  // Apple's subscription keeps its subscriber until the chain is torn down: an upstream that
  // keeps the subscription after a cancel keeps the subscriber too.
  @Test func subscriberIsHeldUntilTheUpstreamLetsGo() {
    var upstream: TimeTestPublisher<Int, Never>? = TimeTestPublisher()
    weak var weakSubscriber: TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>?
    do {
      let subscriber = TestSubscriber<DispatchQueue.SchedulerTimeType.Stride, Never>()
      weakSubscriber = subscriber
      upstream?.measureInterval(using: DispatchQueue.test).subscribe(subscriber)
      subscriber.cancel()
    }
    #expect(weakSubscriber != nil)
    upstream = nil
    #expect(weakSubscriber == nil)
  }
}
