import Dispatch
import Foundation

/// Text that shows running dates (`Text(date, style: .timer)`, `.relative`, `.offset`,
/// `Text(timerInterval:)`) changes without any state changing: after each layout the core
/// knows when the next such change is, and lays out again then. Timeline views and phase
/// and keyframe animators change on the same clock: their next dates count as changes, and
/// the views whose date came are built again before that layout. A pinned date (tests) stops the ticking: the time moves
/// only when the test sets it.
extension HostCore {
  /// The time the hosted text reads as now; `nil` for the system clock.
  @_spi(TrellisHost) public var pinnedDate: Date? {
    get { graph.textClock.pinned }
    set {
      graph.textClock.pinned = newValue
      clockDidAdvance()
    }
  }

  /// When text on screen next reads differently (it shows a running date); `nil` when
  /// nothing on screen changes with time.
  @_spi(TrellisHost) public var nextTextChange: Date? { graph.textClock.nextChange }

  /// Lays out again when the running dates on screen next change, on the system clock.
  func scheduleClockTick() {
    if let next = graph.timelines.nextDate { graph.textClock.changes(at: next) }
    guard graph.textClock.pinned == nil, let next = graph.textClock.nextChange,
      clockTick.map({ next < $0 }) ?? true
    else { return }
    clockTick = next
    let delay = max(0, next.timeIntervalSinceNow)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.clockTick == next else { return }
        self.clockTick = nil
        self.clockDidAdvance()
      }
    }
  }
}

extension HostCore {
  /// Builds again the timeline views and animators whose next date came (an update pass,
  /// which lays out), or just lays out again for the running dates.
  func clockDidAdvance() {
    if graph.timelines.invalidateDue(at: graph.textClock.now), graph.hasPendingUpdates {
      graph.runUpdatePass()
    } else {
      layout()
    }
  }
}

/// Progress views that follow `Progress` objects are told of no change (Foundation on Linux
/// has no key-value observing): while one is shown, the core reads the objects again every
/// ``_ProgressPolls/interval`` on the system clock, and the update pass describes again the
/// views whose objects changed. A pinned date (tests) stops it too: `update()` polls.
extension HostCore {
  func scheduleProgressPoll() {
    guard graph.textClock.pinned == nil, !graph.progressPolls.isEmpty, !isProgressPollScheduled
    else { return }
    isProgressPollScheduled = true
    DispatchQueue.main.asyncAfter(deadline: .now() + _ProgressPolls.interval) { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isProgressPollScheduled = false
        // A view that changed is described in the update pass its invalidation schedules,
        // and the layout after it polls again; otherwise poll again here.
        if self.graph.progressPolls.poll() == 0 { self.scheduleProgressPoll() }
      }
    }
  }
}
