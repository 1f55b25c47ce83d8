import Foundation

/// The time that text showing dates reads (a `.relative`, `.offset` or `.timer` date, a
/// `Text(timerInterval:)`), and when it next reads differently. Each layout asks it for
/// `now`; text that changes with time tells it when; the host lays out again then. Tests pin
/// the time and move it, so that nothing sleeps.
@MainActor
final class _TextClock {
  /// The time shown, if a test set one; otherwise the system's.
  var pinned: Date?
  /// The soonest time a text laid out since the last ``beginLayout()`` changes.
  private(set) var nextChange: Date?

  var now: Date { pinned ?? Date() }

  /// Starts collecting the times of the next changes for a new layout.
  func beginLayout() { nextChange = nil }

  /// Notes that a text on screen reads differently from `date` on.
  func changes(at date: Date) {
    if nextChange.map({ date < $0 }) ?? true { nextChange = date }
  }
}
