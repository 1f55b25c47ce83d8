import Testing
import TrellisCombine

@Suite struct FutureTests {
  /// A future whose promise the test calls by hand.
  private func pending<Output, Failure: Error>(
    _ output: Output.Type = Output.self, _ failure: Failure.Type = Failure.self
  ) -> (Future<Output, Failure>, Future<Output, Failure>.Promise) {
    var promise: Future<Output, Failure>.Promise?
    let future = Future<Output, Failure> { promise = $0 }
    return (future, promise!)
  }

  @Test func runsItsClosureAtOnceAndOnlyOnce() {
    var runs = 0
    let future = Future<Int, Never> { promise in
      runs += 1
      promise(.success(7))
    }
    #expect(runs == 1)
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    future.subscribe(first)
    future.subscribe(second)
    #expect(runs == 1)
    #expect(first.values == [7])
    #expect(second.values == [7])
  }

  @Test func deliversTheValueThenFinishesWhenThePromiseIsCalledLater() {
    let (future, promise) = pending(Int.self, TestError.self)
    let subscriber = TestSubscriber<Int, TestError>()
    future.subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    promise(.success(3))
    #expect(subscriber.values == [3])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func replaysTheOutcomeToEarlyAndLateSubscribers() {
    let (future, promise) = pending(String.self, Never.self)
    let early = TestSubscriber<String, Never>()
    future.subscribe(early)
    promise(.success("done"))
    let late = TestSubscriber<String, Never>()
    future.subscribe(late)
    #expect(early.values == ["done"])
    #expect(late.values == ["done"])
    #expect(early.isFinished && late.isFinished)
  }

  @Test func failureIsDeliveredWithoutDemand() {
    let (future, promise) = pending(Int.self, TestError.self)
    let early = TestSubscriber<Int, TestError>(demand: .none)
    future.subscribe(early)
    promise(.failure(TestError(code: 4)))
    let late = TestSubscriber<Int, TestError>(demand: .none)
    future.subscribe(late)
    #expect(early.values.isEmpty)
    #expect(early.failure == TestError(code: 4))
    #expect(late.failure == TestError(code: 4))
    #expect(late.completions.count == 1)
  }

  @Test func valueWaitsForDemand() {
    let (future, promise) = pending(Int.self, Never.self)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    future.subscribe(subscriber)
    promise(.success(1))
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.events.count == 2)
  }

  @Test func secondPromiseCallIsIgnored() {
    let (future, promise) = pending(Int.self, TestError.self)
    promise(.success(1))
    promise(.success(2))
    promise(.failure(TestError()))
    let subscriber = TestSubscriber<Int, TestError>()
    future.subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }

  @Test func cancelledSubscriberReceivesNothing() {
    let (future, promise) = pending(Int.self, Never.self)
    let cancelled = TestSubscriber<Int, Never>()
    let kept = TestSubscriber<Int, Never>()
    future.subscribe(cancelled)
    future.subscribe(kept)
    cancelled.cancel()
    promise(.success(5))
    #expect(cancelled.events.isEmpty)
    #expect(kept.values == [5])
  }

  @Test func requestFromInsideReceiveDeliversNothingMore() {
    let future = Future<Int, Never> { $0(.success(9)) }
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(3)) }
    future.subscribe(subscriber)
    #expect(subscriber.values == [9])
    #expect(subscriber.completions.count == 1)
    subscriber.onValue = nil
  }

  @Test func subscriberIsReleasedAfterCancelAndAfterDelivery() {
    let (future, promise) = pending(Int.self, Never.self)
    weak var weakCancelled: SharingToken?
    weak var weakDelivered: SharingToken?
    var cancellable: AnyCancellable?
    var delivered: AnyCancellable?
    do {
      let cancelledToken = SharingToken()
      let deliveredToken = SharingToken()
      weakCancelled = cancelledToken
      weakDelivered = deliveredToken
      cancellable = future.sink { _ in _ = cancelledToken }
      delivered = future.sink { _ in _ = deliveredToken }
    }
    #expect(weakCancelled != nil)
    cancellable = nil
    #expect(weakCancelled == nil)
    #expect(weakDelivered != nil)
    promise(.success(1))
    // The sink drops its closure on completion, even while its cancellable is kept.
    #expect(weakDelivered == nil)
    _ = (cancellable, delivered)
  }

  @Test func aKeptPromiseDoesNotKeepTheFutureAlive() {
    weak var weakFuture: Future<Int, Never>?
    var promise: Future<Int, Never>.Promise?
    do {
      let future = Future<Int, Never> { promise = $0 }
      weakFuture = future
    }
    #expect(weakFuture == nil)
    promise?(.success(1))
  }

  @Test func pendingSubscriptionKeepsTheFutureAliveUntilFulfilled() {
    var promise: Future<Int, Never>.Promise?
    let subscriber = TestSubscriber<Int, Never>()
    do {
      Future<Int, Never> { promise = $0 }.subscribe(subscriber)
    }
    promise?(.success(8))
    #expect(subscriber.values == [8])
    #expect(subscriber.isFinished)
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let future = Future<Int, Never> { $0(.success(1)) }
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      future.subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func subscriberReleasedByCancelMayCancelAgainFromItsDeinit() {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    #expect(cancelReleasesSelfCancellingSubscriber(future))
    promise?(.success(1))
  }
}
