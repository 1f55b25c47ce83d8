import Testing
import TrellisCombine

@Suite struct DeferredTests {
  @Test func makesAFreshPublisherForEachSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    let first = TestSubscriber<Int, Never>()
    let second = TestSubscriber<Int, Never>()
    deferred.subscribe(first)
    deferred.subscribe(second)
    #expect(made == 2)
    #expect(first.values == [1])
    #expect(second.values == [2])
    #expect(first.isFinished && second.isFinished)
  }

  @Test func passesOnFailure() {
    let deferred = Deferred { Fail<Int, TestError>(error: TestError(code: 3)) }
    let subscriber = TestSubscriber<Int, TestError>()
    deferred.subscribe(subscriber)
    #expect(subscriber.failure == TestError(code: 3))
  }

  @Test func honoursDemand() {
    let deferred = Deferred { [1, 2, 3, 4].publisher }
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    deferred.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(5))
    #expect(subscriber.values == [1, 2, 3, 4])
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsTheMadePublisher() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    Deferred { subject }.subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])
  }

  @Test func defersAFutureUntilSubscription() {
    var started = 0
    let deferred = Deferred {
      Future<Int, Never> { promise in
        started += 1
        promise(.success(started))
      }
    }
    #expect(started == 0)
    let subscriber = TestSubscriber<Int, Never>()
    deferred.subscribe(subscriber)
    deferred.subscribe(subscriber)
    #expect(started == 2)
  }

  @Test func releasesItsFactoryWhenDropped() {
    weak var weakToken: SharingToken?
    var cancellable: AnyCancellable?
    do {
      let token = SharingToken()
      weakToken = token
      let subject = PassthroughSubject<Int, Never>()
      cancellable = Deferred { () -> PassthroughSubject<Int, Never> in
        _ = token
        return subject
      }.sink { _ in }
    }
    #expect(weakToken == nil)
    cancellable = nil
    _ = cancellable
  }
}
