import Testing
import TrellisCombine

@Suite struct PassthroughSubjectTests {
  @Test func deliversValuesThenCompletion() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.subscribe(subscriber)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    subject.send(3)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.isFinished)
  }

  @Test func honoursDemandAndDropsValuesSentWithoutDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    subject.subscribe(subscriber)
    for value in 1...5 { subject.send(value) }
    #expect(subscriber.values == [1, 2])
    subscriber.request(.max(1))
    subject.send(6)
    subject.send(7)
    #expect(subscriber.values == [1, 2, 6])
  }

  @Test func demandReturnedFromReceiveAccumulates() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(1))
    subject.subscribe(subscriber)
    for value in 1...4 { subject.send(value) }
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test func lateSubscriberGetsCompletionAtOnce() {
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(completion: .failure(TestError(code: 7)))
    let subscriber = TestSubscriber<Int, TestError>()
    subject.subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.failure == TestError(code: 7))
  }

  @Test func cancelStopsDeliveryToThatSubscriberOnly() {
    let subject = PassthroughSubject<Int, Never>()
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    subject.subscribe(first)
    subject.subscribe(second)
    subject.send(1)
    first.cancel()
    subject.send(2)
    #expect(first.values == [1])
    #expect(second.values == [1, 2])
  }

  @Test func reentrantSendFromSubscriberIsDelivered() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.sink { value in
      received.append(value)
      if value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(received == [1, 2, 3])
    cancellable.cancel()
  }

  @Test func subjectCanSubscribeToAPublisher() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.subscribe(subscriber)
    let link = [1, 2, 3].publisher.subscribe(subject)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
    link.cancel()
  }

  @Test func cancelledSinkReleasesItsClosureAndSubscription() {
    weak var weakToken: AnyObject?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      final class Token {}
      let token = Token()
      weakToken = token
      cancellable = subject.sink { _ in _ = token }
    }
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }
}
