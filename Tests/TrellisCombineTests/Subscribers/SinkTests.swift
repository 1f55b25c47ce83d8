import Testing
import TrellisCombine

private final class Target {
  var value = 0
}

@Suite struct SinkTests {
  @Test func receivesValuesAndCompletion() {
    var values: [Int] = []
    var completion: Subscribers.Completion<TestError>?
    let subject = PassthroughSubject<Int, TestError>()
    let token = subject.sink(
      receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    #expect(values == [1])
    #expect(completion == .failure(TestError()))
    token.cancel()
  }

  @Test func droppingTheCancellableCancels() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var token: AnyCancellable? = subject.sink { values.append($0) }
    subject.send(1)
    token = nil
    subject.send(2)
    #expect(values == [1])
    _ = token
  }

  @Test func closuresAreReleasedAfterCompletion() {
    weak var weakTarget: Target?
    let subject = PassthroughSubject<Int, Never>()
    var token: AnyCancellable?
    do {
      let target = Target()
      weakTarget = target
      token = subject.sink { target.value = $0 }
    }
    subject.send(completion: .finished)
    #expect(weakTarget == nil)
    _ = token
  }

  @Test func cancelBeforeASubscriptionKeepsTheClosuresAndLetsOneIn() {
    // Apple's quirk, matched: a cancel that comes before the subscription does nothing.
    weak var weakTarget: Target?
    var values: [Int] = []
    let sink: Subscribers.Sink<Int, Never>
    do {
      let target = Target()
      weakTarget = target
      sink = Subscribers.Sink(
        receiveCompletion: { _ in _ = target }, receiveValue: { values.append($0) })
    }
    sink.cancel()
    #expect(weakTarget != nil)
    let upstream = DemandRecordingPublisher<Int, Never>()
    upstream.subscribe(sink)
    #expect(upstream.history == [.requested(.unlimited)])
    upstream.send(5)
    #expect(values == [5])
    sink.cancel()
    #expect(upstream.history == [.requested(.unlimited), .cancelled])
    #expect(weakTarget == nil)
  }

  @Test func aValueBeforeTheSubscriptionIsStillDelivered() {
    var values: [Int] = []
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    #expect(sink.receive(12) == .none)
    #expect(values == [12])
  }
}

@Suite struct AssignTests {
  @Test func aValueBeforeTheSubscriptionIsIgnored() {
    let target = Target()
    let assign = Subscribers.Assign(object: target, keyPath: \Target.value)
    #expect(assign.receive(12) == .none)
    #expect(target.value == 0)
    let upstream = DemandRecordingPublisher<Int, Never>()
    upstream.subscribe(assign)
    upstream.send(4)
    #expect(target.value == 4)
  }

  @Test func writesEachValueToTheKeyPath() {
    let target = Target()
    let subject = PassthroughSubject<Int, Never>()
    let token = subject.assign(to: \.value, on: target)
    subject.send(3)
    #expect(target.value == 3)
    token.cancel()
    subject.send(4)
    #expect(target.value == 3)
  }

  @Test func releasesTheObjectOnCancelAndOnCompletion() {
    weak var weakTarget: Target?
    let subject = PassthroughSubject<Int, Never>()
    var token: AnyCancellable?
    do {
      let target = Target()
      weakTarget = target
      token = subject.assign(to: \.value, on: target)
    }
    #expect(weakTarget != nil)
    token?.cancel()
    #expect(weakTarget == nil)
  }
}

/// A model that owns the subscription assigning into it: the everyday pattern
/// `publisher.assign(to: \.value, on: self).store(in: &cancellables)`.
private final class SelfAssigningModel {
  var value = 0
  var cancellables = Set<AnyCancellable>()
  init(_ upstream: PassthroughSubject<Int, Never>) {
    upstream.assign(to: \.value, on: self).store(in: &cancellables)
  }
}

@Suite struct ReleaseUnderLockTests {
  // Dropping the last reference to an object from inside a subscriber must not run its deinit
  // while a lock is held: the deinit cancels the same subscriber.
  @Test func completionReleasingTheModelThatOwnsTheAssignDoesNotDeadlock() {
    let upstream = PassthroughSubject<Int, Never>()
    weak var weakModel: SelfAssigningModel?
    do {
      let model = SelfAssigningModel(upstream)
      upstream.send(4)
      #expect(model.value == 4)
      weakModel = model
    }
    // The model is now kept alive only by the Assign subscriber; completing releases it.
    upstream.send(completion: .finished)
    #expect(weakModel == nil)
  }

  @Test func cancellingFromADeinitDuringCancelDoesNotDeadlock() {
    final class CancelsOnDeinit {
      var token: AnyCancellable?
      deinit { token?.cancel() }
    }
    let subject = PassthroughSubject<Int, Never>()
    var holder: CancelsOnDeinit? = CancelsOnDeinit()
    let owner = holder!
    holder?.token = subject.sink { _ in _ = owner }
    holder = nil
    owner.token?.cancel()
    subject.send(1)
  }

  @Test func justAndSequenceCancelledFromADeinitDoNotDeadlock() {
    final class Canceller: Subscriber {
      typealias Input = Int
      typealias Failure = Never
      var subscription: Subscription?
      func receive(subscription: Subscription) { self.subscription = subscription }
      func receive(_ input: Int) -> Subscribers.Demand { .none }
      func receive(completion: Subscribers.Completion<Never>) {}
      deinit { subscription?.cancel() }
    }
    for publisher in [Just(1).eraseToAnyPublisher(), [1, 2].publisher.eraseToAnyPublisher()] {
      var subscriber: Canceller? = Canceller()
      publisher.subscribe(subscriber!)
      let subscription = subscriber!.subscription
      subscriber = nil
      subscription?.cancel()
    }
  }
}
