import Foundation
import Testing
import TrellisCombine

@Suite struct RunLoopSchedulerTests {
  typealias Time = RunLoop.SchedulerTimeType
  typealias Stride = RunLoop.SchedulerTimeType.Stride

  @Test func strideIsSecondsAsTimeInterval() {
    #expect(Stride.seconds(2).timeInterval == 2)
    #expect(Stride.seconds(0.25).magnitude == 0.25)
    #expect(Stride.milliseconds(300).timeInterval == 0.3)
    #expect(Stride.microseconds(5).timeInterval == 5e-6)
    #expect(Stride.nanoseconds(7).timeInterval == 7e-9)
    #expect((2 as Stride) == .seconds(2))
    #expect((0.5 as Stride) == .milliseconds(500))
    #expect(Stride(exactly: 4 as UInt16) == .seconds(4))
    #expect(Stride(1.5).timeInterval == 1.5)
  }

  @Test func strideArithmetic() {
    var stride = Stride.seconds(1)
    stride += .milliseconds(500)
    #expect(stride == .seconds(1.5))
    stride -= .seconds(2)
    #expect(stride == .seconds(-0.5))
    stride *= -4
    #expect(stride == .seconds(2))
    #expect(-stride == .seconds(-2))
    #expect(Stride.seconds(3) * Stride.seconds(2) == .seconds(6))
    #expect(Stride.milliseconds(1) < .seconds(1))
    #expect(Stride.zero == 0)
  }

  @Test func timeIsADate() throws {
    let start = Time(Date(timeIntervalSince1970: 100))
    let later = start.advanced(by: .milliseconds(250))
    #expect(later.date == Date(timeIntervalSince1970: 100.25))
    #expect(start.distance(to: later) == .milliseconds(250))
    #expect(later.distance(to: start) == .milliseconds(-250))
    #expect(start < later)
    let decoded = try JSONDecoder().decode(Time.self, from: JSONEncoder().encode(start))
    #expect(decoded == start)
    let stride = try JSONDecoder().decode(Stride.self, from: JSONEncoder().encode(Stride(3)))
    #expect(stride == 3)
  }

  @Test func nowIsTheCurrentDate() {
    let before = Date()
    let now = RunLoop.main.now.date
    let after = Date()
    #expect(before <= now && now <= after)
    #expect(RunLoop.main.minimumTolerance == 0)
  }

  /// Spins the current run loop until `done()` or five seconds pass.
  private func spin(until done: () -> Bool) {
    let deadline = Date(timeIntervalSinceNow: 5)
    while !done() && Date() < deadline {
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
  }

  @Test func actionsRunWhenTheRunLoopRuns() {
    let runLoop = RunLoop.current
    var runs: [String] = []
    runLoop.schedule { runs.append("now") }
    runLoop.schedule(after: runLoop.now) { runs.append("after") }
    #expect(runs.isEmpty, "nothing runs until the run loop does")
    spin { runs.count == 2 }
    #expect(runs.sorted() == ["after", "now"])
  }

  @Test func repeatingActionStopsWhenCancelled() {
    let runLoop = RunLoop.current
    var ticks = 0
    let cancellable = runLoop.schedule(after: runLoop.now, interval: .milliseconds(1)) {
      ticks += 1
    }
    spin { ticks >= 3 }
    #expect(ticks >= 3)
    cancellable.cancel()
    let afterCancel = ticks
    _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    #expect(ticks == afterCancel)
  }
}

@Suite struct OperationQueueSchedulerTests {
  typealias Stride = OperationQueue.SchedulerTimeType.Stride

  @Test func strideAndTime() {
    #expect(Stride.milliseconds(1_500) == .seconds(1.5))
    #expect(Stride.seconds(2) * 2 == 4)
    let start = OperationQueue.SchedulerTimeType(Date(timeIntervalSince1970: 0))
    #expect(start.advanced(by: 3).date == Date(timeIntervalSince1970: 3))
    #expect(start.distance(to: start.advanced(by: .seconds(-2))) == -2)
    #expect(OperationQueue.main.minimumTolerance == 0)
  }

  @Test func scheduleRunsAsAnOperationOnTheQueue() async {
    let queue = OperationQueue()
    let ranOnQueue = await withCheckedContinuation { continuation in
      queue.schedule { continuation.resume(returning: OperationQueue.current === queue) }
    }
    #expect(ranOnQueue)
  }

  @Test func scheduleAfterRunsOnTheQueue() async {
    let queue = OperationQueue()
    let ranOnQueue = await withCheckedContinuation { continuation in
      queue.schedule(after: queue.now) {
        continuation.resume(returning: OperationQueue.current === queue)
      }
    }
    #expect(ranOnQueue)
  }

  @Test func repeatingScheduleStopsWhenCancelled() async {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let ticks = SchedulerTestCounter()
    let box = SchedulerTestCancellableBox()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      box.cancellable = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
        if ticks.increment() == 3 {
          box.cancellable?.cancel()
          continuation.resume()
        }
      }
    }
    #expect(ticks.value >= 3)
  }

  @Test func scheduleAddsOneBlockOperation() {
    let queue = RecordingOperationQueue()
    queue.isSuspended = true
    queue.schedule {}
    #expect(queue.added.count == 1)
    #expect(queue.added.first is BlockOperation)
    queue.cancelAllOperations()
  }

  @Test func scheduleAfterAddsAnOperationAtOnceThatWaitsForTheDate() async {
    let queue = RecordingOperationQueue()
    let ran = SchedulerTestCounter()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.schedule(after: queue.now.advanced(by: .milliseconds(50))) {
        ran.increment()
        continuation.resume()
      }
      #expect(queue.added.count == 1)
      let operation = queue.added.first
      #expect(!(operation is BlockOperation))
      #expect(operation is Cancellable)
      #expect(operation?.isReady == false)
      #expect(ran.value == 0)
    }
    #expect(ran.value == 1)
    // Run by hand again, the operation does nothing: its action is spent.
    queue.added.first?.main()
    #expect(ran.value == 1)
  }

  @Test func repeatingScheduleAddsTheNextOperationAfterEachRun() async {
    let queue = RecordingOperationQueue()
    // One operation at a time: on a loaded machine a concurrent queue could start the fourth
    // run (added before the third's action) while the third's action is still cancelling.
    queue.maxConcurrentOperationCount = 1
    let ticks = SchedulerTestCounter()
    let box = SchedulerTestCancellableBox()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      // Suspended until the cancellable is stored: on a loaded machine the third run could
      // otherwise come before the assignment, find nothing to cancel, and run a fourth time.
      queue.isSuspended = true
      box.cancellable = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
        if ticks.increment() == 3 {
          box.cancellable?.cancel()
          continuation.resume()
        }
      }
      #expect(queue.added.count == 1)
      queue.isSuspended = false
    }
    #expect(box.cancellable is AnyCancellable)
    #expect(ticks.value == 3)
    // Each run adds the next operation first: three runs, and the fourth one, cancelled.
    #expect(queue.added.count == 4)
    #expect(queue.added.last?.isCancelled == true)
    queue.added.last?.main()
    #expect(ticks.value == 3)
  }
}

/// A queue that records the operations added to it.
private final class RecordingOperationQueue: OperationQueue, @unchecked Sendable {
  private let log = Mutex<[Operation]>([])
  var added: [Operation] { log.withLock { $0 } }
  override func addOperation(_ operation: Operation) {
    log.withLock { $0.append(operation) }
    super.addOperation(operation)
  }
}
