import Testing
import TrellisCombine

@Suite struct MulticastTests {
  @Test func nothingFlowsUntilConnect() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let multicast = probe.multicast { PassthroughSubject<Int, Never>() }
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    multicast.subscribe(first)
    multicast.subscribe(second)
    source.send(1)
    #expect(probe.log.subscriptions == 0)
    let connection = multicast.connect()
    #expect(probe.log.subscriptions == 1)
    #expect(probe.log.requests == [.unlimited])
    source.send(2)
    source.send(3)
    #expect(first.values == [2, 3])
    #expect(second.values == [2, 3])
    connection.cancel()
  }

  @Test func subscribersAttachedBeforeConnectSeeEveryValueOfASynchronousUpstream() {
    let multicast = [1, 2, 3].publisher.multicast { PassthroughSubject<Int, Never>() }
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    multicast.subscribe(first)
    multicast.subscribe(second)
    #expect(first.events.isEmpty)
    _ = multicast.connect()
    #expect(first.values == [1, 2, 3])
    #expect(second.values == [1, 2, 3])
    #expect(first.isFinished && second.isFinished)
    let late = TestSubscriber<Int, Never>()
    multicast.subscribe(late)
    #expect(late.values.isEmpty)
    #expect(late.isFinished)
  }

  @Test func makesTheSubjectOnceAndOnlyWhenNeeded() {
    var made = 0
    let multicast = Just(1).multicast { () -> PassthroughSubject<Int, Never> in
      made += 1
      return PassthroughSubject()
    }
    #expect(made == 0)
    multicast.subscribe(TestSubscriber<Int, Never>())
    #expect(made == 1)
    _ = multicast.connect()
    multicast.subscribe(TestSubscriber<Int, Never>())
    #expect(made == 1)
  }

  @Test func usesTheGivenSubject() {
    let source = PassthroughSubject<Int, Never>()
    let subject = PassthroughSubject<Int, Never>()
    let multicast = source.multicast(subject: subject)
    let subscriber = TestSubscriber<Int, Never>()
    multicast.subscribe(subscriber)
    subject.send(10)
    let connection = multicast.connect()
    source.send(11)
    #expect(subscriber.values == [10, 11])
    connection.cancel()
  }

  @Test func failureReachesEverySubscriber() {
    let source = PassthroughSubject<Int, TestError>()
    let multicast = source.multicast { PassthroughSubject<Int, TestError>() }
    let first = TestSubscriber<Int, TestError>()
    let second = TestSubscriber<Int, TestError>()
    multicast.subscribe(first)
    multicast.subscribe(second)
    let connection = multicast.connect()
    source.send(1)
    source.send(completion: .failure(TestError(code: 3)))
    source.send(2)
    #expect(first.values == [1])
    #expect(first.failure == TestError(code: 3))
    #expect(second.failure == TestError(code: 3))
    #expect(second.completions.count == 1)
    connection.cancel()
  }

  @Test func eachSubscriberGetsOnlyWhatItAsksFor() {
    let multicast = [1, 2, 3, 4].publisher.multicast { PassthroughSubject<Int, Never>() }
    let limited = TestSubscriber<Int, Never>(demand: .max(2))
    let unlimited = TestSubscriber<Int, Never>()
    multicast.subscribe(limited)
    multicast.subscribe(unlimited)
    _ = multicast.connect()
    #expect(limited.values == [1, 2])
    #expect(unlimited.values == [1, 2, 3, 4])
  }

  @Test func cancellingTheConnectionStopsValuesAndReconnectingSubscribesAgain() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let multicast = probe.multicast { PassthroughSubject<Int, Never>() }
    let subscriber = TestSubscriber<Int, Never>()
    multicast.subscribe(subscriber)
    let connection = multicast.connect()
    source.send(1)
    connection.cancel()
    #expect(probe.log.cancels == 1)
    source.send(2)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
    connection.cancel()
    #expect(probe.log.cancels == 1)
    let again = multicast.connect()
    #expect(probe.log.subscriptions == 2)
    source.send(3)
    #expect(subscriber.values == [1, 3])
    again.cancel()
  }

  @Test func cancellingASubscriberLeavesTheConnectionUp() {
    let source = PassthroughSubject<Int, Never>()
    let probe = SharingProbe(source)
    let multicast = probe.multicast { PassthroughSubject<Int, Never>() }
    let leaving = TestSubscriber<Int, Never>()
    let staying = TestSubscriber<Int, Never>()
    multicast.subscribe(leaving)
    multicast.subscribe(staying)
    let connection = multicast.connect()
    source.send(1)
    leaving.cancel()
    source.send(2)
    #expect(leaving.values == [1])
    #expect(staying.values == [1, 2])
    #expect(probe.log.cancels == 0)
    connection.cancel()
  }

  @Test func reentrantSendFromASubscriberIsDeliveredInOrder() {
    let source = PassthroughSubject<Int, Never>()
    let multicast = source.multicast { PassthroughSubject<Int, Never>() }
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 3 { source.send(value + 1) }
    }
    multicast.subscribe(subscriber)
    let connection = multicast.connect()
    source.send(1)
    #expect(subscriber.values == [1, 2, 3])
    subscriber.onValue = nil
    connection.cancel()
  }

  // The connection is the AnyCancellable of `upstream.subscribe(subject)`, as in Apple's
  // Combine, so dropping it ends the connection.
  @Test func droppingTheConnectionCancelsIt() {
    let source = PassthroughSubject<Int, Never>()
    let multicast = source.multicast { PassthroughSubject<Int, Never>() }
    let subscriber = TestSubscriber<Int, Never>()
    multicast.subscribe(subscriber)
    do { _ = multicast.connect() }
    source.send(1)
    #expect(subscriber.values.isEmpty)
    let connection = multicast.connect()
    #expect(connection is AnyCancellable)
    source.send(2)
    #expect(subscriber.values == [2])
    connection.cancel()
  }

  @Test func subscriberGetsASubscriptionOfItsOwnThatIgnoresLateEvents() throws {
    let subject = PassthroughSubject<Int, Never>()
    let multicast = Empty<Int, Never>(completeImmediately: false).multicast(subject: subject)
    let subscriber = TestSubscriber<Int, Never>(demandPerValue: .max(3))
    multicast.subscribe(subscriber)
    let subscription = try #require(subscriber.subscription)
    expectDescribed(subscription, as: "Multicast", children: [])
    subject.send(1)
    #expect(subscriber.values == [1])
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])
  }

  /// The subscribers keep the subject alive, not the connection: like Apple's, the
  /// subscriber `connect()` puts on the upstream holds its subject weakly.
  @Test func theSubscribersKeepTheSubjectNotTheConnection() {
    let source = PassthroughSubject<Int, Never>()
    weak var weakSubject: PassthroughSubject<Int, Never>?
    weak var weakMulticast:
      Publishers.Multicast<
        PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>
      >?
    var connection: Cancellable?
    var cancellable: AnyCancellable?
    var received: [Int] = []
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      let multicast = source.multicast(subject: subject)
      weakMulticast = multicast
      cancellable = multicast.sink { received.append($0) }
      connection = multicast.connect()
    }
    #expect(weakMulticast == nil)
    #expect(weakSubject != nil)
    source.send(1)
    #expect(received == [1])
    cancellable = nil
    #expect(weakSubject == nil)
    source.send(2)
    #expect(received == [1])
    connection?.cancel()
    _ = cancellable
  }
}
