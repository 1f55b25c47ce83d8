import Foundation

/// What a `Progress` object showed when its progress view was last described: how far it
/// is and what it says. A view whose object reads differently is described again.
struct _ProgressSnapshot: Equatable {
  /// `fractionCompleted` within `0...1`; `nil` while the object `isIndeterminate`.
  var fraction: Double?
  /// The progress view's label: `localizedDescription`.
  var description: String
  /// Its current value label: `localizedAdditionalDescription`.
  var additionalDescription: String

  @MainActor init(_ progress: Progress) {
    let fraction =
      progress.isIndeterminate ? nil : min(1, max(0, progress.fractionCompleted.finiteOrZero))
    self.fraction = fraction
    description = progress.localizedDescription ?? ""
    additionalDescription = progress.localizedAdditionalDescription ?? ""
    // Foundation on Linux leaves both empty; Apple's says how far a task of no particular
    // kind is in these words.
    if let fraction, description.isEmpty {
      description = "\(Int((fraction * 100).rounded()))% completed"
    }
    if fraction != nil, additionalDescription.isEmpty {
      additionalDescription = "\(progress.completedUnitCount) of \(progress.totalUnitCount)"
    }
  }
}

extension Double {
  fileprivate var finiteOrZero: Double { isFinite ? self : 0 }
}

/// What a progress view keeps in its node: whether it warned of a value out of bounds, and
/// the `Progress` object it follows with what it read from it last.
@MainActor
final class _ProgressViewState {
  var hasWarnedOutOfBounds = false
  var progress: Progress?
  var snapshot: _ProgressSnapshot?
  /// Whether the node is among the graph's polls (and tells them when it goes).
  var isPolled = false
  /// The bar or spinner the last frame showed, where, and in what tint: what a host with
  /// widgets of its own shows (HostElement+Progress.swift). `nil` in a style of the app's.
  var shown: (frame: CGRect, item: _ProgressItem, tint: Color?)?
}

/// The progress views that follow `Progress` objects. Foundation on Linux has no key-value
/// observing to report a change, so the objects are read again, each at most once a poll:
/// at every update pass, and every ``interval`` while one is on screen (the host's clock,
/// HostCore+Clock.swift). A view whose object reads differently is invalidated, and the
/// update pass describes it again.
@MainActor
final class _ProgressPolls {
  /// How often the host reads the objects while a view follows one: about as often as a
  /// person notices a bar move.
  static let interval: TimeInterval = 0.1

  private var nodes: [ObjectIdentifier: _WeakNode] = [:]

  var isEmpty: Bool { nodes.isEmpty }

  /// Follows `node`'s object from now until the node goes or stops following one.
  func watch(_ node: _ViewNode, state: _ProgressViewState) {
    guard !state.isPolled else { return }
    state.isPolled = true
    let id = ObjectIdentifier(node)
    nodes[id] = _WeakNode(node)
    node.teardownActions.append { [weak self] in self?.nodes[id] = nil }
  }

  /// Stops following `node`'s object: its view shows another kind of value now.
  func forget(_ node: _ViewNode, state: _ProgressViewState) {
    guard state.isPolled else { return }
    state.isPolled = false
    nodes[ObjectIdentifier(node)] = nil
  }

  /// Reads each followed object shown now; invalidates the views whose objects changed.
  /// Returns how many did.
  @discardableResult
  func poll() -> Int {
    var changed = 0
    for (id, handle) in nodes {
      guard let node = handle.node, node.isAlive else {
        nodes[id] = nil
        continue
      }
      guard !node.isHidden, let state = node.existingModifierState(_ProgressViewState.self),
        let progress = state.progress, _ProgressSnapshot(progress) != state.snapshot
      else { continue }
      node.invalidate(because: "Progress")
      changed += 1
    }
    return changed
  }
}
