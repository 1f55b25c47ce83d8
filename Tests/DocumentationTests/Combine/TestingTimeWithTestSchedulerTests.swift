import Dispatch
import Foundation
import Testing
import TrellisCombine

/// The article "Testing time with TestScheduler": its examples, each one a test.
@Suite struct TestingTimeWithTestSchedulerTests {
  @Test func makingSchedulers() {
    let queue = DispatchQueue.test  // TestSchedulerOf<DispatchQueue>
    let runLoop = RunLoop.test  // TestSchedulerOf<RunLoop>
    let custom = TestScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>(
      now: .init(.now()))

    let sameType: TestSchedulerOf<DispatchQueue> = custom
    #expect(type(of: queue) == type(of: sameType))
    #expect(runLoop.now == RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0)))
    #expect(DispatchQueue.test !== DispatchQueue.test)  // a fresh scheduler on each access
  }

  @Test func workScheduledInsideTheWindowRunsInTheSameAdvance() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var log: [String] = []
    scheduler.schedule(after: start.advanced(by: .seconds(1))) {
      log.append("first at \(start.distance(to: scheduler.now))")
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
        log.append("second at \(start.distance(to: scheduler.now))")
      }
    }
    scheduler.advance(by: .seconds(2))
    #expect(log.count == 2)
    #expect(start.distance(to: scheduler.now) == .seconds(2))
    scheduler.advance(to: start)  // the clock never goes back
    #expect(start.distance(to: scheduler.now) == .seconds(2))
  }

  @Test func theClockMovesOnlyWhenTheTestMovesIt() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var log: [String] = []

    scheduler.schedule { log.append("now") }
    scheduler.schedule(after: start.advanced(by: .seconds(1))) { log.append("after 1 s") }
    scheduler.schedule(after: start.advanced(by: .seconds(5))) { log.append("after 5 s") }
    // log == []: nothing runs until the clock is moved.
    #expect(log.isEmpty)

    scheduler.advance()
    // log == ["now"]: advance() moves no time but runs what is due now.
    #expect(log == ["now"])

    scheduler.advance(by: .seconds(1))
    // log == ["now", "after 1 s"]
    #expect(log == ["now", "after 1 s"])

    scheduler.run()
    // log == ["now", "after 1 s", "after 5 s"], and the clock reads start + 5 s.
    #expect(log == ["now", "after 1 s", "after 5 s"])
    #expect(start.distance(to: scheduler.now) == .seconds(5))
  }

  @Test func advanceToAnInstant() {
    let scheduler = RunLoop.test
    let start = scheduler.now
    var fired = false
    scheduler.schedule(after: start.advanced(by: .seconds(10))) { fired = true }
    scheduler.advance(to: start.advanced(by: .seconds(9)))
    #expect(!fired)
    scheduler.advance(to: start.advanced(by: .seconds(10)))
    #expect(fired)
  }

  @Test func debounceDeliversOnceAfterAQuietPeriod() {
    let scheduler = DispatchQueue.test
    let typed = PassthroughSubject<String, Never>()
    var searches: [String] = []
    var cancellables = Set<AnyCancellable>()
    typed
      .debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { searches.append($0) }
      .store(in: &cancellables)

    typed.send("s")
    scheduler.advance(by: .milliseconds(200))
    typed.send("sw")
    scheduler.advance(by: .milliseconds(200))
    typed.send("swi")
    scheduler.advance(by: .milliseconds(299))
    #expect(searches == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(searches == ["swi"])

    cancellables.removeAll()
  }

  @Test func throttleDeliversAtMostOneValuePerInterval() {
    let scheduler = DispatchQueue.test
    let scrolled = PassthroughSubject<Int, Never>()
    var delivered: [Int] = []
    var cancellables = Set<AnyCancellable>()
    scrolled
      .throttle(for: .seconds(1), scheduler: scheduler, latest: true)
      .sink { delivered.append($0) }
      .store(in: &cancellables)

    scrolled.send(1)
    scheduler.advance()
    #expect(delivered == [1])  // the first value goes out on the scheduler's next turn

    scrolled.send(2)
    scrolled.send(3)
    scheduler.advance(by: .milliseconds(999))
    #expect(delivered == [1])
    scheduler.advance(by: .milliseconds(1))
    #expect(delivered == [1, 3])  // latest: true keeps 3; latest: false would keep 2

    cancellables.removeAll()
  }

  @Test(arguments: [true, false])
  func throttleKeepsTheLatestOrTheFirstValue(latest: Bool) {
    let scheduler = DispatchQueue.test
    let scrolled = PassthroughSubject<Int, Never>()
    var delivered: [Int] = []
    var cancellables = Set<AnyCancellable>()
    scrolled
      .throttle(for: .seconds(1), scheduler: scheduler, latest: latest)
      .sink { delivered.append($0) }
      .store(in: &cancellables)
    scrolled.send(1)
    scheduler.advance()
    scrolled.send(2)
    scrolled.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(delivered == [1, latest ? 3 : 2])
    cancellables.removeAll()
  }

  @Test func delayShiftsEachValueByTheInterval() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    let saved = PassthroughSubject<String, Never>()
    var arrivals: [DispatchQueue.SchedulerTimeType.Stride] = []
    var cancellables = Set<AnyCancellable>()
    saved
      .delay(for: .seconds(2), scheduler: scheduler)
      .sink { _ in arrivals.append(start.distance(to: scheduler.now)) }
      .store(in: &cancellables)

    saved.send("draft")
    scheduler.advance(by: .milliseconds(500))
    saved.send("final")
    scheduler.advance(by: .milliseconds(1499))
    #expect(arrivals == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(arrivals == [.seconds(2)])
    scheduler.advance(by: .milliseconds(500))
    #expect(arrivals == [.seconds(2), .milliseconds(2500)])

    cancellables.removeAll()
  }

  @Test func receiveOnWaitsForTheSchedulersNextTurn() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: scheduler).sink { received.append($0) }
    subject.send(1)  // the sink has already asked for values
    #expect(received == [])
    scheduler.advance()
    #expect(received == [1])
    cancellable.cancel()
  }

  @Test func valuesSentBeforeTheFirstAdvanceAllArrive() {
    let scheduler = DispatchQueue.test
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.receive(on: scheduler).sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    scheduler.advance()
    #expect(received == [1, 2])
    cancellable.cancel()
  }

  @Test func theViewModelSearchesOnVirtualTime() {
    let scheduler = DispatchQueue.test
    let model = TestSchedulerArticle.SearchViewModel(
      catalog: ["Swift", "SwiftUI", "Combine"], scheduler: scheduler)

    model.query = "sw"
    scheduler.advance(by: .milliseconds(100))
    model.query = "swiftu"
    #expect(model.results == [])

    scheduler.advance(by: .milliseconds(300))
    #expect(model.results == ["SwiftUI"])
  }

  @Test func theViewModelIsReleasedWhileItsDebounceWaits() {
    let scheduler = DispatchQueue.test
    weak var released: TestSchedulerArticle.SearchViewModel<TestSchedulerOf<DispatchQueue>>?
    do {
      let model = TestSchedulerArticle.SearchViewModel(catalog: ["Swift"], scheduler: scheduler)
      released = model
      model.query = "s"
    }
    #expect(released == nil)
    scheduler.run()  // the pending debounce fires into nothing
    #expect(released == nil)
  }

  @Test func anImmediateSchedulerIgnoresTheInterval() {
    let typed = PassthroughSubject<String, Never>()
    var searches: [String] = []
    var cancellables = Set<AnyCancellable>()
    typed
      .debounce(for: .milliseconds(300), scheduler: ImmediateScheduler.shared)
      .sink { searches.append($0) }
      .store(in: &cancellables)
    typed.send("s")
    typed.send("sw")
    #expect(searches == ["s", "sw"])
    cancellables.removeAll()
  }

  @Test func actionsRunOnTheThreadThatAdvances() async {
    final class ThreadRecord: @unchecked Sendable {
      private let lock = NSLock()
      private var recorded: pthread_t?
      var thread: pthread_t? {
        get { lock.withLock { recorded } }
        set { lock.withLock { recorded = newValue } }
      }
    }
    let scheduler = DispatchQueue.test
    let ranOn = ThreadRecord()
    let scheduling = pthread_self()
    scheduler.schedule { ranOn.thread = pthread_self() }
    // Compared on the advancing thread while it still runs: once a thread has exited, the
    // system may give its identifier to the next thread it starts.
    let (ranOnTheAdvancer, ranOnTheScheduler) = await withCheckedContinuation { continuation in
      Thread {
        scheduler.advance()
        let here = pthread_self()
        let ran = ranOn.thread
        continuation.resume(
          returning: (
            ran.map { pthread_equal($0, here) != 0 } == true,
            ran.map { pthread_equal($0, scheduling) != 0 } == true
          ))
      }.start()
    }
    #expect(ranOnTheAdvancer)
    #expect(!ranOnTheScheduler)
  }
}
