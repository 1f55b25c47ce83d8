import Testing
import TrellisCombine

/// A subject subscribed to a publisher asks that publisher for values only when the subject's
/// own subscribers want some (a `CurrentValueSubject` at once), as Apple's subjects do.
@Suite struct SubjectAsSubscriberTests {
  @Test func passthroughAsksItsUpstreamOnceASubscriberAsks() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = upstream.subscribe(subject)
    #expect(upstream.history.isEmpty)
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subject.subscribe(subscriber)
    #expect(upstream.history == [.requested(.unlimited)])
    // A second subscriber's demand asks nothing more of the upstream.
    subject.subscribe(TestSubscriber<Int, Never>(demand: .max(2)))
    #expect(upstream.history == [.requested(.unlimited)])
    upstream.send(7)
    #expect(subscriber.values == [7])
    cancellable.cancel()
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
  }

  @Test func aSubscriptionSentAfterDemandIsAskedAtOnce() {
    let subject = PassthroughSubject<Int, Never>()
    subject.subscribe(TestSubscriber<Int, Never>(demand: .max(1)))
    let upstream = DemandRecordingPublisher<Int, Never>()
    let cancellable = upstream.subscribe(subject)
    #expect(upstream.history == [.requested(.unlimited)])
    cancellable.cancel()
  }

  @Test func subscribersWithoutDemandAskNothing() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = upstream.subscribe(subject)
    subject.subscribe(TestSubscriber<Int, Never>(demand: .none))
    #expect(upstream.history.isEmpty)
    cancellable.cancel()
  }

  @Test func currentValueSubjectAsksAtOnce() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subject = CurrentValueSubject<Int, Never>(0)
    let cancellable = upstream.subscribe(subject)
    #expect(upstream.history == [.requested(.unlimited)])
    upstream.send(3)
    #expect(subject.value == 3)
    cancellable.cancel()
  }

  @Test func theSubjectSeesTheWrapperAsItsSubscription() {
    final class RecordingSubject: Subject {
      typealias Output = Int
      typealias Failure = Never
      var subscriptions: [String] = []
      var values: [Int] = []
      var completions = 0
      func send(_ value: Int) { values.append(value) }
      func send(completion: Subscribers.Completion<Never>) { completions += 1 }
      func send(subscription: Subscription) {
        subscriptions.append(String(describing: subscription))
      }
      func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {}
    }
    let subject = RecordingSubject()
    let erased = AnySubscriber(subject)
    let upstream = DemandRecordingPublisher<Int, Never>()
    upstream.subscribe(erased)
    #expect(subject.subscriptions == ["Subject"])
    upstream.send(1)
    upstream.send(completion: .finished)
    // Everything after the first completion is ignored.
    upstream.send(2)
    upstream.send(completion: .finished)
    #expect(subject.values == [1])
    #expect(subject.completions == 1)
    #expect(erased.receive(3) == .none)
    #expect(subject.values == [1])
  }

  @Test func aSecondSubscriptionIsCancelled() {
    let subject = PassthroughSubject<Int, Never>()
    let erased = AnySubscriber(subject)
    let first = DemandRecordingPublisher<Int, Never>()
    let second = DemandRecordingPublisher<Int, Never>()
    first.subscribe(erased)
    second.subscribe(erased)
    #expect(second.history == [.cancelled])
    #expect(first.history.isEmpty)
  }

  @Test func theSubscriptionDoesNotKeepTheSubjectAlive() {
    let upstream = DemandRecordingPublisher<Int, Never>()
    weak var weakSubject: PassthroughSubject<Int, Never>?
    var cancellable: AnyCancellable?
    do {
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = upstream.subscribe(subject)
      #expect(weakSubject != nil)
    }
    #expect(weakSubject == nil)
    // The subject cancelled its upstream as it went.
    #expect(upstream.history == [.cancelled])
    _ = cancellable
  }
}

@Suite struct CurrentValueSubjectAfterCompletionTests {
  @Test func settingTheValueStillStoresIt() {
    let subject = CurrentValueSubject<String, Never>("a")
    let subscriber = TestSubscriber<String, Never>()
    subject.subscribe(subscriber)
    subject.send(completion: .finished)
    subject.value = "ü"
    #expect(subject.value == "ü")
    #expect(subscriber.values == ["a"])
  }

  @Test func sendingAValueIsIgnored() {
    let subject = CurrentValueSubject<String, Never>("a")
    subject.send(completion: .finished)
    subject.send("b")
    #expect(subject.value == "a")
  }
}
