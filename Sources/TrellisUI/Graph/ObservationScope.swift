@_spi(SwiftUI) import Observation
import Synchronization

/// A node's Observation registrations: the `@Observable` properties its last evaluation read.
///
/// Each evaluation ends the registrations of the one before, and teardown ends the last, so
/// an object's registrar holds at most one registration per live node, however often the
/// node is evaluated. (`withObservationTracking(_:onChange:)` cannot do that: its
/// registration ends only when a property it saw changes, so a node re-evaluated for
/// another reason left one behind each time, and every later write paid for all of them.)
///
/// The cancellable registration (`ObservationTracking`) is only handed to its observer, so
/// each evaluation also reads a property of this scope, and the scope then reports a change
/// to that property itself: the observer receives the registration and keeps it.
final class _ObservationScope: Observable, Sendable {
  private struct State {
    var tracking: ObservationTracking?
    /// Counts evaluations; a change reported to an older evaluation is stale.
    var generation = 0
    /// Set while the scope collects the registration of the evaluation `generation`.
    var collecting = false
  }

  private let registrar = ObservationRegistrar()
  private let state = Mutex(State())
  let node: _WeakNode

  @MainActor init(node: _ViewNode) { self.node = _WeakNode(node) }

  /// The property each evaluation reads, so that the registration includes this scope.
  private var anchor: Int { 0 }

  /// Runs `body`, recording the `@Observable` properties it reads; when one of them changes,
  /// the node is invalidated (once) with the property named as the cause. Ends the
  /// registrations of the previous evaluation first.
  @MainActor func track<T>(_ body: () -> T) -> T {
    let generation = state.withLock { state in
      state.generation &+= 1
      return state.generation
    }
    endRegistration()
    let result = withObservationTracking {
      registrar.access(self, keyPath: \.anchor)
      return body()
    } willSet: { [weak self] tracking in
      self?.willChange(tracking, generation: generation)
    }
    state.withLock { $0.collecting = true }
    registrar.willSet(self, keyPath: \.anchor)
    state.withLock { $0.collecting = false }
    return result
  }

  /// Ends the current registration, if any: the node is torn down or evaluates again.
  func endRegistration() {
    let ended = state.withLock { state in
      defer { state.tracking = nil }
      return state.tracking
    }
    guard let ended else { return }
    ended.cancel()
    _ObservationScope.counters.withLock { $0.live -= 1 }
  }

  private func willChange(_ tracking: ObservationTracking, generation: Int) {
    enum Outcome { case kept, stale, changed }
    let outcome = state.withLock { state -> Outcome in
      guard generation == state.generation else { return .stale }
      if state.collecting, state.tracking == nil {
        state.tracking = tracking
        return .kept
      }
      guard state.tracking != nil else { return .stale }
      return .changed
    }
    switch outcome {
    case .kept:
      _ObservationScope.counters.withLock { $0.live += 1 }
    case .stale:
      _ObservationScope.counters.withLock { $0.deliveries += 1 }
    case .changed:
      _ObservationScope.counters.withLock { $0.deliveries += 1 }
      // One change is enough to re-evaluate: the registration ends now, and the evaluation
      // makes a new one.
      endRegistration()
      let cause =
        _ObservedProperty.describe(tracking.changed).map { "@dependencies (\($0))" }
        ?? "@dependencies"
      _ViewNode.invalidate(node, generation: nil, because: cause)
    }
  }

  // MARK: Counting, for tests

  private struct Counters {
    var live = 0
    var deliveries = 0
  }

  private static let counters = Mutex(Counters())

  /// How many Observation registrations nodes hold now, across all graphs.
  package static var liveRegistrations: Int { counters.withLock { $0.live } }

  /// How many times a registration reported a change to a node (stale reports included).
  package static var deliveredChanges: Int { counters.withLock { $0.deliveries } }
}

/// Storage that records the nodes reading it (`@State` read through a binding), so that a
/// node can end its registration when it evaluates again or leaves the graph.
protocol _ReadRegistration: AnyObject {
  func removeReader(_ node: ObjectIdentifier)
}

/// The storage a node read in its last evaluation, other than Observation's.
struct _ReadRegistrations {
  private struct Entry {
    weak var storage: (any _ReadRegistration)?
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  mutating func insert(_ storage: any _ReadRegistration) {
    entries[ObjectIdentifier(storage)] = Entry(storage: storage)
  }

  /// Ends every registration `node` made.
  mutating func end(for node: ObjectIdentifier) {
    guard !entries.isEmpty else { return }
    for entry in entries.values { entry.storage?.removeReader(node) }
    entries.removeAll(keepingCapacity: true)
  }
}
