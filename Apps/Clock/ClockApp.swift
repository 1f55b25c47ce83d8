import Foundation
import TrellisUI

/// A stopwatch and a clock built on the host's clock alone: a `TimelineView` counting
/// tenths of a second, another showing the time each minute, a `PhaseAnimator` that blinks
/// a recording light and a `KeyframeAnimator` whose level rises and falls. Nothing in the
/// app holds a timer. `swift run clock`.
@main
struct ClockApp: App {
  var body: some Scene {
    WindowGroup("Clock") {
      ClockView()
    }
  }
}
