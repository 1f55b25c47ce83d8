import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token

@Suite struct SwitchToLatestTests {
  @Test func followsTheNewestInnerAndCancelsThePrevious() {
    let outer = PassthroughSubject<Probe<Int, Never>, Never>()
    let a = Probe<Int, Never>()
    let b = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(a)
    a.send(1)
    outer.send(b)
    #expect(a.isCancelled)
    a.send(2)
    b.send(3)
    #expect(subscriber.values == [1, 3])
  }

  @Test func finishesWhenTheUpstreamAndTheCurrentInnerHaveFinished() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    outer.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    inner.send(1)
    inner.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.isFinished)
  }

  @Test func anInnerFinishingDoesNotFinishTheStream() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    inner.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    outer.send(completion: .finished)
    #expect(subscriber.isFinished)
  }

  @Test func finishesAtOnceWhenTheUpstreamFinishesWithoutInner() {
    let subscriber = TestSubscriber<Int, Never>()
    Empty<Just<Int>, Never>().switchToLatest().subscribe(subscriber)
    #expect(subscriber.isFinished)
  }

  @Test func innerFailureFailsTheStreamAndCancelsTheUpstream() {
    let outer = Probe<Probe<Int, TestError>, TestError>()
    let inner = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    inner.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.failure == TestError(code: 3))
    #expect(outer.isCancelled)
  }

  @Test func upstreamFailureFailsTheStreamAndCancelsTheInner() {
    let outer = Probe<Probe<Int, TestError>, TestError>()
    let inner = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    outer.send(completion: .failure(TestError(code: 4)))
    #expect(subscriber.failure == TestError(code: 4))
    #expect(inner.isCancelled)
    #expect(subscriber.completions.count == 1)
  }

  @Test func asksTheUpstreamForEverythingAndEachInnerForTheRemainingDemand() {
    let outer = Probe<Probe<Int, Never>, Never>()
    let a = Probe<Int, Never>()
    let b = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    outer.switchToLatest().subscribe(subscriber)
    #expect(outer.requests == [.unlimited])
    outer.send(a)
    #expect(a.requests == [.max(3)])
    a.send(1)
    outer.send(b)
    #expect(b.requests == [.max(2)])
    b.send(2)
    b.send(3)
    #expect(subscriber.values == [1, 2, 3])
    subscriber.request(.max(1))
    #expect(b.requests == [.max(2), .max(1)])
  }

  @Test func innerValueBeyondTheDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let outer = PassthroughSubject<DemandRecordingPublisher<Int, Never>, Never>()
      let inner = DemandRecordingPublisher<Int, Never>()
      outer.switchToLatest().subscribe(TestSubscriber<Int, Never>(demand: .max(1)))
      outer.send(inner)
      inner.send(1)
      inner.send(2)
    }
  }

  // Apple hands the demand the subscriber returns for an inner value back to that inner
  // publisher as the return value, rather than asking it again separately.
  @Test func returnedDemandGoesBackAsTheReturnValue() {
    let outer = PassthroughSubject<DemandRecordingPublisher<Int, Never>, Never>()
    let inner = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1), demandPerValue: .max(5))
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    #expect(inner.send(1) == .max(5))
    #expect(inner.requests == [.max(1)])
  }

  // Apple passes on every completion of the outer publisher, a repeated one too.
  @Test func everyOuterCompletionIsPassedOn() {
    let outer = DemandRecordingPublisher<DemandRecordingPublisher<Int, TestError>, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(completion: .finished)
    outer.send(completion: .failure(TestError()))
    #expect(subscriber.completions.count == 2)
  }

  @Test func describesItsSubscriptionAndEachInnerSubscriber() throws {
    let outer = PassthroughSubject<DemandRecordingPublisher<Int, Never>, Never>()
    let inner = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    expectDescribed(try #require(subscriber.subscription), as: "SwitchToLatest", children: [])
    expectDescribed(
      try #require(inner.attached), as: "SwitchToLatest", children: ["parentSubscription"])
  }

  @Test func cancelStopsDeliveryAndCancelsBothSides() {
    let outer = Probe<Probe<Int, Never>, Never>()
    let inner = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    inner.send(1)
    subscriber.cancel()
    inner.send(2)
    #expect(subscriber.values == [1])
    #expect(outer.isCancelled)
    #expect(inner.isCancelled)
  }

  // A new inner publisher sent from inside `receive(_:)` is subscribed at once; its values wait
  // for that `receive(_:)` to return (Apple's would recurse), then follow in order.
  @Test func switchingFromInsideReceiveDeliversTheNewInnerAfterwards() {
    let outer = PassthroughSubject<AnyPublisher<Int, Never>, Never>()
    let first = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value == 1 {
        outer.send([10, 11].publisher.eraseToAnyPublisher())
        #expect(subscriber.values == [1])
      }
    }
    outer.switchToLatest().subscribe(subscriber)
    outer.send(first.eraseToAnyPublisher())
    first.send(1)
    first.send(2)  // the first inner was replaced
    #expect(subscriber.values == [1, 10, 11])
  }

  @Test func deepReentrancyDoesNotRecurse() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 10_000 { inner.send(value + 1) }
    }
    outer.switchToLatest().subscribe(subscriber)
    outer.send(inner)
    inner.send(0)
    #expect(subscriber.values == Array(0...10_000))
  }

  @Test func cancelReleasesTheSubscriber() {
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let inner = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = outer.switchToLatest().sink { _ in _ = token }
    }
    outer.send(inner)
    inner.send(1)
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func overloadsAdaptTheFailureTypesAsApplesDo() {
    let neverNever: Publishers.SwitchToLatest<Just<Int>, Just<Just<Int>>> =
      Just(Just(1)).switchToLatest()
    let neverFailing:
      Publishers.SwitchToLatest<
        Fail<Int, TestError>, Publishers.SetFailureType<Just<Fail<Int, TestError>>, TestError>
      > = Just(Fail<Int, TestError>(error: TestError(code: 2))).switchToLatest()
    let failingNever:
      Publishers.SwitchToLatest<
        Publishers.SetFailureType<Just<Int>, TestError>,
        Publishers.Map<
          PassthroughSubject<Just<Int>, TestError>, Publishers.SetFailureType<Just<Int>, TestError>
        >
      > = PassthroughSubject<Just<Int>, TestError>().switchToLatest()
    _ = failingNever

    let values = TestSubscriber<Int, Never>()
    neverNever.subscribe(values)
    #expect(values.values == [1])
    #expect(values.isFinished)
    let failure = TestSubscriber<Int, TestError>()
    neverFailing.subscribe(failure)
    #expect(failure.failure == TestError(code: 2))

    let outer = PassthroughSubject<Just<Int>, TestError>()
    let adapted = TestSubscriber<Int, TestError>()
    outer.switchToLatest().subscribe(adapted)
    outer.send(Just(5))
    outer.send(completion: .failure(TestError(code: 6)))
    #expect(adapted.values == [5])
    #expect(adapted.failure == TestError(code: 6))
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      Just(Just(1)).switchToLatest().subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
