import Testing
import TrellisCombine

@Suite struct JustTests {
  @Test func emitsOneValueOnDemandThenFinishes() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Just(7).subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [7])
    #expect(subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.events.count == 2)
  }

  @Test func cancelBeforeDemandDeliversNothing() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Just(7).subscribe(subscriber)
    subscriber.cancel()
    subscriber.request(.max(1))
    #expect(subscriber.events.isEmpty)
  }
}

@Suite struct EmptyAndFailTests {
  @Test func emptyFinishesAtOnceOrNever() {
    let now = TestSubscriber<Int, Never>()
    Empty<Int, Never>().subscribe(now)
    #expect(now.isFinished)
    let never = TestSubscriber<Int, Never>()
    Empty<Int, Never>(completeImmediately: false).subscribe(never)
    #expect(never.events.isEmpty)
    #expect(never.subscriptionCount == 1)
  }

  @Test func failFailsAtOnce() {
    let subscriber = TestSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 4)).subscribe(subscriber)
    #expect(subscriber.failure == TestError(code: 4))
    #expect(subscriber.values.isEmpty)
  }
}

@Suite struct SequencePublisherTests {
  @Test func emitsElementsHonouringDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func emptySequenceFinishesAtOnce() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    [Int]().publisher.subscribe(subscriber)
    #expect(subscriber.isFinished)
  }

  @Test func requestFromInsideReceiveDoesNotRecurse() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    (0..<100_000).publisher.subscribe(subscriber)
    #expect(subscriber.values.count == 100_000)
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsTheWalk() {
    let subscriber = TestSubscriber<Int, Never>(demand: .unlimited)
    subscriber.onValue = { value in if value == 3 { subscriber.cancel() } }
    (1...10).publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(!subscriber.isFinished)
  }

  @Test func infiniteSequenceWithLimitedDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    (1...).publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    subscriber.cancel()
  }
}
