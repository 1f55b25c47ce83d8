import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token

@Suite struct CombineLatestTests {
  private func pairs(_ subscriber: TestSubscriber<(Int, Int), some Error>) -> [[Int]] {
    subscriber.values.map { [$0.0, $0.1] }
  }

  @Test func emitsOnceEveryUpstreamHasEmittedThenOnEachValue() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.combineLatest(second).subscribe(subscriber)
    first.send(1)
    first.send(2)
    #expect(subscriber.values.isEmpty)
    second.send(2)
    first.send(3)
    first.send(45)
    second.send(22)
    #expect(pairs(subscriber) == [[2, 2], [3, 2], [45, 2], [45, 22]])
  }

  @Test func threeAndFourUpstreams() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let c = PassthroughSubject<Bool, Never>()
    let d = PassthroughSubject<Double, Never>()
    let three = TestSubscriber<(Int, String, Bool), Never>()
    let four = TestSubscriber<(Int, String, Bool, Double), Never>()
    a.combineLatest(b, c).subscribe(three)
    Publishers.CombineLatest4(a, b, c, d).subscribe(four)
    a.send(1)
    b.send("x")
    #expect(three.values.isEmpty)
    c.send(true)
    a.send(2)
    d.send(0.5)
    b.send("y")
    #expect(three.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1xtrue", "2xtrue", "2ytrue"])
    #expect(four.values.map { "\($0.0)\($0.1)\($0.2)\($0.3)" } == ["2xtrue0.5", "2ytrue0.5"])
  }

  @Test func finishesOnlyWhenEveryUpstreamHasFinished() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.combineLatest(second).subscribe(subscriber)
    first.send(1)
    first.send(completion: .finished)
    second.send(5)
    second.send(6)
    #expect(subscriber.completions.isEmpty)
    second.send(completion: .finished)
    #expect(pairs(subscriber) == [[1, 5], [1, 6]])
    #expect(subscriber.isFinished)
  }

  @Test func finishesWhenAllFinishEvenWithoutValues() {
    let subscriber = TestSubscriber<(Int, Int), Never>()
    Empty<Int, Never>().combineLatest(Just(1)).subscribe(subscriber)
    #expect(subscriber.values.isEmpty)
    #expect(subscriber.isFinished)
  }

  @Test func failsAtTheFirstFailureAndCancelsTheOthers() {
    let first = Probe<Int, TestError>()
    let second = Probe<Int, TestError>()
    let third = Probe<Int, TestError>()
    let subscriber = TestSubscriber<(Int, Int, Int), TestError>()
    first.combineLatest(second, third).subscribe(subscriber)
    first.send(1)
    second.send(2)
    third.send(3)
    second.send(completion: .failure(TestError(code: 9)))
    first.send(4)
    #expect(subscriber.values.count == 1)
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure == TestError(code: 9))
    #expect(first.isCancelled)
    #expect(third.isCancelled)
  }

  @Test func passesEveryRequestToEveryUpstream() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(2), demandPerValue: .max(1))
    first.combineLatest(second).subscribe(subscriber)
    #expect(first.requests == [.max(2)])
    #expect(second.requests == [.max(2)])
    first.send(1)
    second.send(1)
    #expect(first.totalDemand == .max(3))
    #expect(second.totalDemand == .max(3))
    subscriber.request(.unlimited)
    #expect(first.totalDemand == .unlimited)
  }

  @Test func withoutDemandOnlyTheNewestCombinationIsHeld() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(1))
    first.combineLatest(second).subscribe(subscriber)
    first.send(1)
    second.send(10)
    first.send(2)
    first.send(3)
    second.send(30)
    #expect(pairs(subscriber) == [[1, 10]])
    subscriber.request(.max(1))
    #expect(pairs(subscriber) == [[1, 10], [3, 30]])
    subscriber.request(.max(1))
    #expect(pairs(subscriber) == [[1, 10], [3, 30]])
    first.send(4)
    #expect(pairs(subscriber) == [[1, 10], [3, 30], [4, 30]])
  }

  @Test func cancelStopsDeliveryAndCancelsEveryUpstream() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.combineLatest(second).subscribe(subscriber)
    first.send(1)
    second.send(1)
    subscriber.cancel()
    first.send(2)
    second.send(completion: .finished)
    first.send(completion: .finished)
    #expect(subscriber.values.count == 1)
    #expect(subscriber.completions.isEmpty)
    #expect(first.isCancelled)
    #expect(second.isCancelled)
  }

  @Test func reentrantSendIsDeliveredAfterTheCurrentValueInOrder() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    subscriber.onValue = { pair in
      if pair == (1, 1) {
        second.send(2)
        first.send(3)
        #expect(subscriber.values.count == 1)
      }
    }
    first.combineLatest(second).subscribe(subscriber)
    first.send(1)
    second.send(1)
    first.send(4)
    #expect(pairs(subscriber) == [[1, 1], [1, 2], [3, 2], [4, 2]])
  }

  @Test func deepReentrancyDoesNotRecurse() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    subscriber.onValue = { pair in
      if pair.0 < 20_000 { first.send(pair.0 + 1) }
    }
    first.combineLatest(second).subscribe(subscriber)
    second.send(0)
    first.send(0)
    #expect(subscriber.values.map(\.0) == Array(0...20_000))
  }

  @Test func synchronousUpstreamsCombineTheirLastValues() {
    let subscriber = TestSubscriber<(Int, Int), Never>()
    [1, 2, 3].publisher.combineLatest([10, 20].publisher).subscribe(subscriber)
    #expect(pairs(subscriber) == [[3, 10], [3, 20]])
    #expect(subscriber.isFinished)
  }

  @Test func cancelReleasesTheSubscriberAndItsClosures() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = first.combineLatest(second).sink { _ in _ = token }
    }
    first.send(1)
    second.send(1)
    #expect(weakToken != nil)
    cancellable = nil
    #expect(weakToken == nil)
    _ = cancellable
  }

  @Test func completionReleasesTheSubscriberAndTheLatestValues() {
    let first = PassthroughSubject<Token, TestError>()
    let second = PassthroughSubject<Int, TestError>()
    weak var weakValue: Token?
    var cancellable: AnyCancellable?
    do {
      let value = Token()
      weakValue = value
      cancellable = first.combineLatest(second).sink(
        receiveCompletion: { _ in }, receiveValue: { _ in })
      first.send(value)
    }
    #expect(weakValue != nil)
    second.send(completion: .failure(TestError()))
    #expect(weakValue == nil)
    withExtendedLifetime(cancellable) {}
  }

  @Test func equatableWhenTheUpstreamsAre() {
    #expect(Just(1).combineLatest(Just(2)) == Publishers.CombineLatest(Just(1), Just(2)))
    #expect(Just(1).combineLatest(Just(2), Just(3)) != Just(1).combineLatest(Just(2), Just(4)))
  }

  @Test func transformOverloadsMapEachCombination() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    let d = PassthroughSubject<Int, Never>()
    let two:
      Publishers.Map<
        Publishers.CombineLatest<PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>>,
        Int
      > =
        a.combineLatest(b) { $0 + $1 }
    let sums2 = TestSubscriber<Int, Never>()
    let sums3 = TestSubscriber<Int, Never>()
    let sums4 = TestSubscriber<Int, Never>()
    two.subscribe(sums2)
    a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(sums3)
    a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.subscribe(sums4)
    a.send(1)
    b.send(10)
    c.send(100)
    d.send(1000)
    a.send(2)
    #expect(sums2.values == [11, 12])
    #expect(sums3.values == [111, 112])
    #expect(sums4.values == [1111, 1112])
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<(Int, Int), Never>(demand: .none)
      Just(1).combineLatest(Just(2)).subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
