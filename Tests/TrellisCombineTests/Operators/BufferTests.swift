import Testing
import TrellisCombine

@Suite struct BufferTests {
  @Test func passesValuesStraightThroughWhenThereIsDemand() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 3].publisher.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func keepFullPrefetchesTheSizeAndRefillsAsValuesLeave() {
    let probe = SharingProbe((1...10).publisher)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    probe.buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest).subscribe(subscriber)
    #expect(probe.log.requests == [.max(3)])
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2])
    #expect(probe.log.requests == [.max(3), .max(2)])
    subscriber.request(.unlimited)
    #expect(subscriber.values == Array(1...10))
    #expect(subscriber.isFinished)
  }

  @Test func byRequestAsksTheUpstreamForEverything() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    probe.buffer(size: 3, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    #expect(probe.log.requests == [.unlimited])
    source.send(1)
    source.send(2)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
    subscriber.request(.max(2))
    source.send(3)
    #expect(subscriber.values == [1, 2, 3])
    #expect(probe.log.requests == [.unlimited])
    subscriber.cancel()
  }

  @Test func dropNewestKeepsTheFirstValues() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    source.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    for value in 1...5 { source.send(value) }
    subscriber.request(.unlimited)
    #expect(subscriber.values == [1, 2])
    subscriber.cancel()
  }

  @Test func dropOldestKeepsTheLatestValues() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    source.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest).subscribe(subscriber)
    for value in 1...5 { source.send(value) }
    subscriber.request(.unlimited)
    #expect(subscriber.values == [4, 5])
    subscriber.cancel()
  }

  @Test func customErrorCancelsTheUpstreamAndFailsAfterTheBufferedValues() {
    let source = PassthroughSubject<Int, TestError>()
    let probe = SharingProbe(source)
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    probe.buffer(size: 2, prefetch: .byRequest, whenFull: .customError { TestError(code: 7) })
      .subscribe(subscriber)
    source.send(1)
    source.send(2)
    #expect(subscriber.events.isEmpty)
    source.send(3)
    #expect(probe.log.cancels == 1)
    #expect(subscriber.events.isEmpty, "the error waits behind the buffered values")
    source.send(4)
    subscriber.request(.max(5))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.failure == TestError(code: 7))
    #expect(subscriber.completions.count == 1)
  }

  @Test func customErrorClosureSendingIntoTheSameBufferTraps() async {
    await #expect(processExitsWith: .failure) {
      let source = PassthroughSubject<Int, TestError>()
      let cancellable = source.buffer(
        size: 0, prefetch: .keepFull,
        whenFull: .customError {
          source.send(1)
          return TestError()
        }
      ).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
      source.send(0)
      withExtendedLifetime(cancellable) {}
    }
  }

  // Apple's buffer delivers an upstream failure as soon as the subscriber has no demand left,
  // even with values still buffered; those values are then dropped.
  @Test func failureWithoutDemandIsDeliveredAtOnceDroppingBufferedValues() {
    let source = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    source.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    source.send(1)
    source.send(2)
    source.send(completion: .failure(TestError(code: 2)))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 2))
  }

  @Test func valuesAfterFinishedAreStillBufferedAndDelivered() {
    let source = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    source.buffer(size: 3, prefetch: .byRequest, whenFull: .dropOldest).subscribe(subscriber)
    source.send(completion: .finished)
    source.send(1)
    source.send(2)
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.isFinished)
  }

  @Test func asksForThePrefetchBeforeHandingOverTheSubscription() {
    let source = DemandRecordingPublisher<Int, Never>()
    var requestsWhenSubscribed: [Subscribers.Demand]?
    let cancellable = source.buffer(size: 4, prefetch: .keepFull, whenFull: .dropNewest)
      .handleEvents(receiveSubscription: { _ in requestsWhenSubscribed = source.requests })
      .sink { _ in }
    #expect(requestsWhenSubscribed == [.max(4)])
    cancellable.cancel()
  }

  @Test func cancelBeforeTheUpstreamSubscriptionIsIgnored() {
    let source = DemandRecordingPublisher<Int, Never>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    let buffered = source.buffer(size: 2, prefetch: .keepFull, whenFull: .dropNewest)
    buffered.subscribe(subscriber)
    let inner = source.attached as? Subscription
    inner?.cancel()
    source.sendSubscription()
    #expect(source.history == [.requested(.max(2))])
  }

  @Test func zeroDemandIsAccepted() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    source.buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    source.send(1)
    subscriber.request(.none)
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    PassthroughSubject<Int, Never>().buffer(size: 2, prefetch: .byRequest, whenFull: .dropNewest)
      .subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    expectDescribed(
      subscription, as: "Buffer", children: ["values", "state", "downstreamDemand", "terminal"])
    let children = (subscription as? CustomReflectable)?.customMirror.children
    #expect(children.map { $0.map { String(describing: $0.value) } }?[0] == "[]")
  }

  @Test func valuesAlreadyAskedForDoNotTakeUpRoom() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    source.buffer(size: 0, prefetch: .byRequest, whenFull: .dropOldest).subscribe(subscriber)
    for value in 1...4 { source.send(value) }
    #expect(subscriber.values == [1, 2])
    subscriber.cancel()
  }

  // As in Apple's Combine, `.finished` waits for the buffer to drain and then for one more
  // request.
  @Test func finishedWaitsUntilTheBufferIsDrainedAndDemandArrives() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    source.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    source.send(1)
    source.send(2)
    source.send(completion: .finished)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func emptyBufferFinishesOnceTheSubscriberAsks() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Empty<Int, Never>().buffer(size: 5, prefetch: .keepFull, whenFull: .dropNewest)
      .subscribe(subscriber)
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.isFinished)
  }

  @Test func failureDeliversWhatWasAskedForThenFailsAtOnce() {
    let source = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    source.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    source.send(1)
    source.send(2)
    source.send(completion: .failure(TestError(code: 4)))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 4))
    subscriber.request(.max(2))
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.completions.count == 1)
  }

  @Test func neverDeliversMoreThanRequested() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .none)
    source.buffer(size: 10, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    for value in 1...6 { source.send(value) }
    #expect(subscriber.values == [1])
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2, 3])
    subscriber.demandPerValue = .max(1)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3, 4, 5, 6])
    subscriber.cancel()
  }

  @Test func reentrantRequestsKeepOrderWithoutRecursion() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    var depth = 0
    var maxDepth = 0
    subscriber.onValue = { _ in
      depth += 1
      maxDepth = max(maxDepth, depth)
      subscriber.request(.max(1))
      depth -= 1
    }
    source.buffer(size: 100, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    for value in 1...50 { source.send(value) }
    subscriber.request(.max(1))
    #expect(subscriber.values == Array(1...50))
    #expect(maxDepth == 1)
    source.send(51)
    #expect(subscriber.values.last == 51)
    subscriber.onValue = nil
    subscriber.cancel()
  }

  @Test func reentrantSendIntoTheUpstreamIsBufferedInOrder() {
    let source = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    subscriber.onValue = { value in
      if value < 5 { source.send(value + 1) }
    }
    source.buffer(size: 10, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    source.send(1)
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    subscriber.onValue = nil
    subscriber.cancel()
  }

  @Test func cancelStopsValuesAndCancelsTheUpstream() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    probe.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
    source.send(1)
    subscriber.cancel()
    #expect(probe.log.cancels == 1)
    source.send(2)
    subscriber.request(.max(3))
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesBufferedValuesAndTheSubscriber() {
    let source = PassthroughSubject<SharingToken, Never>()
    weak var weakToken: SharingToken?
    weak var weakSubscriber: TestSubscriber<SharingToken, Never>?
    var subscription: Subscription?
    do {
      let token = SharingToken()
      weakToken = token
      let subscriber = TestSubscriber<SharingToken, Never>(demand: .none)
      weakSubscriber = subscriber
      source.buffer(size: 5, prefetch: .byRequest, whenFull: .dropNewest).subscribe(subscriber)
      source.send(token)
      subscription = subscriber.subscription
      subscriber.cancel()
    }
    #expect(weakToken == nil, "cancel lets go of the buffered values at once")
    #expect(weakSubscriber != nil, "the subscription keeps its subscriber, as Apple's does")
    #expect(subscription != nil)
    subscription = nil
    #expect(weakSubscriber == nil)
  }

  @Test func strategiesAreComparable() {
    #expect(Publishers.PrefetchStrategy.keepFull == .keepFull)
    #expect(Publishers.PrefetchStrategy.keepFull != .byRequest)
    let buffer = Just(1).buffer(size: 4, prefetch: .byRequest, whenFull: .dropOldest)
    #expect(buffer.size == 4)
    #expect(buffer.prefetch == .byRequest)
  }
}
