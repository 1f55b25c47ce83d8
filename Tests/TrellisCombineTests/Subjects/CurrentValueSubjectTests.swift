import Testing
import TrellisCombine

@Suite struct CurrentValueSubjectTests {
  @Test func newSubscriberGetsTheCurrentValueThenUpdates() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = TestSubscriber<Int, Never>()
    subject.subscribe(subscriber)
    subject.send(2)
    subject.value = 3
    #expect(subscriber.values == [1, 2, 3])
    #expect(subject.value == 3)
  }

  @Test func currentValueWaitsForDemand() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    subject.subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    subject.send(2)
    subscriber.request(.max(1))
    // The newest value is delivered once demand arrives.
    #expect(subscriber.values == [2])
    subject.send(3)
    #expect(subscriber.values == [2])
    subscriber.request(.max(1))
    #expect(subscriber.values == [2, 3])
  }

  @Test func completionEndsEverySubscriberAndFreezesTheValue() {
    let subject = CurrentValueSubject<Int, TestError>(0)
    let subscriber = TestSubscriber<Int, TestError>()
    subject.subscribe(subscriber)
    subject.send(completion: .finished)
    subject.send(5)
    #expect(subscriber.values == [0])
    #expect(subscriber.isFinished)
    #expect(subject.value == 0)
    let late = TestSubscriber<Int, TestError>()
    subject.subscribe(late)
    #expect(late.values.isEmpty)
    #expect(late.isFinished)
  }

  @Test func reentrantSetFromASubscriber() {
    let subject = CurrentValueSubject<Int, Never>(0)
    var received: [Int] = []
    let token = subject.sink { value in
      received.append(value)
      if value < 2 { subject.value = value + 1 }
    }
    #expect(received == [0, 1, 2])
    token.cancel()
  }

  @Test func cancelledSubscriberIsReleased() {
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    let subject = CurrentValueSubject<Int, Never>(0)
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.subscribe(subscriber)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
  }
}
