import Testing
import TrellisCombine

@Suite struct MapTests {
  @Test func transformsEachValueThenFinishes() {
    let subscriber = TestSubscriber<String, Never>()
    [1, 2, 3].publisher.map { "#\($0)" }.subscribe(subscriber)
    #expect(subscriber.values == ["#1", "#2", "#3"])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.map { $0 * 2 }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 3)))
    subject.send(2)
    #expect(subscriber.values == [2])
    #expect(subscriber.failure == TestError(code: 3))
    #expect(subscriber.completions.count == 1)
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.map { $0 * 10 }.subscribe(subscriber)
    #expect(subscriber.values == [10, 20])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [10, 20, 30])
  }

  @Test func passesDemandThroughUnchanged() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(3), demandPerValue: .max(2))
    upstream.map { $0 + 1 }.subscribe(subscriber)
    #expect(upstream.requests == [.max(3)])
    #expect(upstream.send(1) == .max(2))
    #expect(subscriber.values == [2])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.map { $0 * 2 }.subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [2])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.map { $0 }.subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 30 { subject.send(value / 10 + 1) }
    }
    subject.map { $0 * 10 }.subscribe(subscriber)
    subject.send(1)
    #expect(subscriber.values == [10, 20, 30])
  }

  @Test func fusedMapsApplyBothTransformsInOrder() {
    let fused: Publishers.Map<Publishers.Sequence<[Int], Never>, String> =
      [1, 2].publisher.map { $0 + 1 }.map { "\($0)" }
    let subscriber = TestSubscriber<String, Never>()
    fused.subscribe(subscriber)
    #expect(subscriber.values == ["2", "3"])

    let keyPathAfterMap = TestSubscriber<Int, Never>()
    ["ab", "cde"].publisher.map { $0 + "!" }.map(\.count).subscribe(keyPathAfterMap)
    #expect(keyPathAfterMap.values == [3, 4])
  }

  @Test func fusedTryMapAfterMapFails() {
    let subscriber = TestSubscriber<Int, any Error>()
    [1, 2, 3].publisher.map { $0 * 2 }
      .tryMap { value -> Int in
        if value == 4 { throw TestError(code: 4) }
        return value
      }
      .subscribe(subscriber)
    #expect(subscriber.values == [2])
    #expect(subscriber.failure as? TestError == TestError(code: 4))
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTransformWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.map { value -> Int in
          _ = token
          return value
        }
      })
  }
}
