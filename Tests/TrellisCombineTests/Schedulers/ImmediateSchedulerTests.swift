import Testing
import TrellisCombine

@Suite struct ImmediateSchedulerTests {
  @Test func runsEveryKindOfScheduleAtOnce() {
    let scheduler = ImmediateScheduler.shared
    var runs: [String] = []
    scheduler.schedule { runs.append("now") }
    #expect(runs == ["now"])
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) { runs.append("after") }
    #expect(runs == ["now", "after"])
    scheduler.schedule(after: scheduler.now, tolerance: 5) { runs.append("tolerance") }
    #expect(runs == ["now", "after", "tolerance"])
    let cancellable = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) {
      runs.append("repeat")
    }
    #expect(runs == ["now", "after", "tolerance", "repeat"])
    cancellable.cancel()
  }

  @Test func clockDoesNotMove() {
    let scheduler = ImmediateScheduler.shared
    let before = scheduler.now
    scheduler.schedule {}
    #expect(scheduler.now == before)
    #expect(before.distance(to: scheduler.now) == .zero)
    #expect(before.advanced(by: 100) == before)
    #expect(before.distance(to: before.advanced(by: -1)) == 0)
    #expect(scheduler.minimumTolerance == 0)
  }

  @Test func spansMadeFromAUnitAreZero() {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
    #expect(Stride.seconds(3) == 0)
    #expect(Stride.seconds(2.9) == 0)
    #expect(Stride.milliseconds(4) == 0)
    #expect(Stride.microseconds(5) == 0)
    #expect(Stride.nanoseconds(6) == 0)
  }

  @Test func strideKeepsTheNumberItIsMadeFrom() {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
    #expect(Stride(-4).magnitude == -4)
    #expect((7 as Stride).magnitude == 7)
    #expect((7.5 as Stride).magnitude == 7)
    #expect(Stride(exactly: UInt64.max) == nil)
    #expect(Stride(exactly: 8 as UInt8)?.magnitude == 8)
  }

  @Test func scheduleWithAnIntervalReturnsTheEmptyCancellable() {
    let cancellable = ImmediateScheduler.shared.schedule(
      after: ImmediateScheduler.shared.now, interval: 10
    ) {}
    #expect(String(describing: cancellable) == "Empty")
  }

  @Test func strideArithmetic() {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
    var stride: Stride = 2
    stride += 3
    #expect(stride == 5)
    stride -= 1
    #expect(stride == 4)
    stride *= 3
    #expect(stride == 12)
    #expect(-stride == Stride(-12))
    #expect(Stride(1) < Stride(2))
  }
}
