import Dispatch
import Foundation

/// Text that shows running dates (`Text(date, style: .timer)`, `.relative`, `.offset`,
/// `Text(timerInterval:)`) changes without any state changing: after each layout the core
/// knows when the next such change is, and lays out again then. A pinned date (tests) stops
/// the ticking: the time moves only when the test sets it.
extension HostCore {
  /// The time the hosted text reads as now; `nil` for the system clock.
  @_spi(TrellisHost) public var pinnedDate: Date? {
    get { graph.textClock.pinned }
    set {
      graph.textClock.pinned = newValue
      layout()
    }
  }

  /// When text on screen next reads differently (it shows a running date); `nil` when
  /// nothing on screen changes with time.
  @_spi(TrellisHost) public var nextTextChange: Date? { graph.textClock.nextChange }

  /// Lays out again when the running dates on screen next change, on the system clock.
  func scheduleClockTick() {
    guard graph.textClock.pinned == nil, let next = graph.textClock.nextChange,
      clockTick.map({ next < $0 }) ?? true
    else { return }
    clockTick = next
    let delay = max(0, next.timeIntervalSinceNow)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.clockTick == next else { return }
        self.clockTick = nil
        self.layout()
      }
    }
  }
}
