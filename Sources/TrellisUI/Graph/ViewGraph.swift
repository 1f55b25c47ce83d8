import Dispatch
import Foundation

/// The live tree of view nodes for one root view, and the update pass that keeps it current.
///
/// Changes only mark nodes dirty; one update pass per turn of the main loop re-evaluates the
/// dirty nodes, parents before children, so that many changes cost one evaluation each.
@MainActor
final class _ViewGraph {
  private(set) var root: _ViewNode!
  var rootEnvironment: EnvironmentValues

  private var dirty: [_ViewNode] = []
  /// The nodes reading a preference whose value may have changed (ViewGraph+Preferences.swift).
  var stalePreferenceReaders: [_ViewNode] = []
  private var passScheduled = false
  /// Called after each update pass, so a host can lay out and draw.
  var didUpdate: (() -> Void)?
  /// How many update passes ran.
  private(set) var updatePasses = 0
  /// Settles begun: one an update pass, one each time layout's geometry is taken in (a
  /// scroll position written as a person scrolls). An action that changes what it watches
  /// runs again within one settle.
  private(set) var settles = 0
  /// Whether an update pass (not the first evaluation, nor a realisation) is running.
  private(set) var isInUpdatePass = false

  var nodeCount = 0
  /// The control that receives keyboard input. `@FocusState` values follow it.
  weak var focusedNode: _ViewNode? {
    didSet {
      if oldValue !== focusedNode {
        oldValue?.fieldFocusDidChange(false)
        // A tab bar left: the keyboard's place on it goes back to the selected tab.
        if case .tabBar(let state)? = oldValue?.control { state.highlighted = nil }
        focusedNode?.fieldFocusDidChange(true)
        focusBindings.focusDidChange(in: self)
        focusedValues.valuesMayHaveChanged()
      }
    }
  }
  /// Whether some view in the graph was ever drawn away from its place or out of its
  /// order (`offset`, `position`, `zIndex`): a host that stacks native widgets only by
  /// their order in the tree then stacks them in drawing order.
  var drawsOverlapping = false
  /// The button a pointer is holding down, which its style draws pressed.
  weak var pressedNode: _ViewNode?
  /// The `.focused(_:)` modifiers in the graph, which keep `@FocusState` and focus in step.
  let focusBindings = _FocusBindings()
  /// The views in the graph that use `matchedGeometryEffect`, by namespace and id.
  let matchedGeometry = _MatchedGeometryGroups()
  /// The values views publish for focus (`focusedValue`), which `@FocusedValue` reads.
  lazy var focusedValues = _FocusedValuesCenter(graph: self)
  /// The `defaultFocus` modifiers in the graph, in the order they appeared.
  var defaultFocusTargets: [_DefaultFocusTarget] = []
  /// The `onOpenURL` handlers in the graph, told the URLs the window opens.
  let openURLHandlers = _OpenURLHandlers()
  /// The lazy containers in the graph, whose rows each layout asks for.
  var lazyContainers: [ObjectIdentifier: _LazyRows] = [:]
  /// The time that text showing running dates reads, and when it next changes.
  let textClock = _TextClock()
  /// The progress views that follow `Progress` objects, read again at each poll.
  let progressPolls = _ProgressPolls()
  /// The timeline views and animators, built again as time passes (Views/Timeline/).
  let timelines = _Timelines()
  /// What layout keeps from one frame to the next; see LayoutMemo.swift.
  var layoutStamps = _LayoutStamps()
  /// The nodes that changed what they lay out or show since the last layout, outside a
  /// layout; see LayoutEngine+Local.swift.
  var layoutChanges = _LayoutChanges()
  /// `body` evaluations per view type, for tests and the benchmark.
  private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]

  /// The node whose `body` is running, and why, for `_printChanges()`.
  static var evaluating: (node: _ViewNode, causes: [String])?

  init<Root: View>(root view: Root, environment: EnvironmentValues = EnvironmentValues()) {
    rootEnvironment = environment
    root = _ViewNode(graph: self, parent: nil, id: .body, view: view, environment: environment)
    isUpdating = true
    root.update(with: view, environment: environment)
    settle()
    isUpdating = false
  }

  // MARK: Scheduling

  func schedule(_ node: _ViewNode) {
    dirty.append(node)
    schedulePass()
  }

  func schedulePass() {
    guard !passScheduled else { return }
    passScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.runUpdatePass() }
    }
  }

  var hasPendingUpdates: Bool {
    !dirty.isEmpty || hasQueuedActions || !scrollRequests.isEmpty || hasStalePreferenceReaders
  }

  /// `scrollTo(_:anchor:)` calls waiting for the host's next layout.
  private(set) var scrollRequests: [_ScrollRequest] = []
  /// Whether code is scrolling (`scrollTo`, a scroll position, a control brought into view):
  /// the layouts it runs are not a person's scrolling.
  var isScrollingByCode = false
  /// How many `onScrollGeometryChange` modifiers are in the graph: while none is, scroll
  /// views do not look for them after each layout.
  var scrollGeometryObservers = 0

  /// Asks the host to scroll after the current update (or in a pass of its own).
  func requestScroll(_ request: _ScrollRequest) {
    scrollRequests.append(request)
    if !isUpdating { schedulePass() }
  }

  /// The waiting scroll requests, handed to the host, which performs them.
  func takeScrollRequests() -> [_ScrollRequest] {
    defer { scrollRequests.removeAll() }
    return scrollRequests
  }

  /// Re-evaluates every dirty node, parents first, until nothing is dirty, runs the lifecycle
  /// actions the pass produced; then tells the host.
  func runUpdatePass() {
    passScheduled = false
    guard hasPendingUpdates else { return }
    updatePasses += 1
    if _UpdateTrace.isEnabled { _UpdateTrace.passBegins(updatePasses, invalid: dirty.count) }
    isUpdating = true
    isInUpdatePass = true
    settle()
    isInUpdatePass = false
    isUpdating = false
    didUpdate?()
    if _UpdateTrace.isEnabled { _UpdateTrace.passEnds(updatePasses) }
  }

  /// Evaluates the dirty nodes, then runs the lifecycle actions (`onDisappear`, then
  /// `onAppear`, `onChange`, task starts) that the evaluation queued. Changes those actions
  /// make are applied in the same pass, a bounded number of times; past that, in the next.
  func settle() {
    settles += 1
    for _ in 0..<Self.maximumActionRounds {
      var rounds = 0
      while !dirty.isEmpty || hasStalePreferenceReaders {
        rounds += 1
        guard rounds <= Self.maximumEvaluationRounds else {
          // Bodies keep invalidating views (a body writing what it reads, which warns): as on
          // Apple's platforms the update stops here, and what is still invalid stays so
          // until something else changes.
          abandonDirtyNodes()
          return
        }
        // Preferences flow up once the tree below them is settled: their readers may
        // invalidate views (an overlay built from a value) or queue actions.
        if dirty.isEmpty {
          refreshPreferenceReaders()
          continue
        }
        var batch = dirty
        dirty.removeAll(keepingCapacity: true)
        batch.sort { $0.depth < $1.depth }
        for node in batch { node.reevaluate() }
      }
      guard hasQueuedActions else { return }
      runQueuedActions()
      if !hasPendingUpdates { return }
    }
    schedulePass()
  }

  private static let maximumActionRounds = 8
  /// How many times in a row one update re-evaluates views that evaluation itself
  /// invalidated before it gives up.
  private static let maximumEvaluationRounds = 16

  private func abandonDirtyNodes() {
    for node in dirty { node.clearDirty() }
    dirty.removeAll()
    abandonStalePreferenceReaders()
  }

  // MARK: Lifecycle actions

  /// When a queued lifecycle action runs, relative to the others of the same update.
  enum ActionPhase: Int, CaseIterable {
    /// `onDisappear` actions of views that left the graph: run first.
    case disappear
    /// `onAppear`, `onChange`, `onDismiss` and focus requests.
    case afterUpdate
    /// Task starts (`task`), once every other action of the update has run.
    case task
  }

  private struct QueuedAction {
    let depth: Int
    let action: () -> Void
  }

  private var queuedActions: [[QueuedAction]] = Array(
    repeating: [], count: ActionPhase.allCases.count)
  /// How many actions `queuedActions` holds: hosts ask whether anything is pending before
  /// every reading of the screen (each cell's style, say), so the answer is kept, not counted.
  private var queuedActionCount = 0
  var hasQueuedActions: Bool { queuedActionCount > 0 }
  /// Whether an update pass (or the first evaluation, or a realisation of lazy rows) is
  /// running: lifecycle actions wait for its end.
  var isUpdating = false

  /// Runs `action` after the current update pass has evaluated every dirty view, never during
  /// a `body`. Outside of a pass (a lazy row realised by layout) it schedules one.
  ///
  /// Within a phase, actions of deeper views run first (a view's content before the view,
  /// so a chain of modifiers runs in the order it is written), then in the order queued.
  ///
  /// - Parameters:
  ///   - phase: When the action runs relative to the update's other actions.
  ///   - depth: The depth of the view the action belongs to.
  ///   - action: The action.
  func enqueue(_ phase: ActionPhase, depth: Int, _ action: @escaping () -> Void) {
    queuedActions[phase.rawValue].append(QueuedAction(depth: depth, action: action))
    queuedActionCount += 1
    if !isUpdating { schedulePass() }
  }

  private func runQueuedActions() {
    for phase in ActionPhase.allCases {
      let queued = queuedActions[phase.rawValue]
      guard !queued.isEmpty else { continue }
      queuedActions[phase.rawValue].removeAll()
      queuedActionCount -= queued.count
      let ordered = queued.enumerated().sorted { lhs, rhs in
        lhs.element.depth != rhs.element.depth
          ? lhs.element.depth > rhs.element.depth : lhs.offset < rhs.offset
      }
      for entry in ordered { entry.element.action() }
    }
  }

  // MARK: Bookkeeping

  func willEvaluateBody(of node: _ViewNode) {
    bodyEvaluations[ObjectIdentifier(node.viewType), default: 0] += 1
    if _UpdateTrace.isEnabled { _UpdateTrace.evaluation(of: node, causes: node.pendingCauses) }
  }

  func bodyEvaluations<V: View>(of type: V.Type) -> Int {
    bodyEvaluations[ObjectIdentifier(type), default: 0]
  }

  func nodeWasRemoved(_ node: _ViewNode) {
    // A control that leaves the graph loses focus.
    if focusedNode === node { focusedNode = nil }
  }

  /// Tears the whole tree down (the host closed).
  func tearDown() {
    isUpdating = true
    root.tearDown()
    // The views' `onDisappear` actions run now; nothing is left to appear or start.
    let disappearing = queuedActions[ActionPhase.disappear.rawValue]
    for index in queuedActions.indices { queuedActions[index].removeAll() }
    queuedActionCount = 0
    for entry in disappearing { entry.action() }
    dirty.removeAll()
    abandonStalePreferenceReaders()
    isUpdating = false
  }
}
