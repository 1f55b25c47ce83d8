import Testing
import TrellisCombine

@Suite struct ShareTests {
  @Test func sharesOneUpstreamSubscription() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let shared = probe.share()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    #expect(probe.log.subscriptions == 1)
    #expect(probe.log.requests == [.unlimited])
    source.send(1)
    source.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    first.cancel()
    second.cancel()
  }

  @Test func lateSubscriberMissesEarlierValues() {
    let source = PassthroughSubject<Int, Never>()
    let shared = source.share()
    let early = TestSubscriber<Int, Never>()
    shared.subscribe(early)
    source.send(1)
    let late = TestSubscriber<Int, Never>()
    shared.subscribe(late)
    source.send(2)
    #expect(early.values == [1, 2])
    #expect(late.values == [2])
    early.cancel()
    late.cancel()
  }

  @Test func synchronousUpstreamRunsOnceForTheFirstSubscriber() {
    let probe = SharingProbe([1, 2, 3].publisher)
    let shared = probe.share()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    #expect(first.values == [1, 2, 3])
    #expect(first.isFinished)
    #expect(second.values.isEmpty)
    #expect(second.isFinished)
    #expect(probe.log.subscriptions == 1)
  }

  @Test func futureWorkIsDoneOnceForAllSubscribers() {
    var runs = 0
    var promise: Future<Int, Never>.Promise?
    let shared = Deferred {
      Future<Int, Never> { fulfil in
        runs += 1
        promise = fulfil
      }
    }.share()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    promise?(.success(42))
    #expect(runs == 1)
    #expect(first.values == [42])
    #expect(second.values == [42])
    #expect(first.isFinished && second.isFinished)
  }

  @Test func failureReachesEverySubscriber() {
    let source = PassthroughSubject<Int, TestError>()
    let shared = source.share()
    let first = TestSubscriber<Int, TestError>()
    let second = TestSubscriber<Int, TestError>()
    shared.subscribe(first)
    shared.subscribe(second)
    source.send(completion: .failure(TestError(code: 2)))
    #expect(first.failure == TestError(code: 2))
    #expect(second.failure == TestError(code: 2))
  }

  @Test func eachSubscriberGetsOnlyWhatItAsksFor() {
    let source = PassthroughSubject<Int, Never>()
    let shared = source.share()
    let limited = TestSubscriber<Int, Never>(demand: .max(1))
    let unlimited = TestSubscriber<Int, Never>()
    shared.subscribe(limited)
    shared.subscribe(unlimited)
    for value in 1...3 { source.send(value) }
    #expect(limited.values == [1])
    #expect(unlimited.values == [1, 2, 3])
    limited.cancel()
    unlimited.cancel()
  }

  @Test func cancelsTheUpstreamAfterTheLastSubscriberAndStartsAgainForTheNext() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let shared = probe.share()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    first.cancel()
    #expect(probe.log.cancels == 0)
    second.cancel()
    #expect(probe.log.cancels == 1)
    source.send(1)
    #expect(first.values.isEmpty && second.values.isEmpty)

    let third = TestSubscriber<Int, Never>()
    shared.subscribe(third)
    #expect(probe.log.subscriptions == 2)
    source.send(2)
    #expect(third.values == [2])
    third.cancel()
    #expect(probe.log.cancels == 2)
  }

  @Test func isEqualOnlyToItself() {
    let source = PassthroughSubject<Int, Never>()
    let shared = source.share()
    let alias = shared
    #expect(shared == alias)
    #expect(shared != source.share())
  }

  @Test func releasesUpstreamAndSubscribersAfterEveryoneCancels() {
    weak var weakToken: SharingToken?
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let source = PassthroughSubject<Int, Never>()
    var cancellables: [AnyCancellable] = []
    do {
      let token = SharingToken()
      weakToken = token
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      let made = Deferred { () -> PassthroughSubject<Int, Never> in
        _ = token
        return source
      }.share()
      made.subscribe(subscriber)
      cancellables.append(made.sink { _ in _ = token })
      cancellables.append(AnyCancellable { subscriber.cancel() })
    }
    source.send(1)
    #expect(weakSubscriber?.values == [1])
    #expect(weakToken != nil)
    cancellables = []
    #expect(weakSubscriber == nil)
    #expect(weakToken == nil)
  }

  @Test func lastCancelTakesTheConnectionDownOnce() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let shared = probe.share()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    shared.subscribe(first)
    shared.subscribe(second)
    first.cancel()
    #expect(probe.log.cancels == 0)
    second.cancel()
    #expect(probe.log.cancels == 1)
  }

  @Test func subscribersSeeTheMulticastSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().share().subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    #expect(String(describing: subscription) == "Multicast")
    subscriber.cancel()
  }
}
