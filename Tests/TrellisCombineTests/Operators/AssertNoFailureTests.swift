import Testing
import TrellisCombine

@Suite struct AssertNoFailureTests {
  @Test func passesValuesAndFinish() {
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2].publisher.setFailureType(to: TestError.self).assertNoFailure().subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func keepsPrefixFileAndLine() {
    let publisher = Just(1).assertNoFailure("checked", file: "Here.swift", line: 12)
    #expect(publisher.prefix == "checked")
    #expect("\(publisher.file)" == "Here.swift")
    #expect(publisher.line == 12)
    let defaulted = Just(1).assertNoFailure()
    #expect(defaulted.prefix.isEmpty)
    #expect("\(defaulted.file)".hasSuffix("AssertNoFailureTests.swift"))
  }

  @Test func failureTrapsWithPrefixAndError() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let subject = PassthroughSubject<Int, TestError>()
      let cancellable = subject.assertNoFailure("stream").sink { _ in }
      subject.send(completion: .failure(TestError(code: 77)))
      cancellable.cancel()
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("stream: TestError(77)"))
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(1))
    (1...3).publisher.setFailureType(to: TestError.self).assertNoFailure().subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(!subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.assertNoFailure().subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    // Cancelled, so a failure now reaches no one and does not trap.
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, TestError>()
    let other = TestSubscriber<Int, Never>()
    upstream.assertNoFailure().subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: [LeakEnding.cancel, .finish])
  func releasesDownstreamWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.assertNoFailure().handleEvents(receiveOutput: { _ in _ = token })
      })
  }
}
