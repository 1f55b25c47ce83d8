import Testing
import TrellisCombine

@Suite struct MapErrorTests {
  struct WrappedError: Error, Equatable {
    var inner: TestError
  }

  @Test func passesValuesAndFinish() {
    let subscriber = TestSubscriber<Int, WrappedError>()
    [1, 2].publisher.setFailureType(to: TestError.self).mapError(WrappedError.init)
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
  }

  @Test func transformsFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, WrappedError>()
    subject.mapError { WrappedError(inner: $0) }.subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 4)))
    subject.send(2)
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == WrappedError(inner: TestError(code: 4)))
    #expect(subscriber.completions.count == 1)
  }

  @Test func initialiserWithUnlabelledClosure() {
    let subscriber = TestSubscriber<Int, WrappedError>()
    let wrap: (TestError) -> WrappedError = { WrappedError(inner: $0) }
    Publishers.MapError(upstream: Fail<Int, TestError>(error: TestError(code: 2)), wrap)
      .subscribe(subscriber)
    #expect(subscriber.failure == WrappedError(inner: TestError(code: 2)))
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, WrappedError>(demand: .max(2))
    (1...4).publisher.setFailureType(to: TestError.self).mapError(WrappedError.init)
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, TestError>()
    let subscriber = TestSubscriber<Int, WrappedError>()
    subject.mapError(WrappedError.init).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    subject.send(completion: .failure(TestError()))
    #expect(subscriber.values == [1])
    #expect(subscriber.completions.isEmpty)

    let upstream = ManualPublisher<Int, TestError>()
    let other = TestSubscriber<Int, WrappedError>()
    upstream.mapError(WrappedError.init).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesTransformWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.mapError { error -> WrappedError in
          _ = token
          return WrappedError(inner: error)
        }
      })
  }
}
