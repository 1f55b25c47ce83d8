import Testing
import TrellisCombine

@Suite struct CompactMapTests {
  @Test func sendsNonNilResultsThenFinishes() {
    let subscriber = TestSubscriber<Int, Never>()
    ["1", "x", "3", ""].publisher.compactMap { Int($0) }.subscribe(subscriber)
    #expect(subscriber.values == [1, 3])
    #expect(subscriber.isFinished)
  }

  @Test func keepsInnerOptionals() {
    let subscriber = TestSubscriber<Int?, Never>()
    [1, 2].publisher.compactMap { value -> Int?? in value == 1 ? .some(nil) : .some(value) }
      .subscribe(subscriber)
    #expect(subscriber.values == [nil, 2])
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<String, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.compactMap { Int($0) }.subscribe(subscriber)
    subject.send("4")
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(subscriber.values == [4])
    #expect(subscriber.failure == TestError(code: 2))
  }

  @Test func nilResultAsksUpstreamForOneMore() {
    let upstream = ManualPublisher<String, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    upstream.compactMap { Int($0) }.subscribe(subscriber)
    #expect(upstream.send("x") == .max(1))
    #expect(upstream.send("1") == .none)
    #expect(subscriber.values == [1])
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    ["a", "1", "b", "2", "3"].publisher.compactMap { Int($0) }.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.compactMap { Int($0) }.subscribe(subscriber)
    subject.send("1")
    subscriber.cancel()
    subject.send("2")
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<String, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.compactMap { Int($0) }.subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func fusedOperatorsComposeInOrder() {
    let twice: Publishers.CompactMap<Publishers.Sequence<[String], Never>, Int> =
      ["1", "x", "12", "7"].publisher.compactMap { Int($0) }
      .compactMap { $0 > 5 ? $0 * 2 : nil }
    let subscriber = TestSubscriber<Int, Never>()
    twice.subscribe(subscriber)
    #expect(subscriber.values == [24, 14])

    let mapped: Publishers.CompactMap<Publishers.Sequence<[String], Never>, String> =
      ["1", "x", "2"].publisher.compactMap { Int($0) }.map { "<\($0)>" }
    let other = TestSubscriber<String, Never>()
    mapped.subscribe(other)
    #expect(other.values == ["<1>", "<2>"])
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTransformWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.compactMap { value -> Int? in
          _ = token
          return value
        }
      })
  }
}
