import Testing
import TrellisCombine

@Suite struct MakeConnectableTests {
  @Test func startsOnlyOnConnect() {
    let probe = SharingProbe([1, 2, 3].publisher)
    let connectable = probe.makeConnectable()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    connectable.subscribe(first)
    connectable.subscribe(second)
    #expect(probe.log.subscriptions == 0)
    #expect(first.events.isEmpty)
    _ = connectable.connect()
    #expect(probe.log.subscriptions == 1)
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [1, 2, 3])
    #expect(first.isFinished && second.isFinished)
  }

  @Test func copiesShareOneConnection() {
    let source = PassthroughSubject<Int, Never>()
    let connectable = source.makeConnectable()
    let copy = connectable
    let subscriber = TestSubscriber<Int, Never>()
    copy.subscribe(subscriber)
    let connection = connectable.connect()
    source.send(5)
    #expect(subscriber.values == [5])
    connection.cancel()
  }

  @Test func honoursEachSubscribersDemand() {
    let connectable = [1, 2, 3].publisher.makeConnectable()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    connectable.subscribe(subscriber)
    _ = connectable.connect()
    #expect(subscriber.values == [1])
  }

  @Test func cancellingTheConnectionCancelsTheUpstreamAndStopsValues() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let connectable = probe.makeConnectable()
    let subscriber = TestSubscriber<Int, Never>()
    connectable.subscribe(subscriber)
    let connection = connectable.connect()
    source.send(1)
    connection.cancel()
    source.send(2)
    #expect(probe.log.cancels == 1)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
    let again = connectable.connect()
    source.send(3)
    #expect(subscriber.values == [1, 3])
    again.cancel()
  }

  @Test func cancelledSubscriberIsReleased() {
    let source = PassthroughSubject<Int, Never>()
    let connectable = source.makeConnectable()
    let connection = connectable.connect()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    var subscription: Subscription?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      connectable.subscribe(subscriber)
      subscription = subscriber.subscription
    }
    source.send(1)
    #expect(weakSubscriber?.values == [1])
    subscription?.cancel()
    #expect(weakSubscriber == nil)
    connection.cancel()
  }
}
