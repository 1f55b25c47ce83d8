import Testing
import TrellisCombine

@Suite struct TryCompactMapTests {
  private func parse(_ text: String) throws -> Int? {
    if text == "!" { throw TestError(code: 33) }
    return Int(text)
  }

  @Test func sendsNonNilResultsThenFinishes() {
    let subscriber = TestSubscriber<Int, any Error>()
    ["1", "x", "3"].publisher.tryCompactMap(parse).subscribe(subscriber)
    #expect(subscriber.values == [1, 3])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsUpstreamFailure() {
    let subject = PassthroughSubject<String, TestError>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryCompactMap(parse).subscribe(subscriber)
    subject.send("2")
    subject.send(completion: .failure(TestError(code: 8)))
    #expect(subscriber.values == [2])
    #expect(subscriber.failure as? TestError == TestError(code: 8))
  }

  @Test func thrownErrorFailsTheStreamAndNothingFollows() {
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryCompactMap(parse).subscribe(subscriber)
    for text in ["1", "!", "2"] { subject.send(text) }
    subject.send(completion: .finished)
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.count == 1)
    #expect(subscriber.failure as? TestError == TestError(code: 33))
  }

  @Test func thrownErrorCancelsUpstream() {
    let upstream = ManualPublisher<String, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    upstream.tryCompactMap(parse).subscribe(subscriber)
    upstream.send("!")
    #expect(upstream.isCancelled)
    upstream.send("1")
    #expect(subscriber.values.isEmpty)
  }

  @Test func nilResultAsksUpstreamForOneMore() {
    let upstream = ManualPublisher<String, Never>()
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(1))
    upstream.tryCompactMap(parse).subscribe(subscriber)
    #expect(upstream.send("x") == .max(1))
    #expect(upstream.send("5") == .none)
    #expect(subscriber.values == [5])
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, any Error>(demand: .max(1))
    ["x", "1", "y", "2"].publisher.tryCompactMap(parse).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<Int, any Error>()
    subject.tryCompactMap(parse).subscribe(subscriber)
    subject.send("1")
    subscriber.cancel()
    subject.send("2")
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<String, Never>()
    let other = TestSubscriber<Int, any Error>()
    upstream.tryCompactMap(parse).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test func fusedCompactMapsCompose() {
    let subscriber = TestSubscriber<String, any Error>()
    ["1", "x", "2", "!"].publisher.tryCompactMap(parse)
      .compactMap { value throws -> String? in value == 2 ? nil : "\(value)" }
      .subscribe(subscriber)
    #expect(subscriber.values == ["1"])
    #expect(subscriber.failure as? TestError == TestError(code: 33))
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTransformWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.tryCompactMap { value -> Int? in
          _ = token
          return value
        }
      })
  }
}
