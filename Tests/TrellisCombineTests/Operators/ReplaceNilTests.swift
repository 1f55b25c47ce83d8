import Testing
import TrellisCombine

@Suite struct ReplaceNilTests {
  @Test func replacesNilAndUnwrapsTheRest() {
    let publisher: Publishers.Map<Publishers.Sequence<[Int?], Never>, Int> =
      [1, nil, 3].publisher.replaceNil(with: 0)
    let subscriber = TestSubscriber<Int, Never>()
    publisher.subscribe(subscriber)
    #expect(subscriber.values == [1, 0, 3])
    #expect(subscriber.isFinished)
  }

  @Test func forwardsFailure() {
    let subject = PassthroughSubject<Int?, TestError>()
    let subscriber = TestSubscriber<Int, TestError>()
    subject.replaceNil(with: -1).subscribe(subscriber)
    subject.send(nil)
    subject.send(completion: .failure(TestError(code: 3)))
    #expect(subscriber.values == [-1])
    #expect(subscriber.failure == TestError(code: 3))
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    [nil, nil, 3].publisher.replaceNil(with: 7).subscribe(subscriber)
    #expect(subscriber.values == [7, 7])
    #expect(!subscriber.isFinished)
    subscriber.request(.max(1))
    #expect(subscriber.values == [7, 7, 3])
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int?, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.replaceNil(with: 0).subscribe(subscriber)
    subject.send(nil)
    subscriber.cancel()
    subject.send(1)
    #expect(subscriber.values == [0])

    let upstream = ManualPublisher<Int?, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.replaceNil(with: 0).subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesReplacementWhenTheStreamEnds(_ ending: LeakEnding) {
    final class Box {
      let token: LeakToken
      init(_ token: LeakToken) { self.token = token }
    }
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.map { _ -> Box? in nil }.replaceNil(with: Box(token))
      })
  }
}
