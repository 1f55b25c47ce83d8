import Testing
import TrellisCombine

private typealias Probe = CombiningSupport.Probe
private typealias Token = CombiningSupport.Token

@Suite struct ZipTests {
  private func pairs<E: Error>(_ subscriber: TestSubscriber<(Int, Int), E>) -> [[Int]] {
    subscriber.values.map { [$0.0, $0.1] }
  }

  @Test func pairsValuesInOrder() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.zip(second).subscribe(subscriber)
    first.send(1)
    first.send(2)
    first.send(3)
    #expect(subscriber.values.isEmpty)
    second.send(10)
    second.send(20)
    #expect(pairs(subscriber) == [[1, 10], [2, 20]])
    second.send(30)
    second.send(40)
    first.send(4)
    #expect(pairs(subscriber) == [[1, 10], [2, 20], [3, 30], [4, 40]])
  }

  @Test func threeAndFourUpstreams() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let c = PassthroughSubject<Bool, Never>()
    let d = PassthroughSubject<Int, Never>()
    let three = TestSubscriber<(Int, String, Bool), Never>()
    let four = TestSubscriber<(Int, String, Bool, Int), Never>()
    a.zip(b, c).subscribe(three)
    a.zip(b, c, d).subscribe(four)
    a.send(1)
    a.send(2)
    b.send("x")
    c.send(true)
    c.send(false)
    b.send("y")
    d.send(7)
    #expect(three.values.map { "\($0.0)\($0.1)\($0.2)" } == ["1xtrue", "2yfalse"])
    #expect(four.values.map { "\($0.0)\($0.1)\($0.2)\($0.3)" } == ["1xtrue7"])
  }

  @Test func finishesWhenAFinishedUpstreamHasNothingLeftToPair() {
    // Apple's documented example: the `Just` finishes at once, but its value still pairs.
    let first = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.zip(Just(2)).subscribe(subscriber)
    #expect(subscriber.completions.isEmpty)
    first.send(1)
    #expect(pairs(subscriber) == [[1, 2]])
    #expect(subscriber.isFinished)
  }

  @Test func finishesAtOnceWhenTheFinishedUpstreamsQueueIsEmpty() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.zip(second).subscribe(subscriber)
    first.send(1)
    first.send(2)
    second.send(10)
    // `second` has nothing queued: `2` can never be paired.
    second.send(completion: .finished)
    #expect(pairs(subscriber) == [[1, 10]])
    #expect(subscriber.isFinished)
    #expect(first.isCancelled)
  }

  @Test func waitsForPartnersOfTheValuesAFinishedUpstreamLeftQueued() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.zip(second).subscribe(subscriber)
    first.send(1)
    first.send(2)
    first.send(completion: .finished)
    #expect(subscriber.completions.isEmpty)
    second.send(10)
    #expect(subscriber.completions.isEmpty)
    second.send(20)
    #expect(pairs(subscriber) == [[1, 10], [2, 20]])
    #expect(subscriber.isFinished)
  }

  @Test func failsAtTheFirstFailureAndCancelsTheOthers() {
    let first = Probe<Int, TestError>()
    let second = Probe<Int, TestError>()
    let subscriber = TestSubscriber<(Int, Int), TestError>()
    first.zip(second).subscribe(subscriber)
    first.send(1)
    first.send(2)
    second.send(10)
    second.send(completion: .failure(TestError(code: 4)))
    #expect(pairs(subscriber) == [[1, 10]])
    #expect(subscriber.failure == TestError(code: 4))
    #expect(subscriber.completions.count == 1)
    #expect(first.isCancelled)
  }

  // Apple's zip passes demand on to every upstream, but delivers a complete pair even when the
  // subscriber has no demand left (looks like a bug in Apple's Combine; matched).
  @Test func passesDemandToEveryUpstreamAndDeliversEveryCompletePair() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(1))
    first.zip(second).subscribe(subscriber)
    #expect(first.requests == [.max(1)])
    #expect(second.requests == [.max(1)])
    first.send(1)
    first.send(2)
    second.send(10)
    second.send(20)
    #expect(pairs(subscriber) == [[1, 10], [2, 20]])
    subscriber.request(.max(2))
    #expect(first.totalDemand == .max(3))
    first.send(3)
    second.send(30)
    #expect(pairs(subscriber) == [[1, 10], [2, 20], [3, 30]])
  }

  @Test func queuedPairsAreDeliveredBeforeTheFinish() {
    let first = PassthroughSubject<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>(demand: .max(1))
    first.zip(second).subscribe(subscriber)
    second.send(10)
    second.send(20)
    second.send(completion: .finished)
    first.send(1)
    #expect(pairs(subscriber) == [[1, 10]])
    subscriber.request(.max(5))
    first.send(2)
    #expect(pairs(subscriber) == [[1, 10], [2, 20]])
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsDeliveryAndCancelsEveryUpstream() {
    let first = Probe<Int, Never>()
    let second = Probe<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    first.zip(second).subscribe(subscriber)
    first.send(1)
    second.send(1)
    subscriber.cancel()
    #expect(first.isCancelled)
    #expect(second.isCancelled)
    // Apple's zip keeps no end state after a cancel: a pair the upstreams still complete is
    // delivered.
    first.send(2)
    second.send(2)
    #expect(subscriber.values.count == 2)
  }

  @Test func reentrantSendsAreDeliveredInOrder() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<(Int, Int), Never>()
    subscriber.onValue = { pair in
      if pair.0 < 10_000 {
        first.send(pair.0 + 1)
        second.send(pair.1 + 1)
      }
    }
    first.zip(second).subscribe(subscriber)
    first.send(0)
    second.send(0)
    #expect(subscriber.values.count == 10_001)
    #expect(subscriber.values.allSatisfy { $0.0 == $0.1 })
    #expect(subscriber.values.map(\.0) == Array(0...10_000))
  }

  @Test func synchronousUpstreamsArePairedUpToTheShorter() {
    let subscriber = TestSubscriber<(Int, Int), Never>()
    (1...5).publisher.zip([10, 20, 30].publisher).subscribe(subscriber)
    #expect(pairs(subscriber) == [[1, 10], [2, 20], [3, 30]])
    #expect(subscriber.isFinished)
  }

  /// A queued `nil` is a value like any other: the queue holds its oldest element inline and
  /// must not take an optional value for an empty slot.
  @Test func optionalValuesIncludingNilArePairedInOrder() {
    let first = PassthroughSubject<Int?, Never>()
    let second = PassthroughSubject<String, Never>()
    var received: [String] = []
    let cancellable = first.zip(second).sink {
      received.append("\($0.0.map(String.init) ?? "nil") \($0.1)")
    }
    first.send(nil)
    first.send(2)
    first.send(nil)
    second.send("a")
    second.send("b")
    second.send("c")
    second.send("d")
    first.send(4)
    #expect(received == ["nil a", "2 b", "nil c", "4 d"])
    cancellable.cancel()
  }

  @Test func cancelReleasesTheSubscriberAndQueuedValues() {
    let first = PassthroughSubject<Token, Never>()
    let second = PassthroughSubject<Int, Never>()
    weak var weakToken: Token?
    weak var weakQueued: Token?
    var cancellable: AnyCancellable?
    do {
      let token = Token()
      let queued = Token()
      weakToken = token
      weakQueued = queued
      cancellable = first.zip(second).sink { _ in _ = token }
      first.send(queued)
    }
    #expect(weakToken != nil)
    #expect(weakQueued != nil)
    cancellable = nil
    #expect(weakToken == nil)
    #expect(weakQueued == nil)
    _ = cancellable
  }

  @Test func equatableWhenTheUpstreamsAre() {
    #expect(Just(1).zip(Just(2)) == Publishers.Zip(Just(1), Just(2)))
    #expect(Just(1).zip(Just(2), Just(3), Just(4)) != Just(1).zip(Just(2), Just(3), Just(5)))
  }

  @Test func transformOverloadsMapEachTuple() {
    let two:
      Publishers.Map<
        Publishers.Zip<Publishers.Sequence<[Int], Never>, Publishers.Sequence<[Int], Never>>, Int
      > =
        [1, 2].publisher.zip([10, 20].publisher) { $0 + $1 }
    let sums2 = TestSubscriber<Int, Never>()
    let sums3 = TestSubscriber<Int, Never>()
    let sums4 = TestSubscriber<Int, Never>()
    two.subscribe(sums2)
    [1, 2].publisher.zip([10, 20].publisher, [100].publisher) { $0 + $1 + $2 }.subscribe(sums3)
    [1].publisher.zip([10].publisher, [100].publisher, [1000].publisher) { $0 + $1 + $2 + $3 }
      .subscribe(sums4)
    #expect(sums2.values == [11, 22])
    #expect(sums3.values == [111])
    #expect(sums4.values == [1111])
    #expect(sums2.isFinished && sums3.isFinished && sums4.isFinished)
  }

  @Test func zeroDemandTraps() async {
    await #expect(processExitsWith: .failure) {
      let subscriber = TestSubscriber<(Int, Int), Never>(demand: .none)
      Just(1).zip(Just(2)).subscribe(subscriber)
      subscriber.request(.none)
    }
  }
}
