import Foundation

/// The graph's record of one view identity. It outlives the view values that describe it: it
/// owns the view's state, its subscriptions, its environment and its children, and is torn
/// down exactly when the identity leaves the graph.
@MainActor
package final class _ViewNode {
  unowned let graph: _ViewGraph
  private(set) weak var parent: _ViewNode?
  let depth: Int
  let id: _ChildID
  let viewType: any View.Type
  /// The view's type as a primitive (a view drawn by Trellis, without a `body`), if it is one.
  let primitiveType: (any _PrimitiveView.Type)?
  var isPrimitive: Bool { primitiveType != nil }
  /// Whether describing the view can read `@Observable` properties, so that the graph must
  /// track what it reads (see `_UntrackedPrimitive`).
  let tracksDescription: Bool
  /// Whether the view wants to hear when its children were brought up to date (see
  /// `_ReconcileObserving`).
  let observesReconcile: Bool

  /// The latest view value for this identity.
  var view: any View
  package var environment: EnvironmentValues
  /// The parent's change to this node's environment (from an environment modifier).
  var environmentTransform: ((inout EnvironmentValues) -> Void)?

  var children: [_ViewNode] = []
  var lazyRows: _LazyRows?
  var layout: _LayoutBehavior = .transparent
  /// Set for controls: what tapping, typing or toggling does.
  var control: _Control?
  /// The preference value this view gives its key (`preference`, `transformPreference`,
  /// `anchorPreference`), if it gives one.
  var preferenceWriter: _PreferenceWriter?
  /// What reads its content's preference value (`onPreferenceChange`,
  /// `overlayPreferenceValue`), if anything does.
  var preferenceReader: _PreferenceReader?
  /// For a scroll view: how far its content is scrolled, in points. Kept across updates;
  /// clamped to the content at each layout.
  var scrollOffset = CGPoint.zero
  /// For a scroll view under `defaultScrollAnchor`: the offset the anchor last put it at.
  /// While nothing else moved it from there, each layout puts it at the anchor again (lazy
  /// rows' estimates settle, the host measures text anew, content grows).
  var anchoredScrollOffset: CGPoint?
  /// The cache of a view made with the ``Layout`` protocol, and the layout pass that last
  /// made or updated it.
  var layoutCache: (pass: Int, value: Any)?
  /// When this node or one below it last changed in a way that can change its layout, on the
  /// graph's layout clock; see LayoutMemo.swift.
  var layoutStamp = 0
  /// The sizes this node chose in earlier layouts, kept while nothing under it changes.
  var layoutMemo = _LayoutMemo()

  /// Storage for the view's dynamic properties (`@State` boxes, `@StateObject` objects...),
  /// keyed by the property's byte offset in the view.
  var propertyStorage: [Int: AnyObject] = [:]
  /// Environment entries the view read, with what it saw.
  var environmentReads: [ObjectIdentifier: EnvironmentValues.Reading] = [:]
  /// The key types of the environment entries read, for diagnostics.
  var environmentKeyTypes: [ObjectIdentifier: Any.Type] = [:]

  private(set) var isDirty = false
  private(set) var hasEvaluated = false
  package private(set) var isAlive = true
  /// Why the next evaluation happens, for `_printChanges()` and the update trace.
  var pendingCauses: [String] = []
  /// Bumped on each evaluation so that stale observation callbacks are ignored.
  private(set) var evaluationGeneration = 0
  /// Run when the node is torn down (`onDisappear`, task cancellation, subscriptions).
  var teardownActions: [() -> Void] = []
  /// Told when the node is taken out of view with its state kept (`false`: its lazy row
  /// scrolled away) and brought back (`true`): lifecycle modifiers register here.
  var visibilityHandlers: [(Bool) -> Void] = []
  /// Whether the node is out of view with its state kept; see `setShown(_:)`.
  var isHidden = false
  /// The `@Observable` properties the last evaluation read; made by the first evaluation
  /// that tracks them (or the first storage that records this node as a reader).
  private var observationScope: _ObservationScope?
  var observation: _ObservationScope {
    if let observationScope { return observationScope }
    let scope = _ObservationScope(node: self)
    observationScope = scope
    return scope
  }
  /// The other storage (`@State` through a binding) the last evaluation read.
  private var readRegistrations = _ReadRegistrations()
  /// A weak handle on this node, for the storage that records its readers.
  var handle: _WeakNode { observation.node }

  /// Records that this node's evaluation read `storage`, which registered it as a reader.
  func didRead(_ storage: any _ReadRegistration) { readRegistrations.insert(storage) }

  /// Ends the registrations of the last evaluation: the node evaluates again or goes.
  func endReadRegistrations() {
    readRegistrations.end(for: ObjectIdentifier(self))
    // A node never tracked (an untracked primitive) has nothing to end, and no scope to make.
    observationScope?.endRegistration()
  }

  /// What this node showed in an earlier frame, kept while it neither changed nor moved.
  var displayMemo: _DisplayMemo?
  /// Where the layout pass `placedPass` placed this node, and the clip it was placed in:
  /// a node's frame lives on the node, so that a subtree kept from an earlier frame needs no
  /// table of frames filled again (see PlacementMemo.swift).
  var placedFrame = CGRect.zero
  var placedClip: CGRect?
  /// The render effects around the node when it was placed (its own are its content's).
  var placedEffects: HostEffects?
  var placedPass = 0
  /// The proposal and alignment that pass placed this node with, so that the node can be
  /// placed again where it was without its parent's layout (LayoutEngine+Local.swift).
  var placedProposal = ProposedViewSize.unspecified
  var placedAlignment = HorizontalAlignment.center
  /// Whether, in that pass, where this node's subtree went depended on more than the node
  /// itself, its rectangle and its clip (see PlacementMemo.swift); the focused control's
  /// path does not count.
  var placedVolatile = false
  /// How this node's subtree was placed and what it showed, kept while nothing under it
  /// changes and it is placed in the same rectangle and clip; see PlacementMemo.swift.
  var placementMemo: _PlacementMemo?

  init(
    graph: _ViewGraph, parent: _ViewNode?, id: _ChildID, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parent = parent
    self.depth = (parent?.depth ?? -1) + 1
    self.id = id
    self.view = view
    self.viewType = type(of: view)
    let kind = Self.kind(of: type(of: view))
    self.primitiveType = kind.primitiveType
    self.tracksDescription = kind.tracksDescription
    self.observesReconcile = kind.observesReconcile
    self.environment = environment
    // A view made inside one kept out of view (a tab not shown) is out of view too: it
    // appears when its ancestor is shown again.
    self.isHidden = parent?.isHidden ?? false
    graph.nodeCount += 1
  }

  var typeName: String { _typeName(viewType, qualified: false) }

  /// What the graph does with views of one type, found once per type: a conformance check
  /// on an existential costs far more than a dictionary look-up, and every new node needs it.
  private static var kinds: [ObjectIdentifier: Kind] = [:]

  private struct Kind {
    let primitiveType: (any _PrimitiveView.Type)?
    let tracksDescription: Bool
    let observesReconcile: Bool
  }

  private static func kind(of type: any View.Type) -> Kind {
    if let known = kinds[ObjectIdentifier(type)] { return known }
    let kind = Kind(
      primitiveType: type as? any _PrimitiveView.Type,
      tracksDescription: !(type is any _UntrackedPrimitive.Type),
      observesReconcile: type is any _ReconcileObserving.Type)
    kinds[ObjectIdentifier(type)] = kind
    return kind
  }

  // MARK: Invalidation

  /// Marks the view for re-evaluation in the next update pass.
  func invalidate(because cause: String) {
    guard isAlive else { return }
    pendingCauses.append(cause)
    guard !isDirty else { return }
    isDirty = true
    graph.schedule(self)
  }

  /// Invalidation from any thread: applied on the main actor, with Apple's warning when the
  /// change was published from another thread.
  nonisolated static func invalidate(
    _ node: _WeakNode, generation: Int?, because cause: String
  ) {
    if _MainQueue.isCurrent {
      MainActor.assumeIsolated { node.deliver(generation: generation, cause: cause) }
    } else {
      _RuntimeWarnings.publishedOffMainThread()
      DispatchQueue.main.async {
        MainActor.assumeIsolated { node.deliver(generation: generation, cause: cause) }
      }
    }
  }

  func markEvaluated() {
    readRegistrations.end(for: ObjectIdentifier(self))
    isDirty = false
    hasEvaluated = true
    evaluationGeneration &+= 1
    pendingCauses.removeAll(keepingCapacity: true)
  }

  func clearDirty() { isDirty = false }

  // MARK: Teardown

  /// Removes this node and its subtree from the graph, releasing everything they hold.
  func tearDown() {
    guard isAlive else { return }
    isAlive = false
    for child in children { child.tearDown() }
    children.removeAll()
    if let lazyRows {
      lazyRows.tearDownAll()
      graph.lazyContainerWent(lazyRows)
      self.lazyRows = nil
    }
    // Its value leaves its key's reduced value above.
    if preferenceWriter != nil { preferenceWriterChanged() }
    preferenceReader = nil
    let actions = teardownActions
    teardownActions.removeAll()
    for action in actions { action() }
    propertyStorage.removeAll()
    // The kept placement holds the subtree's nodes: they go with it.
    placementMemo = nil
    displayMemo = nil
    endReadRegistrations()
    graph.nodeCount -= 1
    graph.nodeWasRemoved(self)
  }
}

/// A weak, sendable handle on a node, for callbacks that may arrive on any thread.
final class _WeakNode: @unchecked Sendable {
  // Read and written on the main actor only.
  @MainActor weak var node: _ViewNode?
  @MainActor init(_ node: _ViewNode) { self.node = node }

  @MainActor func deliver(generation: Int?, cause: String) {
    guard let node else { return }
    if let generation, generation != node.evaluationGeneration { return }
    node.invalidate(because: cause)
  }
}
