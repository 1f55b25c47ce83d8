import Testing
import TrellisCombine

@Suite struct AutoconnectTests {
  @Test func connectsOnTheFirstSubscriberOnly() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let auto = probe.makeConnectable().autoconnect()
    #expect(probe.log.subscriptions == 0)
    let first = TestSubscriber<Int, Never>()
    auto.subscribe(first)
    #expect(probe.log.subscriptions == 1)
    let second = TestSubscriber<Int, Never>()
    auto.subscribe(second)
    #expect(probe.log.subscriptions == 1)
    source.send(1)
    #expect(first.values == [1])
    #expect(second.values == [1])
    first.cancel()
    second.cancel()
  }

  @Test func firstSubscriberIsAttachedBeforeTheConnection() {
    let auto = [1, 2, 3].publisher.makeConnectable().autoconnect()
    let subscriber = TestSubscriber<Int, Never>()
    auto.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func completedUpstreamIsNotConnectedAgain() {
    let probe = SharingProbe([1, 2].publisher)
    let auto = probe.makeConnectable().autoconnect()
    let first = TestSubscriber<Int, Never>()
    auto.subscribe(first)
    let late = TestSubscriber<Int, Never>()
    auto.subscribe(late)
    #expect(probe.log.subscriptions == 1)
    #expect(late.values.isEmpty)
    #expect(late.isFinished)
  }

  @Test func failureReachesEverySubscriber() {
    let source = PassthroughSubject<Int, TestError>()
    let auto = source.multicast { PassthroughSubject<Int, TestError>() }.autoconnect()
    let first = TestSubscriber<Int, TestError>()
    let second = TestSubscriber<Int, TestError>()
    auto.subscribe(first)
    auto.subscribe(second)
    source.send(completion: .failure(TestError(code: 8)))
    #expect(first.failure == TestError(code: 8))
    #expect(second.failure == TestError(code: 8))
  }

  @Test func honoursDemand() {
    let source = PassthroughSubject<Int, Never>()
    let auto = source.makeConnectable().autoconnect()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    auto.subscribe(subscriber)
    source.send(1)
    source.send(2)
    subscriber.request(.max(1))
    source.send(3)
    #expect(subscriber.values == [1, 3])
    subscriber.cancel()
  }

  @Test func disconnectsWhenTheLastSubscriberCancelsAndReconnectsForTheNext() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let auto = probe.makeConnectable().autoconnect()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    auto.subscribe(first)
    auto.subscribe(second)
    first.cancel()
    #expect(probe.log.cancels == 0)
    source.send(1)
    #expect(first.values.isEmpty)
    #expect(second.values == [1])
    second.cancel()
    #expect(probe.log.cancels == 1)
    source.send(2)
    #expect(second.values == [1])

    let third = TestSubscriber<Int, Never>()
    auto.subscribe(third)
    #expect(probe.log.subscriptions == 2)
    source.send(3)
    #expect(third.values == [3])
    third.cancel()
    #expect(probe.log.cancels == 2)
  }

  // Apple counts every cancel of a subscriber's subscription, a repeated one too, so a
  // subscriber that cancels twice takes the connection down under the others (looks like a bug
  // in Apple's Combine; matched, since code may depend on it).
  @Test func everyCancelIsCountedEvenARepeatedOne() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let auto = probe.makeConnectable().autoconnect()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    auto.subscribe(first)
    auto.subscribe(second)
    let subscription = first.subscription
    subscription?.cancel()
    #expect(probe.log.cancels == 0)
    subscription?.cancel()
    #expect(probe.log.cancels == 1)
    source.send(1)
    #expect(second.values.isEmpty)
  }

  // A subscriber that cancels inside `receive(subscription:)` of the first subscription does so
  // before `connect()` is called, so Apple does not count it and leaves the connection open.
  @Test func subscriberThatCancelsBeforeTheFirstConnectionLeavesItOpen() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let auto = probe.makeConnectable().autoconnect()
    let impatient = AnySubscriber<Int, Never>(receiveSubscription: { $0.cancel() })
    auto.subscribe(impatient)
    #expect(probe.log.subscriptions == 1)
    #expect(probe.log.cancels == 0)
    let subscriber = TestSubscriber<Int, Never>()
    auto.subscribe(subscriber)
    #expect(probe.log.subscriptions == 1)
    source.send(4)
    #expect(subscriber.values == [4])
    subscriber.cancel()
    #expect(probe.log.cancels == 0, "the connection still counts the impatient subscriber")
  }

  @Test func subscriberGetsTheUpstreamSubscriptionItself() {
    let auto = PassthroughSubject<Int, Never>().makeConnectable().autoconnect()
    let subscriber = TestSubscriber<Int, Never>()
    auto.subscribe(subscriber)
    #expect(subscriber.subscription.map { String(describing: $0) } == "Multicast")
    subscriber.cancel()
  }

  @Test func subscriberItAttachesDescribesAndReflectsItself() throws {
    let upstream = CapturingConnectable()
    let auto = upstream.autoconnect()
    auto.subscribe(TestSubscriber<Int, Never>())
    let inner = try #require(upstream.subscriber)
    #expect((inner as? CustomStringConvertible)?.description == "Autoconnect")
    #expect(
      (inner as? CustomPlaygroundDisplayConvertible)?.playgroundDescription as? String
        == "Autoconnect")
    let mirror = try #require((inner as? CustomReflectable)?.customMirror)
    #expect(mirror.children.map(\.label) == ["parent", "downstream"])
  }

  @Test func cancelReleasesTheSubscriber() {
    let source = PassthroughSubject<Int, Never>()
    let auto = source.makeConnectable().autoconnect()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    var subscription: Subscription?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      auto.subscribe(subscriber)
      subscription = subscriber.subscription
    }
    #expect(weakSubscriber != nil)
    subscription?.cancel()
    #expect(weakSubscriber == nil)
  }
}

/// A connectable publisher that keeps the subscriber it is given and never sends anything.
private final class CapturingConnectable: ConnectablePublisher {
  typealias Output = Int
  typealias Failure = Never
  private(set) var subscriber: Any?
  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
    self.subscriber = subscriber
  }
  func connect() -> Cancellable { AnyCancellable {} }
}
