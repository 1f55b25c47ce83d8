import Testing
import TrellisCombine

@Suite struct SetFailureTypeTests {
  @Test func passesValuesAndFinishWithTheNewType() {
    let publisher: Publishers.SetFailureType<Publishers.Sequence<[Int], Never>, TestError> =
      [1, 2].publisher.setFailureType(to: TestError.self)
    let subscriber = TestSubscriber<Int, TestError>()
    publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(subscriber.isFinished)
    #expect(subscriber.completions.count == 1)
  }

  @Test func erasesToTheTypeAnAPIExpects() {
    func api() -> AnyPublisher<Int, TestError> {
      Just(5).setFailureType(to: TestError.self).eraseToAnyPublisher()
    }
    let subscriber = TestSubscriber<Int, TestError>()
    api().subscribe(subscriber)
    #expect(subscriber.values == [5])
  }

  @Test func settingAgainReplacesTheTypeWithoutNesting() {
    let publisher: Publishers.SetFailureType<Just<Int>, any Error> =
      Just(1).setFailureType(to: TestError.self).setFailureType(to: (any Error).self)
    let subscriber = TestSubscriber<Int, any Error>()
    publisher.subscribe(subscriber)
    #expect(subscriber.values == [1])
  }

  @Test func equatableWhenUpstreamIs() {
    #expect(
      Just(1).setFailureType(to: TestError.self) == Just(1).setFailureType(to: TestError.self))
    #expect(
      Just(1).setFailureType(to: TestError.self) != Just(2).setFailureType(to: TestError.self))
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, TestError>(demand: .max(1))
    (1...3).publisher.setFailureType(to: TestError.self).subscribe(subscriber)
    #expect(subscriber.values == [1])
    #expect(!subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.setFailureType(to: TestError.self).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, TestError>()
    upstream.setFailureType(to: TestError.self).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: [LeakEnding.cancel, .finish])
  func releasesDownstreamWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.replaceError(with: 0).setFailureType(to: TestError.self)
          .handleEvents(receiveOutput: { _ in _ = token })
      })
  }
}
