import Testing
import TrellisCombine

/// The delivery rules of subjects that the fast paths must keep: a subscriber cancelled or
/// completed from inside its own callback is released as soon as that callback returns, a
/// completion sent from inside a callback arrives once and ends delivery, and operator chains
/// of value-type subscribers behave like the operators they are made of.
@Suite struct SubjectDeliveryTests {
  final class Token {}

  @Test func subscriberCancelledInsideItsCallbackIsReleasedWhenTheCallbackReturns() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      // It keeps its subscription, and the subscription holds it: only cancel breaks that.
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subscriber.onValue = { [unowned subscriber] value in
        if value == 2 { subscriber.cancel() }
      }
      subject.subscribe(subscriber)
    }
    subject.send(1)
    #expect(weakSubscriber != nil)
    subject.send(2)
    #expect(weakSubscriber == nil)
    subject.send(3)
  }

  @Test func sinkCancelledInsideItsClosureReleasesWhatTheClosureCaptured() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = subject.sink { value in
        _ = token
        received.append(value)
        cancellable?.cancel()
      }
    }
    subject.send(1)
    #expect(weakToken == nil)
    subject.send(2)
    #expect(received == [1])
    _ = cancellable
  }

  @Test func completionSentInsideACallbackArrivesOnceAndEndsDelivery() {
    let subject = PassthroughSubject<Int, TestError>()
    weak var weakSubscriber: TestSubscriber<Int, TestError>?
    do {
      let subscriber = TestSubscriber<Int, TestError>()
      weakSubscriber = subscriber
      subscriber.onValue = { value in
        if value == 1 {
          subject.send(completion: .finished)
          subject.send(99)
        }
      }
      subject.subscribe(subscriber)
      subject.send(1)
      subject.send(2)
      #expect(subscriber.values == [1])
      #expect(subscriber.completions.count == 1)
      #expect(subscriber.isFinished)
    }
    // Completion released the subscriber (and so the subscription it kept).
    #expect(weakSubscriber == nil)
  }

  @Test func reentrantSendsToTwoSubscribersNestInOrder() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let first = subject.sink { value in
      log.append("a\(value)")
      if value == 1 { subject.send(2) }
    }
    let second = subject.sink { value in log.append("b\(value)") }
    subject.send(1)
    #expect(log == ["a1", "a2", "b2", "b1"])
    first.cancel()
    second.cancel()
  }

  @Test func mapAndFilterChainOnASubjectHonoursDemand() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(2))
    subject.map { $0 * 10 }.filter { $0 % 20 == 0 }.subscribe(subscriber)
    // Dropped values do not use up the subscriber's demand.
    for value in 1...6 { subject.send(value) }
    #expect(subscriber.values == [20, 40])
    subscriber.request(.max(1))
    subject.send(7)
    subject.send(8)
    subject.send(completion: .failure(TestError(code: 3)))
    subject.send(10)
    #expect(subscriber.values == [20, 40, 80])
    #expect(subscriber.failure == TestError(code: 3))
    #expect(subscriber.completions.count == 1)
  }

  @Test func cancellingAMapFilterChainReleasesItsClosures() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakMapToken: Token?
    weak var weakFilterToken: Token?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let mapToken = Token()
      let filterToken = Token()
      weakMapToken = mapToken
      weakFilterToken = filterToken
      cancellable = subject.map { value -> Int in
        _ = mapToken
        return value + 1
      }.filter { value in
        _ = filterToken
        return value.isMultiple(of: 2)
      }.sink { received.append($0) }
    }
    for value in 0..<4 { subject.send(value) }
    #expect(received == [2, 4])
    #expect(weakMapToken != nil)
    cancellable?.cancel()
    #expect(weakMapToken == nil)
    #expect(weakFilterToken == nil)
    subject.send(5)
    #expect(received == [2, 4])
  }
}
