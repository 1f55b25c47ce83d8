import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token

@Suite struct TryCatchTests {
  @Test func replacesAFailedUpstreamWithTheHandlersPublisher() {
    let upstream = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryCatch { _ in [10, 20].publisher }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1, 10, 20])
    #expect(subscriber.isFinished)
  }

  @Test func failsWithTheErrorTheHandlerThrows() {
    let upstream = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryCatch { error -> Just<Int> in
      throw TestError(code: error.code + 100)
    }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .failure(TestError(code: 1)))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure as? TestError == TestError(code: 101))
    #expect(subscriber.completions.count == 1)
  }

  @Test func theReplacementsFailureIsErased() {
    let subscriber = TestSubscriber<Int, any Error>()
    Fail<Int, TestError>(error: TestError(code: 1))
      .tryCatch { _ in Fail<Int, TestError>(error: TestError(code: 2)) }
      .subscribe(subscriber)
    #expect(subscriber.failure as? TestError == TestError(code: 2))
  }

  @Test func theReplacementIsAskedForTheRemainingDemand() {
    let upstream = Probe<Int, TestError>()
    let replacement = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(2))
    upstream.tryCatch { _ in replacement }.subscribe(subscriber)
    upstream.send(1)
    upstream.send(completion: .failure(TestError()))
    #expect(replacement.requests == [.max(1)])
    replacement.send(2)
    replacement.send(completion: .finished)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func cancelCancelsTheCurrentSourceAndKeepsTheHandler() {
    let upstream = Probe<Int, TestError>()
    weak var weakToken: Token?
    let subscriber = TestSubscriber<Int, any Error>()
    do {
      let token = Token()
      weakToken = token
      upstream.tryCatch { _ -> Just<Int> in
        _ = token
        return Just(0)
      }.subscribe(subscriber)
    }
    upstream.send(1)
    #expect(weakToken != nil)
    subscriber.cancel()
    #expect(upstream.isCancelled)
    // Apple's tryCatch keeps its handler until the chain is torn down, and still passes on a
    // value an upstream sends after the cancel.
    upstream.send(2)
    #expect(subscriber.values == [1, 2])
    #expect(weakToken != nil)
  }
}
