import Testing
import TrellisCombine

@Suite struct AnyPublisherTests {
  @Test func forwardsEverythingFromTheWrappedPublisher() {
    let subject = PassthroughSubject<Int, TestError>()
    let erased = subject.eraseToAnyPublisher()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    erased.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subscriber.request(.max(5))
    subject.send(3)
    subject.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.values == [1, 3])
    #expect(subscriber.failure == TestError(code: 3))
  }

  @Test func theWrappedPublisherSeesTheSubscribersIdentity() {
    final class IdentityRecorder: Publisher {
      typealias Output = Int
      typealias Failure = Never
      var seen: [CombineIdentifier] = []
      func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        seen.append(subscriber.combineIdentifier)
        subscriber.receive(subscription: Subscriptions.empty)
      }
    }
    let recorder = IdentityRecorder()
    let subscriber = TestSubscriber<Int, Never>()
    recorder.eraseToAnyPublisher().subscribe(subscriber)
    #expect(recorder.seen == [subscriber.combineIdentifier])
    #expect(subscriber.subscriptionCount == 1)
  }

  @Test func erasingTwiceSharesOneBox() {
    let erased = PassthroughSubject<Int, Never>().eraseToAnyPublisher()
    let again = erased.eraseToAnyPublisher()
    #expect(MemoryLayout<AnyPublisher<Int, Never>>.size == MemoryLayout<AnyObject>.size)
    let first = ObjectIdentifier(unsafeBitCast(erased, to: AnyObject.self))
    let second = ObjectIdentifier(unsafeBitCast(again, to: AnyObject.self))
    #expect(first == second)
  }

  @Test func erasingTwiceDoesNotNest() {
    let erased = Just(1).eraseToAnyPublisher()
    let again = erased.eraseToAnyPublisher()
    let subscriber = TestSubscriber<Int, Never>()
    again.subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }
}

@Suite struct AnySubscriberTests {
  @Test func closuresReceiveEachEvent() {
    var values: [Int] = []
    var finished = false
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(2)) },
      receiveValue: {
        values.append($0)
        return .none
      },
      receiveCompletion: { _ in finished = true })
    [1, 2, 3].publisher.subscribe(subscriber)
    #expect(values == [1, 2])
    #expect(!finished)
  }

  @Test func wrappingASubscriberKeepsItsIdentity() {
    let inner = TestSubscriber<Int, Never>()
    let erased = AnySubscriber(inner)
    #expect(erased.combineIdentifier == inner.combineIdentifier)
    Just(5).subscribe(erased)
    #expect(inner.values == [5])
  }

  @Test func wrappingASubjectForwardsIntoIt() {
    let subject = PassthroughSubject<Int, Never>()
    let downstream = TestSubscriber<Int, Never>()
    subject.subscribe(downstream)
    [1, 2].publisher.subscribe(AnySubscriber(subject))
    #expect(downstream.values == [1, 2])
    #expect(downstream.isFinished)
  }
}
