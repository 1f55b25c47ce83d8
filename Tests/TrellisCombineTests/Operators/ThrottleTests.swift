import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct ThrottleTests {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  @Test(arguments: [true, false])
  func firstValueGoesOutOnTheNextTurnOfTheScheduler(latest: Bool) {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest)
      .subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(subscriber.values.isEmpty)
    scheduler.advance()
    #expect(subscriber.values == [latest ? 3 : 1])
  }

  @Test(arguments: [true, false])
  func valuesInsideAnIntervalAreHeldUntilItEnds(latest: Bool) {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest)
      .subscribe(subscriber)
    subject.send(0)
    scheduler.advance()
    #expect(subscriber.values == [0])
    scheduler.advance(by: .milliseconds(200))
    subject.send(1)
    scheduler.advance(by: .milliseconds(200))
    subject.send(2)
    scheduler.advance(by: .milliseconds(599))
    #expect(subscriber.values == [0])
    scheduler.advance(by: .milliseconds(1))
    #expect(subscriber.values == [0, latest ? 2 : 1])
  }

  @Test func aValueAfterAQuietSpellGoesOutAtOnce() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    let subject = PassthroughSubject<Int, Never>()
    var times: [Stride] = []
    let cancellable = subject.throttle(for: .seconds(60), scheduler: scheduler, latest: false)
      .sink { _ in times.append(start.distance(to: scheduler.now)) }
    subject.send(0)
    scheduler.advance(by: .seconds(45))
    subject.send(1)  // 45 s after the last emission: waits until 60 s
    scheduler.advance(by: .seconds(16))
    #expect(times == [.seconds(0), .seconds(60)])
    scheduler.advance(by: .seconds(60))
    subject.send(2)  // 61 s after the last emission: at once
    scheduler.advance()
    #expect(times == [.seconds(0), .seconds(60), .seconds(121)])
    cancellable.cancel()
  }

  @Test func completionFollowsAHeldValue() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.throttle(for: .seconds(10), scheduler: scheduler, latest: true)
      .subscribe(subscriber)
    subject.send(1)
    scheduler.advance()
    subject.send(2)
    subject.send(completion: .failure(TestError()))
    subject.send(3)
    scheduler.advance(by: .seconds(9))
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.failure == TestError())
    #expect(subscriber.completions.count == 1)
  }

  @Test func completionWithNothingHeldGoesOutOnTheNextTurn() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.throttle(for: .seconds(10), scheduler: scheduler, latest: true)
      .subscribe(subscriber)
    subject.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    scheduler.advance()
    #expect(subscriber.isFinished)
  }

  @Test func valuesArrivingWithoutDemandAreDropped() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
      .subscribe(subscriber)
    #expect(upstream.requests == [.unlimited])
    upstream.send(1)
    scheduler.advance(by: .seconds(1))
    upstream.send(2)
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.values == [1], "a dropped value is not delivered later")
    upstream.send(3)
    scheduler.advance()
    #expect(subscriber.values == [1, 3])
  }

  @Test func cancelStopsAHeldValueAndCancelsUpstream() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
      .subscribe(subscriber)
    upstream.send(1)
    subscriber.cancel()
    #expect(upstream.cancelCount == 1)
    upstream.send(2)
    upstream.send(completion: .finished)
    scheduler.advance(by: .seconds(5))
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesTheDownstreamWhileAnEmissionIsPending() {
    let scheduler = DispatchQueue.test
    let upstream = TimeTestPublisher<Int, Never>()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      upstream.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
        .subscribe(subscriber)
      upstream.send(1)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
    scheduler.run()
  }

  @Test func reentrantSendFromTheSubscriberIsThrottledToo() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
      .sink { value in
        received.append(value)
        if value < 3 { subject.send(value + 1) }
      }
    subject.send(1)
    scheduler.advance()
    #expect(received == [1])
    scheduler.advance(by: .seconds(1))
    #expect(received == [1, 2])
    scheduler.advance(by: .seconds(1))
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }
}
