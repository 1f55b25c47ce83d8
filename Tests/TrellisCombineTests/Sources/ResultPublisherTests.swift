import Testing
import TrellisCombine

@Suite struct ResultPublisherTests {
  @Test func successEmitsTheValueThenFinishes() {
    let subscriber = TestSubscriber<Int, TestError>()
    Result<Int, TestError>.success(3).publisher.subscribe(subscriber)
    #expect(subscriber.values == [3])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func failureFailsAtOnceWithoutDemand() {
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    Result<Int, TestError>.failure(TestError(code: 6)).publisher.subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 6))
  }

  @Test func valueWaitsForDemand() {
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    Result<Int, TestError>.Publisher(5).subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [5])
    #expect(subscriber.isFinished)
  }

  @Test func initialisersAndEquality() {
    typealias P = Result<Int, TestError>.Publisher
    #expect(P(1) == P(.success(1)))
    #expect(P(TestError(code: 2)) == P(.failure(TestError(code: 2))))
    #expect(P(1) != P(2))
    #expect(Result<Int, TestError>.success(1).publisher.result == .success(1))
  }

  @Test func cancelBeforeDemandDeliversNothing() {
    let subscriber = TestSubscriber<Int, TestError>(demand: .none)
    Result<Int, TestError>.Publisher(5).subscribe(subscriber)
    subscriber.cancel()
    subscriber.request(.max(1))
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesTheSubscriber() {
    weak var weakToken: SharingToken?
    let subscriber = TestSubscriber<SharingToken, Never>(demand: .none)
    do {
      let token = SharingToken()
      weakToken = token
      Result<SharingToken, Never>.Publisher(token).subscribe(subscriber)
    }
    #expect(weakToken != nil)
    subscriber.cancel()
    #expect(weakToken == nil)
  }
}
