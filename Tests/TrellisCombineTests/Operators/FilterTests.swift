import Testing
import TrellisCombine

@Suite struct FilterTests {
  private let isEven: (Int) -> Bool = { $0.isMultiple(of: 2) }

  @Test func sendsOnlyIncludedValuesThenFinishes() {
    let subscriber = TestSubscriber<Int, Never>()
    (1...6).publisher.filter(isEven).subscribe(subscriber)
    #expect(subscriber.values == [2, 4, 6])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.filter(isEven).subscribe(subscriber)
    subject.send(2)
    subject.send(completion: .failure(TestError(code: 5)))
    subject.send(4)
    #expect(subscriber.values == [2])
    #expect(subscriber.failure == TestError(code: 5))
  }

  @Test func droppedValueAsksUpstreamForOneMore() {
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    upstream.filter(isEven).subscribe(subscriber)
    #expect(upstream.requests == [.max(1)])
    #expect(upstream.send(1) == .max(1))
    #expect(upstream.send(2) == .none)
    #expect(subscriber.values == [2])
  }

  @Test func honoursDemandAcrossDroppedValues() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...10).publisher.filter(isEven).subscribe(subscriber)
    #expect(subscriber.values == [2, 4])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [2, 4, 6])
    subscriber.request(.unlimited)
    #expect(subscriber.values == [2, 4, 6, 8, 10])
    #expect(subscriber.isFinished)
  }

  @Test func subjectWithLimitedDemandGetsTheNextIncludedValue() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    subject.filter(isEven).subscribe(subscriber)
    for value in [1, 3, 5, 6, 8] { subject.send(value) }
    #expect(subscriber.values == [6])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.filter(isEven).subscribe(subscriber)
    subject.send(2)
    subscriber.cancel()
    subject.send(4)
    #expect(subscriber.values == [2])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.filter(isEven).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func reentrantSendKeepsOrder() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subscriber.onValue = { value in
      if value < 6 {
        subject.send(value + 1)
        subject.send(value + 2)
      }
    }
    subject.filter(isEven).subscribe(subscriber)
    subject.send(2)
    #expect(subscriber.values == [2, 4, 6])
  }

  @Test func fusedFiltersApplyBothTests() {
    let fused: Publishers.Filter<Publishers.Sequence<ClosedRange<Int>, Never>> =
      (1...12).publisher.filter(isEven).filter { $0.isMultiple(of: 3) }
    let subscriber = TestSubscriber<Int, Never>()
    fused.subscribe(subscriber)
    #expect(subscriber.values == [6, 12])

    let throwing = TestSubscriber<Int, any Error>()
    (1...8).publisher.filter(isEven)
      .tryFilter { value in
        if value == 6 { throw TestError(code: 6) }
        return true
      }
      .subscribe(throwing)
    #expect(throwing.values == [2, 4])
    #expect(throwing.failure as? TestError == TestError(code: 6))
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTestWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.filter { _ in
          _ = token
          return true
        }
      })
  }
}
