import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token
private typealias Scripted = CombiningSupport.Scripted

@Suite struct RetryTests {
  private func failing(_ values: [Int], code: Int = 1) -> Scripted<Int>.Script {
    .init(values: values, completion: .failure(TestError(code: code)))
  }

  @Test func resubscribesAfterAFailureUntilTheUpstreamSucceeds() {
    let upstream = Scripted<Int>([
      failing([1]), failing([2]), .init(values: [3, 4], completion: .finished),
    ])
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.retry(5).subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(subscriber.isFinished)
    #expect(upstream.subscriptionCount == 3)
  }

  @Test func passesTheFailureOnOnceTheRetriesAreUsedUp() {
    let upstream = Scripted<Int>([
      failing([1], code: 1), failing([], code: 2), failing([], code: 3),
    ])
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.retry(2).subscribe(subscriber)
    #expect(upstream.subscriptionCount == 3)
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 3))
    #expect(subscriber.completions.count == 1)
  }

  @Test func zeroRetriesPassesTheFirstFailureOn() {
    let subscriber = TestSubscriber<Int, TestError>()
    let upstream = Scripted<Int>([failing([5])])
    upstream.retry(0).subscribe(subscriber)
    #expect(subscriber.values == [5])
    #expect(subscriber.failure == TestError(code: 1))
    #expect(upstream.subscriptionCount == 1)
  }

  @Test func aFinishIsNotRetried() {
    let upstream = Scripted<Int>([.init(values: [1], completion: .finished)])
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.retry(3).subscribe(subscriber)
    #expect(subscriber.isFinished)
    #expect(upstream.subscriptionCount == 1)
  }

  @Test func unlimitedRetriesKeepGoingUntilSuccess() {
    let scripts =
      Array(repeating: failing([]), count: 50) + [
        .init(values: [1], completion: .finished)
      ]
    let upstream = Scripted<Int>(scripts)
    let subscriber = TestSubscriber<Int, TestError>()
    Publishers.Retry(upstream: upstream, retries: nil).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
    #expect(upstream.subscriptionCount == 51)
  }

  @Test func manySynchronousFailuresDoNotRecurse() {
    let subscriber = TestSubscriber<Int, TestError>()
    let upstream = Scripted<Int>([failing([])])
    upstream.retry(100_000).subscribe(subscriber)
    #expect(upstream.subscriptionCount == 100_001)
    #expect(subscriber.failure == TestError(code: 1))
  }

  @Test func eachAttemptIsAskedForTheRemainingDemand() {
    let upstream = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(3))
    upstream.retry(1).subscribe(subscriber)
    #expect(upstream.requests == [.max(3)])
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(upstream.subscriptionCount == 2)
    #expect(upstream.requests == [.max(3), .max(2)])
    upstream.send(2)
    upstream.send(3)
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func demandIsHonouredAcrossAttempts() {
    let upstream = Scripted<Int>([
      failing([1, 2]), .init(values: [3, 4, 5], completion: .finished),
    ])
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(3))
    upstream.retry(1).subscribe(subscriber)
    // The second attempt is asked only for what the first left of the demand.
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.completions.isEmpty)
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2, 3, 4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsTheCurrentAttempt() {
    let upstream = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    upstream.retry(3).subscribe(subscriber)
    upstream.send(completion: .failure(TestError()))
    upstream.send(1)
    subscriber.cancel()
    upstream.send(2)
    upstream.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1])
    #expect(upstream.isCancelled)
    #expect(upstream.subscriptionCount == 2)
  }

  @Test func cancelReleasesTheSubscriber() {
    let upstream = PassthroughSubject<Int, TestError>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = upstream.retry(2).sink(
        receiveCompletion: { _ in }, receiveValue: { _ in _ = token })
    }
    upstream.send(1)
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func equatableWhenTheUpstreamIs() {
    #expect(Just(1).retry(2) == Publishers.Retry(upstream: Just(1), retries: 2))
    #expect(Just(1).retry(2) != Publishers.Retry(upstream: Just(1), retries: nil))
  }

  @Test func reentrantRequestFromInsideReceiveIsServed() {
    let upstream = Scripted<Int>([
      failing([1, 2]), .init(values: Array(3...10_000), completion: .finished),
    ])
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    upstream.retry(1).subscribe(subscriber)
    #expect(subscriber.values == Array(1...10_000))
    #expect(subscriber.isFinished)
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Just(1).retry(1).subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
