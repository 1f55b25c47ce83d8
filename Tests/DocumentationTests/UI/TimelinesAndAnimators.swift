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
}
