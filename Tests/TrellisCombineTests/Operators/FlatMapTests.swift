import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token

@Suite struct FlatMapTests {
  @Test func flattensThePublishersMadeFromEachValue() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 3].publisher.flatMap { value in [value, value * 10].publisher }.subscribe(subscriber)
    #expect(subscriber.values == [1, 10, 2, 20, 3, 30])
    #expect(subscriber.isFinished)
  }

  @Test func interleavesInnerPublishersAsTheyPublish() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.flatMap { $0 }.subscribe(subscriber)
    outer.send(a)
    a.send(1)
    outer.send(b)
    b.send(2)
    a.send(3)
    #expect(subscriber.values == [1, 2, 3])
  }

  @Test func finishesWhenTheUpstreamAndEveryInnerHaveFinished() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.flatMap { $0 }.subscribe(subscriber)
    outer.send(a)
    outer.send(b)
    outer.send(completion: .finished)
    a.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    b.send(1)
    b.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }

  // Apple's flatMap cancels the other inner publishers when one fails, but leaves the
  // upstream alone, and still passes on a value an inner publisher sends after that.
  @Test func innerFailureFailsTheStreamAndCancelsTheOtherInners() {
    let outer = Probe<Int, TestError>()
    let inners = [Probe<Int, TestError>(), Probe<Int, TestError>()]
    let subscriber = TestSubscriber<Int, TestError>()
    outer.flatMap { inners[$0] }.subscribe(subscriber)
    outer.send(0)
    outer.send(1)
    inners[0].send(completion: .failure(TestError(code: 5)))
    #expect(subscriber.failure == TestError(code: 5))
    #expect(!outer.isCancelled)
    #expect(inners[1].isCancelled)
    #expect(!inners[0].isCancelled)
    inners[1].send(7)
    #expect(subscriber.values == [7])
  }

  @Test func upstreamFailureFailsTheStreamAndCancelsTheInners() {
    let outer = Probe<Int, TestError>()
    let inner = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    outer.flatMap { _ in inner }.subscribe(subscriber)
    outer.send(0)
    outer.send(completion: .failure(TestError(code: 6)))
    #expect(subscriber.failure == TestError(code: 6))
    #expect(inner.isCancelled)
  }

  @Test func maxPublishersLimitsHowManyInnersRunAtOnce() {
    let outer = Probe<Int, Never>()
    let inners = (0..<3).map { _ in Probe<Int, Never>() }
    let subscriber = TestSubscriber<Int, Never>()
    outer.flatMap(maxPublishers: .max(2)) { inners[$0] }.subscribe(subscriber)
    #expect(outer.requests == [.max(2)])
    outer.send(0)
    outer.send(1)
    #expect(outer.totalDemand == .max(2))
    inners[0].send(completion: .finished)
    #expect(outer.totalDemand == .max(3))
    outer.send(2)
    inners[2].send(9)
    #expect(subscriber.values == [9])
  }

  @Test func unlimitedMaxPublishersAsksTheUpstreamForEverything() {
    let outer = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    outer.flatMap { Just($0) }.subscribe(subscriber)
    #expect(outer.requests == [.unlimited])
  }

  @Test func honoursLimitedDemandAcrossInners() {
    let outer = PassthroughSubject<Probe<Int, Never>, Never>()
    let a = Probe<Int, Never>()
    let b = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    outer.flatMap { $0 }.subscribe(subscriber)
    outer.send(a)
    outer.send(b)
    #expect(a.requests == [.max(1)])
    #expect(b.requests == [.max(1)])
    // As in Apple's Combine, an inner publisher is asked for its next value through the
    // return value of the one just delivered, and a value that finds no demand waits.
    a.send(1)
    #expect(a.outstanding == .max(1))
    b.send(2)
    #expect(b.outstanding == .none)
    #expect(subscriber.values == [1])
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    #expect(b.requests == [.max(1), .max(1)])
    subscriber.request(.max(1))
    #expect(a.outstanding == .max(1))
    #expect(b.outstanding == .max(1))
  }

  @Test func asksTheUpstreamForMaxPublishersAtOnceAndOneMorePerFinishedInner() {
    let outer = DemandRecordingPublisher<Int, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    outer.flatMap(maxPublishers: .max(2)) { _ in inner }.subscribe(subscriber)
    #expect(outer.requests == [.max(2)])
    outer.send(0)
    inner.send(completion: .finished)
    #expect(outer.requests == [.max(2), .max(1)])
  }

  @Test func zeroMaxPublishersIsRequestedAsIs() {
    let outer = DemandRecordingPublisher<Int, Never>()
    outer.flatMap(maxPublishers: .none) { _ in Just(0) }
      .subscribe(TestSubscriber<Int, Never>(demand: .none))
    #expect(outer.requests == [.none])
  }

  @Test func upstreamFailingWhileAnInnerIsCancelledTraps() async {
    await #expect(processExitsWith: .failure) {
      let outer = DemandRecordingPublisher<Int, TestError>()
      let inner = CancelHookPublisher()
      inner.onCancel = { outer.send(completion: .failure(TestError())) }
      outer.flatMap { _ in inner }.subscribe(TestSubscriber<Int, TestError>())
      outer.send(0)
      outer.send(completion: .failure(TestError()))
    }
  }

  @Test func describesItsSubscriptionAndEachInnerSubscriber() throws {
    let outer = PassthroughSubject<Int, Never>()
    let inner = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.flatMap { _ in inner }.subscribe(subscriber)
    outer.send(0)
    expectDescribed(try #require(subscriber.subscription), as: "FlatMap", children: [])
    expectDescribed(try #require(inner.attached), as: "FlatMap", children: ["parentSubscription"])
  }

  @Test func limitedDemandOverSynchronousInners() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    (1...5).publisher.flatMap { value in [value, -value].publisher }.subscribe(subscriber)
    #expect(subscriber.values.count == 3)
    subscriber.request(.unlimited)
    #expect(subscriber.values.count == 10)
    #expect(Set(subscriber.values) == Set([1, 2, 3, 4, 5, -1, -2, -3, -4, -5]))
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsDeliveryAndCancelsTheUpstreamAndEveryInner() {
    let outer = Probe<Int, Never>()
    let inner = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.flatMap { _ in inner }.subscribe(subscriber)
    outer.send(0)
    inner.send(1)
    subscriber.cancel()
    #expect(outer.isCancelled)
    #expect(inner.isCancelled)
    // Apple's flatMap still passes on a value an inner publisher sends after the cancel.
    inner.send(2)
    #expect(subscriber.values == [1, 2])
  }

  @Test func reentrantSendsAreDeliveredInOrderWithoutRecursion() {
    let outer = PassthroughSubject<Int, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 10_000 { inner.send(value + 1) }
    }
    outer.flatMap { _ in inner }.subscribe(subscriber)
    outer.send(0)
    inner.send(0)
    #expect(subscriber.values == Array(0...10_000))
  }

  @Test func reentrantNewInnerFromInsideReceive() {
    let outer = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 3 { outer.send(value + 1) }
    }
    outer.flatMap { Just($0) }.subscribe(subscriber)
    outer.send(0)
    #expect(subscriber.values == [0, 1, 2, 3])
  }

  @Test func cancelReleasesTheTransform() {
    let outer = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = outer.flatMap { value -> Just<Int> in
        _ = token
        return Just(value)
      }.sink { _ in }
    }
    outer.send(1)
    #expect(weakToken != nil)
    cancellable?.cancel()
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func completionReleasesTheTransformAndTheSubscriber() {
    let outer = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    weak var weakSinkToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      let sinkToken = Token()
      weakToken = token
      weakSinkToken = sinkToken
      cancellable = outer.flatMap { value -> Just<Int> in
        _ = token
        return Just(value)
      }.sink { _ in _ = sinkToken }
    }
    outer.send(1)
    outer.send(completion: .finished)
    #expect(weakToken == nil)
    #expect(weakSinkToken == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func overloadsAdaptTheFailureTypesAsApplesDo() {
    let neverNever: Publishers.FlatMap<Just<Int>, Just<Int>> = Just(1).flatMap { Just($0) }
    let neverFailing:
      Publishers.FlatMap<
        Fail<Int, TestError>, Publishers.SetFailureType<Just<Int>, TestError>
      > = Just(1).flatMap { _ in Fail<Int, TestError>(error: TestError(code: 8)) }
    let failingNever:
      Publishers.FlatMap<
        Publishers.SetFailureType<Just<Int>, TestError>, PassthroughSubject<Int, TestError>
      > = PassthroughSubject<Int, TestError>().flatMap { Just($0) }
    let failingFailing:
      Publishers.FlatMap<
        Fail<Int, TestError>, PassthroughSubject<Int, TestError>
      > = PassthroughSubject<Int, TestError>().flatMap { _ in
        Fail<Int, TestError>(error: TestError())
      }
    _ = (failingNever, failingFailing)

    let values = TestSubscriber<Int, Never>()
    neverNever.subscribe(values)
    #expect(values.values == [1])
    #expect(values.isFinished)
    let failure = TestSubscriber<Int, TestError>()
    neverFailing.subscribe(failure)
    #expect(failure.failure == TestError(code: 8))

    let subject = PassthroughSubject<Int, TestError>()
    let adapted = TestSubscriber<Int, TestError>()
    subject.flatMap { Just($0 * 2) }.subscribe(adapted)
    subject.send(4)
    subject.send(completion: .failure(TestError(code: 3)))
    #expect(adapted.values == [8])
    #expect(adapted.failure == TestError(code: 3))
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Just(1).flatMap { Just($0) }.subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}

/// A publisher whose subscription calls `onCancel` when it is cancelled.
private final class CancelHookPublisher: Publisher, @unchecked Sendable {
  typealias Output = Int
  typealias Failure = TestError
  var onCancel: (() -> Void)?
  private final class Link: Subscription {
    let owner: CancelHookPublisher
    init(_ owner: CancelHookPublisher) { self.owner = owner }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() { owner.onCancel?() }
  }
  func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == TestError {
    subscriber.receive(subscription: Link(self))
  }
}
