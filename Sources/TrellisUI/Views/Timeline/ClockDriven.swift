import Foundation

/// What a view built again as time passes keeps in its node, as the graph's
/// ``_Timelines`` see it: a timeline view's dates, an animator's phase or keyframe time.
@MainActor
protocol _ClockDriven: AnyObject {
  /// When the view is next built differently; `nil` when it rests.
  var upcoming: Date? { get }
  /// The time it was last built.
  var builtAt: Date? { get }
  /// Set by the timelines when they build the view again because its time came (not
  /// because its parent changed it, nor because time went back).
  var isTicking: Bool { get set }
  /// Whether the timelines follow the node (and are told when it goes).
  var isWatched: Bool { get set }
}

extension _ClockDriven {
  /// Whether the view must be built again at `now`: its time came, or time went back
  /// before it was built.
  func isDue(at now: Date) -> Bool {
    if let upcoming, upcoming <= now { return true }
    return builtAt.map { now < $0 } ?? false
  }
}
