import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct TestSchedulerTests {
  @Test func nothingRunsUntilTheClockMoves() {
    let scheduler = DispatchQueue.test
    var runs = 0
    scheduler.schedule { runs += 1 }
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { runs += 1 }
    #expect(runs == 0)
    scheduler.advance()
    #expect(runs == 1)
    scheduler.advance(by: .milliseconds(999))
    #expect(runs == 1)
    scheduler.advance(by: .milliseconds(1))
    #expect(runs == 2)
  }

  @Test func runsByDueTimeThenByOrderOfScheduling() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var order: [String] = []
    scheduler.schedule(after: start.advanced(by: .seconds(2))) { order.append("c") }
    scheduler.schedule(after: start.advanced(by: .seconds(1))) { order.append("a") }
    scheduler.schedule(after: start.advanced(by: .seconds(2))) { order.append("d") }
    scheduler.schedule(after: start.advanced(by: .seconds(1))) { order.append("b") }
    scheduler.schedule { order.append("now") }
    scheduler.advance(by: .seconds(5))
    #expect(order == ["now", "a", "b", "c", "d"])
  }

  @Test func clockReadsEachActionsDueTimeWhileItRuns() {
    let scheduler = RunLoop.test
    let start = scheduler.now
    var seen: [RunLoop.SchedulerTimeType.Stride] = []
    for seconds in [3, 1, 2] {
      scheduler.schedule(after: start.advanced(by: .seconds(seconds))) {
        seen.append(start.distance(to: scheduler.now))
      }
    }
    scheduler.advance(by: .seconds(10))
    #expect(seen == [1, 2, 3])
    #expect(start.distance(to: scheduler.now) == 10)
  }

  @Test func advanceToMovesTheClockAndNeverBack() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    scheduler.advance(to: start.advanced(by: .seconds(5)))
    #expect(scheduler.now == start.advanced(by: .seconds(5)))
    var ran = false
    // Due in the past: runs on the next advance, at the current time.
    scheduler.schedule(after: start.advanced(by: .seconds(1))) { ran = true }
    scheduler.advance(to: start)
    #expect(ran)
    #expect(scheduler.now == start.advanced(by: .seconds(5)))
  }

  @Test func workScheduledDuringAnAdvanceRunsWhenItIsDueWithinTheWindow() {
    let scheduler = DispatchQueue.test
    var order: [String] = []
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
      order.append("first")
      scheduler.schedule { order.append("right after") }
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
        order.append("inside")
      }
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(5))) {
        order.append("beyond")
      }
    }
    scheduler.advance(by: .seconds(3))
    #expect(order == ["first", "right after", "inside"])
    scheduler.advance(by: .seconds(3))
    #expect(order == ["first", "right after", "inside", "beyond"])
  }

  @Test func runDrainsEverythingIncludingFollowUps() {
    let scheduler = OperationQueue.test
    let start = scheduler.now
    var count = 0
    func chain(_ remaining: Int) {
      guard remaining > 0 else { return }
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) {
        count += 1
        chain(remaining - 1)
      }
    }
    chain(4)
    scheduler.run()
    #expect(count == 4)
    #expect(start.distance(to: scheduler.now) == 40)
  }

  @Test func repeatingActionRunsEveryIntervalUntilCancelled() {
    let scheduler = DispatchQueue.test
    let start = scheduler.now
    var times: [Int] = []
    let cancellable = scheduler.schedule(
      after: start.advanced(by: .seconds(1)), interval: .seconds(2)
    ) {
      times.append(start.distance(to: scheduler.now).magnitude / 1_000_000_000)
    }
    scheduler.advance(by: .seconds(6))
    #expect(times == [1, 3, 5])
    cancellable.cancel()
    scheduler.advance(by: .seconds(10))
    #expect(times == [1, 3, 5])
  }

  @Test func repeatingActionCanCancelItself() {
    let scheduler = DispatchQueue.test
    var ticks = 0
    var cancellable: Cancellable?
    cancellable = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {
      ticks += 1
      if ticks == 2 { cancellable?.cancel() }
    }
    scheduler.advance(by: .seconds(10))
    #expect(ticks == 2)
    scheduler.run()
    #expect(ticks == 2)
  }

  @Test func droppingTheRepeatingCancellableStopsIt() {
    let scheduler = DispatchQueue.test
    var ticks = 0
    _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { ticks += 1 }
    scheduler.advance(by: .seconds(3))
    #expect(ticks == 0)
  }

  @Test func cancellingReleasesTheAction() {
    final class Token {}
    let scheduler = DispatchQueue.test
    weak var weakToken: Token?
    var cancellable: Cancellable?
    do {
      let token = Token()
      weakToken = token
      cancellable = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {
        _ = token
      }
    }
    #expect(weakToken != nil)
    cancellable?.cancel()
    #expect(weakToken == nil)
  }

  @Test func ranActionsAreReleased() {
    final class Token {}
    let scheduler = DispatchQueue.test
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      scheduler.schedule { _ = token }
    }
    #expect(weakToken != nil)
    scheduler.advance()
    #expect(weakToken == nil)
  }

  @Test func actionsRunOutsideTheLock() {
    // Each of these calls would deadlock if the action ran with the scheduler's lock held.
    let scheduler = DispatchQueue.test
    var reached = false
    scheduler.schedule {
      _ = scheduler.now
      let cancellable = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {}
      cancellable.cancel()
      scheduler.advance()
      reached = true
    }
    scheduler.advance()
    #expect(reached)
  }

  @Test func schedulingFromManyThreadsLosesNothing() {
    let scheduler = DispatchQueue.test
    let counter = SchedulerTestCounter()
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(index % 7))) {
        counter.increment()
      }
    }
    scheduler.advance(by: .seconds(1))
    #expect(counter.value == 200)
  }

  @Test func convenienceSchedulersStartAtFixedTimes() {
    #expect(DispatchQueue.test.now.dispatchTime.uptimeNanoseconds == 1)
    #expect(RunLoop.test.now.date == Date(timeIntervalSince1970: 0))
    #expect(OperationQueue.test.now.date == Date(timeIntervalSince1970: 0))
    let custom = TestScheduler<Tick, Never>(now: Tick(count: 5))
    custom.advance(by: 3)
    #expect(custom.now == Tick(count: 8))
    #expect(custom.minimumTolerance == 0)
  }
}

/// A home-made time type: the test scheduler works with any strideable time.
private struct Tick: Strideable {
  var count: Int
  func distance(to other: Tick) -> ImmediateScheduler.SchedulerTimeType.Stride {
    .init(other.count - count)
  }
  func advanced(by n: ImmediateScheduler.SchedulerTimeType.Stride) -> Tick {
    Tick(count: count + n.magnitude)
  }
}
