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
    #expect(scheduler.minimumTolerance == 0)
  }

  @Test func strideKeepsTheNumberForEveryUnit() {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
    #expect(Stride.seconds(3).magnitude == 3)
    #expect(Stride.seconds(2.9).magnitude == 2)
    #expect(Stride.milliseconds(4).magnitude == 4)
    #expect(Stride.microseconds(5).magnitude == 5)
    #expect(Stride.nanoseconds(6).magnitude == 6)
    #expect((7 as Stride).magnitude == 7)
    #expect((7.5 as Stride).magnitude == 7)
    #expect(Stride(exactly: UInt64.max) == nil)
    #expect(Stride(exactly: 8 as UInt8)?.magnitude == 8)
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
    let time = ImmediateScheduler.shared.now
    #expect(time.advanced(by: 5).distance(to: time) == -5)
  }
}
