import Testing
import TrellisCombine

@Suite struct ObservableObjectPublisherTests {
  @Test func deliversEverySendOnceAnyDemandWasRequested() {
    let publisher = ObservableObjectPublisher()
    let subscriber = TestSubscriber<Void, Never>(demand: .max(1))
    publisher.subscribe(subscriber)
    for _ in 0..<5 { publisher.send() }
    // As Apple's: one request opens the flow for good, however little it asked for.
    #expect(subscriber.values.count == 5)
  }

  @Test func deliversNothingBeforeTheFirstRequest() {
    let publisher = ObservableObjectPublisher()
    let subscriber = TestSubscriber<Void, Never>(demand: .none)
    publisher.subscribe(subscriber)
    publisher.send()
    #expect(subscriber.values.isEmpty)
    subscriber.request(.max(1))
    publisher.send()
    publisher.send()
    #expect(subscriber.values.count == 2)
  }

  @Test func cancelStopsDelivery() {
    let publisher = ObservableObjectPublisher()
    let subscriber = TestSubscriber<Void, Never>()
    publisher.subscribe(subscriber)
    publisher.send()
    subscriber.cancel()
    publisher.send()
    #expect(subscriber.values.count == 1)
  }
}
