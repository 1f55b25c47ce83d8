import Foundation

/// The timeline views and animators in a graph, and when each next changes.
///
/// Each layout tells the host's clock (``_TextClock``) the soonest of their next dates, so
/// the host wakes then, as it does for a running `Text` date; on waking, it asks
/// ``invalidateDue(at:)`` to mark the views whose date came, and runs an update pass that
/// builds them again. A view taken off screen is forgotten with its node, so its dates no
/// longer wake the host; one out of view with its state kept (a lazy row scrolled away)
/// wakes nobody until it is back, and is then brought up to date.
@MainActor
final class _Timelines {
  private var watched: [ObjectIdentifier: (node: _WeakNode, state: any _ClockDriven)] = [:]

  /// Whether no timeline view is on screen.
  var isEmpty: Bool { watched.isEmpty }

  /// Follows `node`'s dates until the node goes.
  func watch(_ node: _ViewNode, state: some _ClockDriven) {
    guard !state.isWatched else { return }
    state.isWatched = true
    let id = ObjectIdentifier(node)
    watched[id] = (_WeakNode(node), state)
    node.teardownActions.append { [weak self] in self?.watched[id] = nil }
    node.visibilityHandlers.append { [weak node] shown in
      guard shown, let node else { return }
      Self.invalidate(node, state: state, ifDueAt: node.graph.textClock.now)
    }
  }

  /// The soonest date at which a timeline view on screen changes.
  var nextDate: Date? {
    watched.values.compactMap { entry in
      guard let node = entry.node.node, node.isAlive, !node.isHidden else { return nil }
      return entry.state.upcoming
    }.min()
  }

  /// Marks the timeline views whose next date is not after `now` (or that were built after
  /// `now`: the time went back) for building again. Returns whether there was any.
  @discardableResult
  func invalidateDue(at now: Date) -> Bool {
    var any = false
    for (id, entry) in watched {
      guard let node = entry.node.node, node.isAlive else {
        watched[id] = nil
        continue
      }
      guard !node.isHidden else { continue }
      if Self.invalidate(node, state: entry.state, ifDueAt: now) { any = true }
    }
    return any
  }

  /// Marks `node` for building again if its date came at `now`; returns whether it did.
  @discardableResult
  private static func invalidate(_ node: _ViewNode, state: any _ClockDriven, ifDueAt now: Date)
    -> Bool
  {
    guard state.isDue(at: now) else { return false }
    // Going on from the dates read so far, unless time went back.
    state.isTicking = state.builtAt.map { $0 <= now } ?? false
    node.invalidate(because: "TimelineView")
    return true
  }
}
