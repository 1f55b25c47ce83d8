import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token
private typealias Scripted = CombiningSupport.Scripted

@Suite struct CatchTests {
  @Test func passesValuesAndFinishWithoutCallingTheHandler() {
    var handled = 0
    let subscriber = TestSubscriber<Int, Never>()
    Scripted<Int>([.init(values: [1, 2, 3], completion: .finished)])
      .catch { _ -> Just<Int> in
        handled += 1
        return Just(0)
      }
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
    #expect(handled == 0)
  }

  @Test func replacesAFailedUpstreamWithTheHandlersPublisher() {
    let upstream = PassthroughSubject<Int, TestError>()
    var errors: [TestError] = []
    let subscriber = TestSubscriber<Int, Never>()
    upstream.catch { error -> Publishers.Sequence<[Int], Never> in
      errors.append(error)
      return [10, 20].publisher
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .failure(TestError(code: 3)))
    upstream.send(2)
    #expect(errors == [TestError(code: 3)])
    #expect(subscriber.values == [1, 10, 20])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func theReplacementsFailureIsPassedOn() {
    let subscriber = TestSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 1))
      .catch { _ in Fail<Int, TestError>(error: TestError(code: 2)) }
      .subscribe(subscriber)
    #expect(subscriber.failure == TestError(code: 2))
    #expect(subscriber.completions.count == 1)
  }

  @Test func theReplacementIsAskedForTheRemainingDemand() {
    let upstream = Probe<Int, TestError>()
    let replacement = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(3))
    upstream.catch { _ in replacement }.subscribe(subscriber)
    #expect(upstream.requests == [.max(3)])
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(replacement.requests == [.max(2)])
    subscriber.request(.max(4))
    #expect(replacement.requests == [.max(2), .max(4)])
    replacement.send(2)
    replacement.send(completion: .finished)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func demandRequestedBeforeTheReplacementArrivesIsKept() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Fail<Int, TestError>(error: TestError()).catch { _ in [7, 8, 9].publisher }
      .subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(2))
    #expect(subscriber.values == [7, 8])
    subscriber.request(.max(1))
    #expect(subscriber.values == [7, 8, 9])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsTheCurrentSource() {
    let upstream = Probe<Int, TestError>()
    let replacement = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.catch { _ in replacement }.subscribe(subscriber)
    upstream.send(completion: .failure(TestError()))
    replacement.send(1)
    subscriber.cancel()
    #expect(replacement.isCancelled)
    // Apple's catch still passes on a value the replacement sends after the cancel.
    replacement.send(2)
    #expect(subscriber.values == [1, 2])

    let other = Probe<Int, TestError>()
    let second = TestSubscriber<Int, TestError>()
    other.catch { _ in Empty() }.subscribe(second)
    second.cancel()
    #expect(other.isCancelled)
  }

  @Test func reentrantRequestFromInsideReceiveDoesNotRecurse() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    Fail<Int, TestError>(error: TestError()).catch { _ in (1...10_000).publisher }
      .subscribe(subscriber)
    #expect(subscriber.values.count == 10_000)
    #expect(subscriber.isFinished)
  }

  @Test func cancelReleasesTheHandler() {
    let upstream = PassthroughSubject<Int, TestError>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = upstream.catch { _ -> Just<Int> in
        _ = token
        return Just(0)
      }.sink { _ in }
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func catchingReleasesTheHandlerAndCompletionTheSubscriber() {
    let upstream = PassthroughSubject<Int, TestError>()
    weak var weakToken: Token?
    weak var weakSinkToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      let sinkToken = Token()
      weakToken = token
      weakSinkToken = sinkToken
      cancellable = upstream.catch { _ -> Just<Int> in
        _ = token
        return Just(0)
      }.sink { _ in _ = sinkToken }
    }
    upstream.send(completion: .failure(TestError()))
    #expect(weakToken == nil)
    #expect(weakSinkToken == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Fail<Int, TestError>(error: TestError()).catch { _ in Just(2) }.subscribe(subscriber)
      subscriber.request(.none)
    }
  }

  @Test func valueWithoutDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = DemandRecordingPublisher<Int, TestError>()
      upstream.catch { _ in Just(0) }.subscribe(TestSubscriber<Int, Never>(demand: .none))
      upstream.send(1)
    }
  }

  @Test func secondUpstreamFailureTraps() async {
    await #expect(processExitsWith: .failure) {
      let upstream = DemandRecordingPublisher<Int, TestError>()
      upstream.catch { _ in Empty<Int, Never>(completeImmediately: false) }
        .subscribe(TestSubscriber<Int, Never>())
      upstream.send(completion: .failure(TestError()))
      upstream.send(completion: .failure(TestError()))
    }
  }

  // A cancel while the replacement is being subscribed does nothing in Apple's Combine: the
  // replacement is still asked for the demand, and its completion passed on.
  @Test func cancelWhileTheReplacementIsPendingIsIgnored() {
    let upstream = DemandRecordingPublisher<Int, TestError>()
    let replacement = DemandRecordingPublisher<Int, Never>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    upstream.catch { _ in replacement }.subscribe(subscriber)
    let subscription = subscriber.subscription
    upstream.send(completion: .failure(TestError()))
    subscription?.cancel()
    replacement.sendSubscription()
    #expect(replacement.requests == [.max(3)])
    replacement.send(completion: .finished)
    #expect(subscriber.isFinished)
  }

  @Test func subscriberGetsItsSubscriptionWhenTheUpstreamsArrives() {
    let upstream = DemandRecordingPublisher<Int, TestError>(sendsSubscription: false)
    let subscriber = TestSubscriber<Int, Never>()
    upstream.catch { _ in Just(0) }.subscribe(subscriber)
    #expect(subscriber.subscriptionCount == 0)
    upstream.sendSubscription()
    #expect(subscriber.subscriptionCount == 1)
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    PassthroughSubject<Int, TestError>().catch { _ in Just(0) }.subscribe(subscriber)
    expectDescribed(
      try #require(subscriber.subscription), as: "Catch", children: ["downstream", "demand"])
  }
}
