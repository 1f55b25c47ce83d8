import Foundation
import TrellisUI

/// The stopwatch, the light, a level that rises and falls, and the clock, one under the
/// other.
struct ClockView: View {
  /// When the stopwatch started: when the window opened, or when Restart was pressed.
  @State private var start = Date()
  @State private var laps = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      TimelineView(.periodic(from: start, by: 0.2)) { context in
        Text("Elapsed 経過 \(Self.tenths(from: start, to: context.date)) s")
      }
      PhaseAnimator([true, false]) { isLit in
        Text(isLit ? "● Recording" : "○ Recording")
      } animation: { _ in
        .easeInOut(duration: 0.5)
      }
      KeyframeAnimator(initialValue: 0.0) { level in
        Text("Level " + String(repeating: "▮", count: Int(level.rounded())))
      } keyframes: { _ in
        LinearKeyframe(8.0, duration: 1)
        LinearKeyframe(0.0, duration: 1)
      }
      TimelineView(.everyMinute) { context in
        Text("Time \(context.date.formatted(date: .omitted, time: .shortened))")
      }
      Button("Restart") { start = Date() }
    }
    .padding()
  }

  /// The seconds from `start` to `date`, to a tenth.
  static func tenths(from start: Date, to date: Date) -> String {
    let tenths = Int((max(0, date.timeIntervalSince(start)) * 10).rounded(.down))
    return "\(tenths / 10).\(tenths % 10)"
  }
}
