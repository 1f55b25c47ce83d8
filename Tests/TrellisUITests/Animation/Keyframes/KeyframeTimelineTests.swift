import Foundation
import Testing

@testable import TrellisUI

/// `KeyframeTimeline` interpolates for real: linear and eased, cubic, spring, jumps, and
/// tracks of a value's properties side by side.
@Suite struct KeyframeTimelineTests {
  private func close(_ a: Double, _ b: Double, within tolerance: Double = 0.000_1) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func linearKeyframesFollowOneAnother() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      LinearKeyframe(20.0, duration: 2)
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 0) == 0)
    #expect(timeline.value(time: 0.5) == 5)
    #expect(timeline.value(time: 2) == 15)
    #expect(timeline.value(time: 9) == 20)
    #expect(timeline.value(progress: 0.5) == 12.5)
  }

  @Test func aTimingCurveEasesTheProgress() {
    let eased = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1, timingCurve: .easeIn)
    }
    #expect(eased.value(time: 0.5) < 4)
    #expect(close(eased.value(time: 1), 10))
    #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(close(UnitCurve.linear.value(at: 0.3), 0.3))
  }

  @Test func aCubicKeyframeIsSmoothAndFollowsItsVelocities() {
    let still = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
    }
    // Flat at both ends: slow, then fast, then slow.
    #expect(close(still.value(time: 0.5), 5))
    #expect(close(still.value(time: 0.25), 1.5625))
    let steady = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1, startVelocity: 10, endVelocity: 10)
    }
    #expect(close(steady.value(time: 0.25), 2.5))
    // Between neighbours, its slope follows them: rising through the middle keyframe.
    let through = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(20.0, duration: 1)
    }
    #expect(through.value(time: 0.9) < 10 && through.value(time: 1.1) > 10)
    // Its slope through the middle keyframe is the neighbours' (10 per second), unbroken;
    // alone, a cubic keyframe arrives at rest.
    let slope = (through.value(time: 1.01) - through.value(time: 0.99)) / 0.02
    #expect(abs(slope - 10) < 0.1, "\(slope)")
    #expect(abs(still.value(time: 1) - still.value(time: 0.99)) < 0.01)
  }

  @Test func aSpringKeyframeSettlesAndABouncyOneOvershoots() {
    let smooth = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, duration: 2, spring: Spring(duration: 0.5))
    }
    #expect(smooth.value(time: 0.1) > 0 && smooth.value(time: 0.1) < 10)
    #expect(close(smooth.value(time: 1.9), 10, within: 0.01))
    let bouncy = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(10.0, duration: 2, spring: Spring(duration: 0.5, bounce: 0.5))
    }
    let samples = stride(from: 0.0, to: 2, by: 0.01).map { bouncy.value(time: $0) }
    #expect(samples.contains { $0 > 10.5 })
    #expect(bouncy.value(time: 2) == 10)
  }

  @Test func aMoveKeyframeJumps() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(5.0)
      LinearKeyframe(10.0, duration: 1)
    }
    #expect(timeline.value(time: 0) == 5)
    #expect(timeline.value(time: 0.5) == 7.5)
  }

  private struct Pose {
    var scale = 1.0
    var offset = CGPoint.zero
    var angle = Angle.zero
  }

  @Test func tracksMoveTheirPropertiesSideBySide() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\Pose.scale) {
        LinearKeyframe(2.0, duration: 1)
      }
      KeyframeTrack(\Pose.offset) {
        LinearKeyframe(CGPoint(x: 10, y: -20), duration: 2)
      }
      KeyframeTrack(\Pose.angle) {
        LinearKeyframe(Angle.degrees(90), duration: 0.5)
      }
    }
    #expect(timeline.duration == 2)
    let half = timeline.value(time: 0.5)
    #expect(half.scale == 1.5)
    #expect(half.offset == CGPoint(x: 2.5, y: -5))
    #expect(close(half.angle.degrees, 90))
    #expect(timeline.value(time: 1.5).scale == 2)
  }
}
