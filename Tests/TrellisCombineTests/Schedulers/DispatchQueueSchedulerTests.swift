import Dispatch
import Foundation
import Testing
import TrellisCombine

@Suite struct DispatchQueueSchedulerTests {
  typealias Time = DispatchQueue.SchedulerTimeType
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  // MARK: Time and stride

  @Test func unitsConvertToNanoseconds() {
    #expect(Stride.seconds(2).magnitude == 2_000_000_000)
    #expect(Stride.seconds(1.25).magnitude == 1_250_000_000)
    #expect(Stride.milliseconds(3).magnitude == 3_000_000)
    #expect(Stride.microseconds(4).magnitude == 4_000)
    #expect(Stride.nanoseconds(5).magnitude == 5)
    #expect(Stride(.seconds(2)) == .seconds(2))
    #expect(Stride(.milliseconds(2)) == .milliseconds(2))
    #expect(Stride(.microseconds(2)) == .microseconds(2))
    #expect(Stride(.nanoseconds(2)) == .nanoseconds(2))
    #expect(Stride(.never).magnitude == .max)
    if case .nanoseconds(let value) = Stride.milliseconds(7).timeInterval {
      #expect(value == 7_000_000)
    } else {
      Issue.record("timeInterval should be in nanoseconds")
    }
  }

  @Test func literalsAreSeconds() {
    #expect((2 as Stride) == .seconds(2))
    #expect((0.5 as Stride) == .milliseconds(500))
    #expect(Stride(exactly: 3 as UInt8) == .seconds(3))
    #expect(Stride(exactly: UInt64.max) == nil)
    #expect(Stride(exactly: Int.max) == nil)
  }

  @Test func conversionsSaturateInsteadOfTrapping() {
    #expect(Stride.seconds(Int.max).magnitude == .max)
    #expect(Stride.seconds(Int.min).magnitude == .min)
    #expect(Stride.milliseconds(.max).magnitude == .max)
    #expect(Stride.seconds(Double.infinity).magnitude == .max)
    #expect(Stride.seconds(-Double.infinity).magnitude == .min)
    #expect(Stride(.seconds(.max)).magnitude == .max)
  }

  @Test func strideArithmeticAndOrder() {
    #expect(Stride.milliseconds(1) + .microseconds(500) == .microseconds(1_500))
    #expect(Stride.milliseconds(1) - .milliseconds(3) == .milliseconds(-2))
    #expect(-Stride.seconds(1) == .seconds(-1))
    #expect(Stride.seconds(2) * 3 == .seconds(6))
    #expect(Stride.milliseconds(500) * 0.5 == .milliseconds(250))
    #expect(Stride.seconds(Int.max / 1_000_000_000) * Stride.seconds(1_000) == .nanoseconds(.max))
    var stride = Stride.seconds(1)
    stride += .seconds(1)
    stride -= .milliseconds(500)
    stride *= 2
    #expect(stride == .seconds(3))
    #expect(Stride.nanoseconds(1) < .microseconds(1))
    #expect(Stride.seconds(-1) < .nanoseconds(0))
    #expect(Stride.zero == .nanoseconds(0))
  }

  @Test func timeDistanceAndAdvance() {
    let start = Time(DispatchTime(uptimeNanoseconds: 10_000))
    let later = Time(DispatchTime(uptimeNanoseconds: 10_500))
    #expect(start.distance(to: later) == .nanoseconds(500))
    #expect(later.distance(to: start) == .nanoseconds(-500))
    #expect(start.advanced(by: .nanoseconds(500)) == later)
    #expect(later.advanced(by: .nanoseconds(-500)) == start)
    #expect(start < later)
    #expect(start.advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)
    #expect(start.advanced(by: .seconds(-1)).dispatchTime.uptimeNanoseconds == 1)
    let future = Time(.distantFuture)
    #expect(future.advanced(by: .seconds(-1)) == future)
    #expect(start.distance(to: future) == .nanoseconds(.max))
  }

  @Test func aSpanTooLongForAnIntIsIntMaxEitherWay() {
    let start = Time(DispatchTime(uptimeNanoseconds: 10_000))
    let future = Time(.distantFuture)
    let almost = Time(
      DispatchTime(uptimeNanoseconds: DispatchTime.distantFuture.uptimeNanoseconds - 1024))
    // Apple's quirk, matched: going back from the far future is as long as going there.
    #expect(future.distance(to: start) == .nanoseconds(.max))
    #expect(almost.distance(to: start) == .nanoseconds(.max))
    #expect(start.distance(to: almost) == .nanoseconds(.max))
    #expect(future.distance(to: future) == .nanoseconds(0))
    let edge = Time(DispatchTime(uptimeNanoseconds: UInt64(Int.max)))
    #expect(edge.distance(to: start) == .nanoseconds(-(Int.max - 10_000)))
    #expect(start.distance(to: edge) == .nanoseconds(Int.max - 10_000))
  }

  @Test func timeAndStrideAreCodableAndHashable() throws {
    let time = Time(DispatchTime(uptimeNanoseconds: 42))
    let stride = Stride.nanoseconds(419)
    let encodedTime = try JSONEncoder().encode([time])
    #expect(String(decoding: encodedTime, as: UTF8.self) == "[42]")
    #expect(try JSONDecoder().decode([Time].self, from: encodedTime) == [time])
    let encodedStride = try JSONEncoder().encode(stride)
    #expect(try JSONDecoder().decode(Stride.self, from: encodedStride) == stride)
    #expect(Set([time, Time(DispatchTime(uptimeNanoseconds: 42))]).count == 1)
  }

  @Test func defaultOptions() {
    let options = DispatchQueue.SchedulerOptions()
    #expect(options.qos == .unspecified)
    #expect(options.flags == [])
    #expect(options.group == nil)
    #expect(DispatchQueue.main.minimumTolerance == .zero)
  }

  @Test func nowFollowsTheUptimeClock() {
    let before = DispatchTime.now().uptimeNanoseconds
    let now = DispatchQueue.global().now.dispatchTime.uptimeNanoseconds
    let after = DispatchTime.now().uptimeNanoseconds
    #expect(before <= now && now <= after)
  }

  // MARK: Running work

  private static let queueKey = DispatchSpecificKey<String>()

  private func labelledQueue(_ label: String) -> DispatchQueue {
    let queue = DispatchQueue(label: label)
    queue.setSpecific(key: Self.queueKey, value: label)
    return queue
  }

  @Test func scheduleRunsTheActionOnTheQueue() async {
    let queue = labelledQueue("trellis.test.schedule")
    let label = await withCheckedContinuation { continuation in
      queue.schedule {
        continuation.resume(returning: DispatchQueue.getSpecific(key: Self.queueKey))
      }
    }
    #expect(label == "trellis.test.schedule")
  }

  @Test func scheduleWithOptionsJoinsTheGroup() async {
    let queue = labelledQueue("trellis.test.group")
    let group = DispatchGroup()
    let ran = SchedulerTestFlag()
    queue.schedule(options: .init(qos: .userInitiated, group: group)) { ran.set() }
    await withCheckedContinuation { continuation in
      group.notify(queue: .global()) { continuation.resume() }
    }
    #expect(ran.isSet)
  }

  @Test func scheduleAfterADateRunsOnTheQueue() async {
    let queue = labelledQueue("trellis.test.after")
    let label = await withCheckedContinuation { continuation in
      queue.schedule(after: queue.now, tolerance: .zero, options: nil) {
        continuation.resume(returning: DispatchQueue.getSpecific(key: Self.queueKey))
      }
    }
    #expect(label == "trellis.test.after")
  }

  @Test func repeatingScheduleRepeatsOnTheQueueUntilCancelled() async {
    let queue = labelledQueue("trellis.test.repeat")
    let ticks = SchedulerTestCounter()
    let box = SchedulerTestCancellableBox()
    let labels = await withCheckedContinuation { continuation in
      var seen: [String?] = []
      // Runs on `queue` only, so `seen` is confined to it. Scheduled from the serial queue
      // itself, so that no tick can run before the cancellable is stored, however late this
      // thread gets to store it.
      queue.sync {
        box.cancellable = queue.schedule(after: queue.now, interval: .milliseconds(1)) {
          seen.append(DispatchQueue.getSpecific(key: Self.queueKey))
          if ticks.increment() == 3 {
            box.cancellable?.cancel()
            continuation.resume(returning: seen)
          }
        }
      }
    }
    // A tick after cancel would have been queued behind this block.
    await withCheckedContinuation { continuation in queue.async { continuation.resume() } }
    #expect(labels == Array(repeating: "trellis.test.repeat", count: 3))
    #expect(ticks.value == 3)
  }
}
