import Testing
import TrellisCombine

/// The future's subscription shows Apple's mirror and keeps its future until the outcome has
/// been delivered.
@Suite struct FutureMirrorTests {
  private func parent(of subscription: Subscription) -> Any? {
    Mirror(reflecting: subscription).children.first { $0.label == "parent" }?.value
  }

  @Test func keepsTheFutureWhileDeliveringThenLetsGo() throws {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    let subscriber = TestSubscriber<Int, Never>()
    var parentWhileDelivering: String?
    future.subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    subscriber.onValue = { [self] _ in
      parentWhileDelivering = "\(parent(of: subscription) ?? "missing")"
    }
    let labels = Mirror(reflecting: subscription).children.map { $0.label ?? "-" }
    #expect(labels == ["parent", "downstream", "hasAnyDemand", "subject"])
    #expect(String(describing: subscription) == "Future")
    promise?(.success(1))
    #expect(parentWhileDelivering?.contains("Future") == true)
    #expect("\(parent(of: subscription) ?? "missing")" == "nil")
    #expect(subscriber.values == [1])
  }

  @Test func aFailedFutureDeliversAtOnceAndHoldsNothing() throws {
    let future = Future<Int, TestError> { $0(.failure(TestError())) }
    let subscriber = TestSubscriber<Int, TestError>(demand: .none, keepsSubscription: true)
    future.subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    let values = Mirror(reflecting: subscription).children.map { "\($0.value)" }
    #expect(values == ["nil", "nil", "false", "nil"])
    #expect(subscriber.failure == TestError())
  }

  @Test func aDeliveryARequestSetsOffKeepsTheFuture() throws {
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    future.subscribe(subscriber)
    promise?(.success(4))
    let subscription = try #require(subscriber.subscription)
    subscription.request(.max(1))
    #expect(subscriber.values == [4])
    // Apple's quirk, matched: after a delivery set off by a request, the future is kept.
    #expect("\(parent(of: subscription) ?? "missing")".contains("Future"))
  }
}
