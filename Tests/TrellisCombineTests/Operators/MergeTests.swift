import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token

@Suite struct MergeTests {
  @Test func interleavesValuesInArrivalOrder() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    first.merge(with: second).subscribe(subscriber)
    first.send(1)
    second.send(2)
    second.send(3)
    first.send(4)
    #expect(subscriber.values == [1, 2, 3, 4])
  }

  @Test func finishesOnlyWhenEveryUpstreamHasFinished() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    Publishers.Merge(first, second).subscribe(subscriber)
    first.send(1)
    first.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    second.send(2)
    second.send(completion: .finished)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.isFinished)
  }

  @Test func failsAtTheFirstFailureAndCancelsTheOthers() {
    let first = Probe<Int, TestError>()
    let second = Probe<Int, TestError>()
    let third = Probe<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    first.merge(with: second, third).subscribe(subscriber)
    first.send(1)
    second.send(completion: .failure(TestError(code: 2)))
    first.send(3)
    third.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure == TestError(code: 2))
    #expect(first.isCancelled)
    #expect(third.isCancelled)
    #expect(!second.isCancelled)
  }

  @Test func everyArityDeliversAllValuesThenFinishes() {
    func run<P: Publisher>(_ publisher: P) -> [Int] where P.Output == Int, P.Failure == Never {
      let subscriber = TestSubscriber<Int, Never>()
      publisher.subscribe(subscriber)
      #expect(subscriber.isFinished)
      return subscriber.values
    }
    let j = (1...8).map { Just($0) }
    #expect(run(j[0].merge(with: j[1])) == [1, 2])
    #expect(run(j[0].merge(with: j[1], j[2])) == [1, 2, 3])
    #expect(run(j[0].merge(with: j[1], j[2], j[3])) == [1, 2, 3, 4])
    #expect(run(j[0].merge(with: j[1], j[2], j[3], j[4])) == [1, 2, 3, 4, 5])
    #expect(run(j[0].merge(with: j[1], j[2], j[3], j[4], j[5])) == [1, 2, 3, 4, 5, 6])
    #expect(run(j[0].merge(with: j[1], j[2], j[3], j[4], j[5], j[6])) == Array(1...7))
    #expect(run(j[0].merge(with: j[1], j[2], j[3], j[4], j[5], j[6], j[7])) == Array(1...8))
  }

  @Test func mergeStructsGrowByAppending() {
    let a = Just(1)
    let merge3: Publishers.Merge3<Just<Int>, Just<Int>, Just<Int>> =
      Publishers.Merge(a, a).merge(with: a)
    let merge8:
      Publishers.Merge8<
        Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>
      > = merge3.merge(with: a, a, a, a, a)
    let merge7:
      Publishers.Merge7<
        Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>, Just<Int>
      > = Publishers.Merge4(a, a, a, a).merge(with: a, a, a)
    #expect(merge8.h == a)
    #expect(merge7 == Publishers.Merge7(a, a, a, a, a, a, a))
    let subscriber = TestSubscriber<Int, Never>()
    merge8.subscribe(subscriber)
    #expect(subscriber.values == Array(repeating: 1, count: 8))
    #expect(subscriber.isFinished)
  }

  @Test func honoursLimitedDemandAndAsksEachUpstreamForOneAtATime() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    first.merge(with: second).subscribe(subscriber)
    #expect(first.requests == [.max(1)])
    #expect(second.requests == [.max(1)])
    first.send(1)
    second.send(2)  // held: no demand left
    #expect(subscriber.values == [1])
    // Nothing more is asked for while the downstream wants nothing.
    #expect(first.outstanding == .none)
    #expect(second.outstanding == .none)
    subscriber.request(.max(2))
    #expect(subscriber.values == [1, 2])
    #expect(first.outstanding == .max(1))
    #expect(second.outstanding == .max(1))
    second.send(3)
    #expect(subscriber.values == [1, 2, 3])
    #expect(second.outstanding == .none)
  }

  @Test func unlimitedDemandIsPassedToEveryUpstream() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    first.merge(with: second).subscribe(subscriber)
    subscriber.request(.unlimited)
    #expect(first.totalDemand == .unlimited)
    #expect(second.totalDemand == .unlimited)
    for value in 1...5 { first.send(value) }
    #expect(subscriber.values == [1, 2, 3, 4, 5])
  }

  @Test func limitedDemandOverSynchronousUpstreamsDeliversExactlyTheDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3))
    (1...100).publisher.merge(with: (101...200).publisher).subscribe(subscriber)
    #expect(subscriber.values.count == 3)
    #expect(subscriber.completions.isEmpty)
    subscriber.request(.unlimited)
    #expect(subscriber.values.count == 200)
    #expect(Set(subscriber.values) == Set(1...200))
    #expect(subscriber.isFinished)
  }

  @Test func finishWaitsForHeldValuesToBeDelivered() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    first.merge(with: second).subscribe(subscriber)
    first.send(1)
    second.send(2)
    first.send(completion: .finished)
    second.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsDeliveryAndCancelsEveryUpstream() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    first.merge(with: second).subscribe(subscriber)
    first.send(1)
    subscriber.cancel()
    first.send(2)
    second.send(3)
    first.send(completion: .finished)
    second.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)
    #expect(first.isCancelled)
    #expect(second.isCancelled)
  }

  @Test func reentrantSendIsDeliveredAfterTheCurrentValueInOrder() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value == 1 {
        second.send(10)
        first.send(11)
        // Still inside the delivery of 1: nothing else has been delivered yet.
        #expect(subscriber.values == [1])
      }
    }
    first.merge(with: second).subscribe(subscriber)
    first.send(1)
    first.send(2)
    #expect(subscriber.values == [1, 10, 11, 2])
  }

  @Test func deepReentrancyDoesNotRecurse() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 20_000 { (value.isMultiple(of: 2) ? first : second).send(value + 1) }
    }
    first.merge(with: second).subscribe(subscriber)
    first.send(0)
    #expect(subscriber.values == Array(0...20_000))
  }

  @Test func reentrantRequestDoesNotRecurse() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subscriber.onValue = { _ in subscriber.request(.max(1)) }
    (1...10_000).publisher.merge(with: (10_001...20_000).publisher).subscribe(subscriber)
    #expect(subscriber.values.count == 20_000)
    #expect(subscriber.isFinished)
  }

  @Test func mergeManyMergesAnyNumberOfPublishersOfOneType() {
    let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
    let subscriber = TestSubscriber<Int, Never>()
    Publishers.MergeMany(subjects).subscribe(subscriber)
    for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
    for subject in subjects.dropLast() { subject.send(completion: .finished) }
    #expect(subscriber.values == [4, 3, 2, 1, 0])
    #expect(subscriber.completions.isEmpty)
    subjects[4].send(completion: .finished)
    #expect(subscriber.isFinished)
  }

  @Test func mergeManyOfNothingFinishesAtOnce() {
    let subscriber = TestSubscriber<Int, Never>()
    Publishers.MergeMany([Just<Int>]()).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func mergingTwoPublishersOfOneTypeMakesAMergeMany() {
    let many: Publishers.MergeMany<Just<Int>> = Just(1).merge(with: Just(2))
    let more = many.merge(with: Just(3))
    #expect(more.publishers == [Just(1), Just(2), Just(3)])
    #expect(Publishers.MergeMany(Just(1), Just(2)) == many)
    let subscriber = TestSubscriber<Int, Never>()
    more.subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func cancelReleasesTheSubscriberAndItsClosures() {
    let subject = PassthroughSubject<Int, Never>()
    let other = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = subject.merge(with: other).sink { _ in _ = token }
    }
    subject.send(1)
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func completionReleasesTheSubscriber() {
    let subject = PassthroughSubject<Int, TestError>()
    let other = PassthroughSubject<Int, TestError>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = subject.merge(with: other).sink(
        receiveCompletion: { _ in _ = token }, receiveValue: { _ in })
    }
    #expect(weakToken != nil)
    subject.send(completion: .failure(TestError()))
    #expect(weakToken == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func theMergeItselfIsReleasedAfterCancel() {
    let subject = PassthroughSubject<Int, Never>()
    weak var weakSubscriber: TestSubscriber<Int, Never>?
    do {
      let subscriber = TestSubscriber<Int, Never>()
      weakSubscriber = subscriber
      subject.merge(with: Empty(completeImmediately: false)).subscribe(subscriber)
      subscriber.cancel()
    }
    #expect(weakSubscriber == nil)
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<Int, Never>(demand: .none)
      PassthroughSubject<Int, Never>().merge(with: Just(1)).subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
