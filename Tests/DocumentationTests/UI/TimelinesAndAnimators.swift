import Foundation
import TrellisUI

/// The code of the article "Timelines and animators".
enum TimelinesAndAnimators {
  // MARK: A view that changes with time

  struct StopwatchView: View {
    let start: Date

    var body: some View {
      TimelineView(.periodic(from: start, by: 0.1)) { context in
        let elapsed = context.date.timeIntervalSince(start)
        Text("Elapsed: \(elapsed, format: .number.precision(.fractionLength(1))) s")
      }
    }
  }

  // MARK: Cadence

  struct ClockFace: View {
    var body: some View {
      TimelineView(.everyMinute) { context in
        if context.cadence <= .seconds {
          Text(context.date, format: .dateTime.hour().minute().second())
        } else {
          Text(context.date, format: .dateTime.hour().minute())
        }
      }
    }
  }

  // MARK: Phases

  struct RecordingLight: View {
    var body: some View {
      Text("● REC")
        .phaseAnimator([false, true]) { light, isDimmed in
          light.opacity(isDimmed ? 0.3 : 1)
        } animation: { _ in
          .easeInOut(duration: 0.6)
        }
    }
  }

  struct ShakingBell: View {
    @State private var rings = 0

    var body: some View {
      Button("Ring") { rings += 1 }
      PhaseAnimator([0, -8, 8], trigger: rings) { offset in
        Text("🔔").offset(x: CGFloat(offset))
      } animation: { _ in
        .linear(duration: 0.1)
      }
    }
  }

  // MARK: Keyframes

  struct LikeButton: View {
    @State private var likes = 0

    var body: some View {
      Button("Like") { likes += 1 }
      Text("♥")
        .keyframeAnimator(initialValue: 1.0, trigger: likes) { heart, scale in
          heart.scaleEffect(scale)
        } keyframes: { _ in
          LinearKeyframe(1.5, duration: 0.2)
          SpringKeyframe(1.0, duration: 0.4, spring: Spring(duration: 0.3, bounce: 0.4))
        }
    }
  }

  struct Pose {
    var scale = 1.0
    var angle = Angle.zero
  }

  struct WobblingBell: View {
    var body: some View {
      Text("🔔")
        .keyframeAnimator(initialValue: Pose()) { bell, pose in
          bell.scaleEffect(pose.scale).rotationEffect(pose.angle)
        } keyframes: { _ in
          KeyframeTrack(\.angle) {
            CubicKeyframe(.degrees(15), duration: 0.2)
            CubicKeyframe(.degrees(-15), duration: 0.4)
            CubicKeyframe(.zero, duration: 0.2)
          }
          KeyframeTrack(\.scale) {
            LinearKeyframe(1.2, duration: 0.4)
            LinearKeyframe(1.0, duration: 0.4)
          }
        }
    }
  }

  static func rise() -> KeyframeTimeline<Double> {
    let rise = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(100.0, duration: 1)
      LinearKeyframe(50.0, duration: 0.5)
    }
    return rise
  }
}
