import Testing
import TrellisCombine

// Only the path where no closure asks to stop is tested: raising SIGTRAP would end the
// test process.
@Suite struct BreakpointTests {
  @Test func passesEverythingWhenNoClosureAsksToStop() {
    var seenSubscriptions = 0
    var seenValues: [Int] = []
    var seenCompletions = 0
    let subscriber = TestSubscriber<Int, Never>()
    [1, 2, 3].publisher
      .breakpoint(
        receiveSubscription: { _ in
          seenSubscriptions += 1
          return false
        },
        receiveOutput: { value in
          seenValues.append(value)
          return false
        },
        receiveCompletion: { _ in
          seenCompletions += 1
          return false
        }
      )
      .subscribe(subscriber)
    #expect(subscriber.values == [1, 2, 3])
    #expect(subscriber.isFinished)
    #expect(seenSubscriptions == 1)
    #expect(seenValues == [1, 2, 3])
    #expect(seenCompletions == 1)
  }

  @Test func withoutClosuresItOnlyRepublishes() {
    let subscriber = TestSubscriber<Int, TestError>()
    let subject = PassthroughSubject<Int, TestError>()
    subject.breakpoint().subscribe(subscriber)
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(subscriber.values == [1])
    #expect(subscriber.failure == TestError(code: 2))
  }

  @Test func breakpointOnErrorPassesValuesAndFinish() {
    let subscriber = TestSubscriber<Int, TestError>()
    [4, 5].publisher.setFailureType(to: TestError.self).breakpointOnError().subscribe(subscriber)
    #expect(subscriber.values == [4, 5])
    #expect(subscriber.isFinished)
  }

  @Test func breakpointOnErrorAsksToStopOnlyForAFailure() {
    let publisher = Just(1).setFailureType(to: TestError.self).breakpointOnError()
    let decide = try! #require(publisher.receiveCompletion)
    #expect(decide(.failure(TestError())))
    #expect(!decide(.finished))
    #expect(publisher.receiveOutput == nil)
    #expect(publisher.receiveSubscription == nil)
  }

  @Test func honoursDemand() {
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.breakpoint(receiveOutput: { _ in false }).subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
  }

  @Test func cancelStopsValuesAndCancelsUpstream() {
    let subject = PassthroughSubject<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    subject.breakpoint(receiveOutput: { _ in false }).subscribe(subscriber)
    subject.send(1)
    subscriber.cancel()
    subject.send(2)
    #expect(subscriber.values == [1])

    let upstream = ManualPublisher<Int, Never>()
    let other = TestSubscriber<Int, Never>()
    upstream.breakpointOnError().subscribe(other)
    other.cancel()
    #expect(upstream.isCancelled)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesClosuresWhenTheStreamEnds(_ ending: LeakEnding) {
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.breakpoint(receiveOutput: { _ in
          _ = token
          return false
        })
      })
  }
}
