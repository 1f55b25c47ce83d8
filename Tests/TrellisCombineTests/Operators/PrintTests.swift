import Testing
import TrellisCombine

@Suite struct PrintTests {
  @Test func logsEachEventWithThePrefix() {
    let log = TextLog()
    let subscriber = TestSubscriber<Int, Never>()
    Just(7).print("numbers", to: log).subscribe(subscriber)
    #expect(
      log.lines == [
        "numbers: receive subscription: (Just)",
        "numbers: request unlimited",
        "numbers: receive value: (7)",
        "numbers: request max: (0) (synchronous)",
        "numbers: receive finished",
      ])
    #expect(subscriber.values == [7])
    #expect(subscriber.isFinished)
  }

  @Test func withoutPrefixLinesStartWithTheEvent() {
    let log = TextLog()
    let subject = PassthroughSubject<String, Never>()
    let subscriber = TestSubscriber<String, Never>()
    subject.print(to: log).subscribe(subscriber)
    subject.send("hello")
    #expect(log.lines.suffix(2) == ["receive value: (hello)", "request max: (0) (synchronous)"])
    #expect(log.lines.allSatisfy { !$0.hasPrefix(":") })
  }

  @Test func logsFailure() {
    let log = TextLog()
    let subscriber = TestSubscriber<Int, TestError>()
    Fail<Int, TestError>(error: TestError(code: 5)).print("p", to: log).subscribe(subscriber)
    #expect(log.lines.last == "p: receive error: (TestError(5))")
    #expect(subscriber.failure == TestError(code: 5))
  }

  @Test func logsLimitedAndSynchronousDemand() {
    let log = TextLog()
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2), demandPerValue: .max(1))
    upstream.print("d", to: log).subscribe(subscriber)
    upstream.send(1)
    #expect(
      Array(log.lines.dropFirst()) == [
        "d: request max: (2)",
        "d: receive value: (1)",
        "d: request max: (1) (synchronous)",
      ])
    #expect(upstream.requests == [.max(2)])
  }

  // Apple's print is a pure pass-through: what the upstream still sends after a cancel is
  // logged and passed on.
  @Test func logsCancelAndCancelsUpstreamThenStillPassesEventsOn() {
    let log = TextLog()
    let upstream = ManualPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>()
    upstream.print("c", to: log).subscribe(subscriber)
    subscriber.cancel()
    #expect(log.lines.last == "c: receive cancel")
    #expect(upstream.isCancelled)
    upstream.send(1)
    #expect(subscriber.values == [1])
    #expect(log.lines.contains("c: receive value: (1)"))
  }

  @Test func writesEachLineAsPrintDoes() {
    let log = WriteLog()
    let cancellable = Just(1).print(to: log).sink { _ in }
    #expect(Array(log.writes.prefix(3)) == ["", "receive subscription: (Just)", "\n"])
    cancellable.cancel()
  }

  @Test func secondSubscriptionIsLoggedThenCancelled() {
    let log = TextLog()
    let upstream = DemandRecordingPublisher<Int, Never>()
    let subscriber = TestSubscriber<Int, Never>(demand: .none)
    upstream.print(to: log).subscribe(subscriber)
    let other = DemandRecordingPublisher<Int, Never>()
    upstream.subscriber?.receive(subscription: DemandRecordingPublisher.Link(other))
    #expect(log.lines.filter { $0.hasPrefix("receive subscription") }.count == 2)
    #expect(other.history == [.cancelled])
  }

  @Test func describesAndReflectsItsSubscription() throws {
    let subscriber = TestSubscriber<Int, Never>()
    PassthroughSubject<Int, Never>().print(to: TextLog()).subscribe(subscriber)
    expectDescribed(try #require(subscriber.subscription), as: "Print", children: [])
  }

  @Test func honoursDemand() {
    let log = TextLog()
    let subscriber = TestSubscriber<Int, Never>(demand: .max(2))
    (1...5).publisher.print(to: log).subscribe(subscriber)
    #expect(subscriber.values == [1, 2])
    #expect(!subscriber.isFinished)
    #expect(log.lines.filter { $0.hasPrefix("receive value") }.count == 2)
  }

  @Test func keepsItsConfiguration() {
    let log = TextLog()
    let publisher = Just(1).print("x", to: log)
    #expect(publisher.prefix == "x")
    #expect(publisher.stream is TextLog)
    #expect(Just(1).print().stream == nil)
  }

  @Test(arguments: LeakEnding.allCases)
  func releasesDownstreamWhenTheStreamEnds(_ ending: LeakEnding) {
    let log = TextLog()
    #expect(
      releasesCapturedToken(after: ending) { subject, token in
        subject.print(to: log).handleEvents(receiveOutput: { _ in _ = token })
      })
  }
}

/// A stream that keeps each `write` call separately.
private final class WriteLog: TextOutputStream, @unchecked Sendable {
  private(set) var writes: [String] = []
  func write(_ string: String) { writes.append(string) }
}
