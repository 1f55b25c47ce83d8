import Testing
import TrellisCombine

@Suite struct OptionalPublisherTests {
  @Test func someEmitsTheValueThenFinishes() {
    let subscriber = TestSubscriber<Int, Never>()
    Optional(4).publisher.subscribe(subscriber)
    #expect(subscriber.values == [4])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func noneJustFinishesWithoutDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Int?.none.publisher.subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func valueWaitsForDemand() {
    let subscriber = TestSubscriber<String, Never>(demand: .none)
    Optional<String>.Publisher("x").subscribe(subscriber)
    #expect(subscriber.events.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == ["x"])
    #expect(subscriber.isFinished)
  }

  @Test func storesItsOutputAndComparesByIt() {
    #expect(Optional(1).publisher.output == 1)
    #expect(Optional(1).publisher == Optional<Int>.Publisher(1))
    #expect(Optional(1).publisher != Optional<Int>.Publisher(nil))
  }

  @Test func cancelBeforeDemandDeliversNothing() {
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    Optional(4).publisher.subscribe(subscriber)
    subscriber.cancel()
    subscriber.request(.max(1))
    #expect(subscriber.events.isEmpty)
  }

  @Test func cancelReleasesTheValue() {
    weak var weakToken: SharingToken?
    let subscriber = TestSubscriber<SharingToken, Never>(demand: .none)
    do {
      let token = SharingToken()
      weakToken = token
      Optional(token).publisher.subscribe(subscriber)
    }
    #expect(weakToken != nil)
    subscriber.cancel()
    #expect(weakToken == nil)
  }
}
