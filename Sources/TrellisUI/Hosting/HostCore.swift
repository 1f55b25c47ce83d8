import Foundation

/// What every host shares: the graph of one root view at a size, its layout, its focus, and
/// the actions a person can take on its controls. The host gives it a measurer and renders
/// the display list it lays out: the terminal host draws it in cells and feeds it keys; the
/// headless host (TrellisTesting) drives it from tests.
@MainActor
@_spi(TrellisHost) public final class HostCore {
  let graph: _ViewGraph
  /// The window's size in points.
  @_spi(TrellisHost) public private(set) var size: CGSize
  private(set) var engine: _LayoutEngine?
  /// What the last layout showed, in points.
  package private(set) var displayList = _DisplayList.empty
  /// The sizes the last layout measured rather than kept from the one before (its last
  /// pass), for tests of incremental layout.
  package private(set) var layoutMeasurements = 0
  /// The subtrees the last layout took as the frame before placed and drew them, rather
  /// than walking them, for tests of incremental layout.
  package private(set) var layoutKeptPlacements = 0
  /// Draws each display list as soon as layout has made it (the terminal's cell canvas).
  package let renderer: (any _HostRenderer)?
  /// Called after each layout, with the new screen.
  @_spi(TrellisHost) public var didRender: (() -> Void)?
  /// The control that had focus at the last layout.
  private weak var lastFocused: _ViewNode?
  /// The frontmost presented view at the last layout: a popover new there takes focus.
  weak var lastFrontOverlay: _ViewNode?
  /// The slider a pointer is dragging: its changes are one editing session until release.
  weak var draggedSlider: _ViewNode?
  /// The focused field's caret; see HostCore+Editing.swift.
  package var fieldCaret: _FieldCaret?
  /// Whether the window is the key one (a terminal that has focus): when it is not, the
  /// focused control is drawn without its mark and caret.
  @_spi(TrellisHost) public var isActive = true {
    didSet { if isActive != oldValue { layout() } }
  }
  /// Measures text and controls for layout as the host draws them; lengths are rounded to
  /// its pixel (for the terminal, a cell of 8 by 16 points). The host gives it.
  package let measurer: any _HostMeasurer
  package var grid: _PixelGrid { measurer.grid }

  /// When the running dates on screen are next laid out again; see HostCore+Clock.swift.
  var clockTick: Date?
  /// Whether the next poll of the `Progress` objects shown is scheduled (HostCore+Clock.swift).
  var isProgressPollScheduled = false
  /// The gestures following the press under way; see HostCore+Pointer.swift.
  var pointerRun: _PointerRun?
  /// The hover actions of the views the pointer is over; see Gestures/Hover.swift.
  var hovered: [_HoverRegistration] = []
  /// The drag under way, and a press on a drag source that may start one; see
  /// DragAndDrop/HostCore+DragAndDrop.swift.
  var dragSession: _DragSession?
  var pendingDrag: _PendingDrag?
  /// The item loads of drops that have not finished.
  let dropLoads = _DropLoads()
  /// Whether a press on a drag source that moves starts a drag (the terminal, `ViewHost`);
  /// a host with drag and drop of its own (GTK) turns this off and starts drags itself.
  @_spi(TrellisHost) public var startsDragsFromPointer = true

  /// What the window tells its views: colour scheme, scene phase, size classes; see
  /// HostCore+Environment.swift.
  let window: _WindowState
  /// The app this core is a window of, if it is one: its graph updates before the window's.
  @_spi(TrellisHost) public internal(set) var app: HostApp?

  /// Hosts `root` in a window of `size` points. `colorScheme` is the scheme the host found
  /// (the terminal's background): the first `body` evaluations already read it. `measurer`
  /// measures text and controls as the host draws them.
  @_spi(TrellisHost) public convenience init<Root: View>(
    root: Root, size: CGSize, colorScheme: ColorScheme = .light, measurer: any _HostMeasurer
  ) {
    self.init(
      root: root, size: size, colorScheme: colorScheme, measurer: measurer, renderer: nil)
  }

  /// Hosts `root` as above, with `renderer` drawing each display list as layout makes it.
  package init<Root: View>(
    root: Root, size: CGSize, colorScheme: ColorScheme = .light, measurer: any _HostMeasurer,
    renderer: (any _HostRenderer)?
  ) {
    self.size = size
    self.measurer = measurer
    self.renderer = renderer
    window = _WindowState(
      sceneStorage: _SceneStorageValues.open(
        scene: (root as? _SceneWindowRoot)?.sceneStorageKey ?? String(reflecting: Root.self)))
    window.systemColorScheme = colorScheme
    window.sizeDidChange(to: size)
    graph = _ViewGraph(root: _WindowRoot(content: root, window: window))
    graph.didUpdate = { [weak self] in self?.layout(followingChanges: true) }
    window.core = self
    layout()
  }

  /// Hosts the first window of an app; the app's own dynamic properties live in the app's
  /// graph, which the core keeps (see `HostApp` for an app's other windows).
  @_spi(TrellisHost) public convenience init<A: App>(
    app: A, size: CGSize, measurer: any _HostMeasurer
  ) {
    self.init(app: app, size: size, measurer: measurer, renderer: nil)
  }

  /// Hosts the first window of an app, with `renderer` drawing each display list.
  package convenience init<A: App>(
    app: A, size: CGSize, measurer: any _HostMeasurer, renderer: (any _HostRenderer)?
  ) {
    let session = HostApp(app: app)
    self.init(
      root: _SceneWindowRoot(session: session, window: session.frontWindow?.identity ?? 0),
      size: size, measurer: measurer, renderer: renderer)
    self.app = session
  }

  /// Runs any pending update pass now, then lays out again if something changed. A
  /// `Progress` object shown that changed since it was read counts as a pending change.
  @_spi(TrellisHost) public func update() {
    app?.update()
    graph.progressPolls.poll()
    if graph.hasPendingUpdates { graph.runUpdatePass() }
    window.closeUndoEventGroup()
  }

  @_spi(TrellisHost) public var hasPendingUpdates: Bool {
    graph.hasPendingUpdates || app?.hasPendingUpdates == true
  }
  @_spi(TrellisHost) public var updatePassCount: Int { graph.updatePasses }

  /// Gives the window a new size in points and lays out again.
  @_spi(TrellisHost) public func resize(to size: CGSize) {
    self.size = size
    window.sizeDidChange(to: size)
    layout()
  }

  /// Lays out the current graph and hands the display list to the renderer.
  @_spi(TrellisHost) public func layout() { layout(followingChanges: false) }

  /// Lays out the current graph and hands the display list to the renderer. When
  /// `followingChanges`, nothing has changed since the last layout but what the graph noted
  /// (an update pass ran), so only the subtrees around the changes may be placed again
  /// (LayoutEngine+Local.swift).
  func layout(followingChanges: Bool) {
    let points = CGSize(
      width: grid.floor(size.width, along: .horizontal),
      height: grid.floor(size.height, along: .vertical))
    graph.textClock.beginLayout()
    let changes = graph.layoutChanges.take()
    let focus = focusAppearance()
    let (engine, list) = measurer.measuring { () -> (_LayoutEngine, _DisplayList) in
      if followingChanges, followsChanges, let changes, let last = self.engine,
        last.screen.size == points,
        let list = last.relayout(graph.root, after: changes, list: displayList, focus: focus)
      {
        return (last, list)
      }
      return _LayoutEngine.render(graph.root, size: points, focus: focus, measurer: measurer)
    }
    // Layout may realise list rows whose bodies invalidated others; settle them too.
    self.engine = engine
    layoutMeasurements = engine.measurements
    layoutKeptPlacements = engine.keptPlacements
    displayList = list
    renderer?.render(list, for: self)
    if focusesNewPopover(engine) {
      layout()
      return
    }
    if graph.focusBindings.retryUnanswered(in: graph) {
      // A `@FocusState` write for a row layout has just built: focus it, and show it.
      if graph.hasPendingUpdates { graph.runUpdatePass() } else { layout() }
      return
    }
    if graph.focusedNode !== lastFocused {
      // Focus moved (Tab, a click, a `@FocusState` write): the control comes into view.
      lastFocused = graph.focusedNode
      if let focused = lastFocused, focused.isAlive, !engine.isShown(focused) {
        scrollIntoView(focused, anchor: nil)
        layout()
        return
      }
    }
    if !graph.scrollRequests.isEmpty {
      // `scrollTo(_:anchor:)` from the update just laid out: scrolling lays out again.
      scrollingByCode {
        for request in graph.takeScrollRequests() { perform(request) }
      }
      layout()
      return
    }
    scheduleClockTick()
    scheduleProgressPoll()
    didRender?()
  }

  /// Whether layouts after an update pass place again only what changed; off to compare the
  /// two (`TRELLIS_WHOLE_LAYOUTS=1` turns it off for every core).
  package var followsChanges = !HostCore.wholeLayoutsOnly

  private static let wholeLayoutsOnly =
    ProcessInfo.processInfo.environment["TRELLIS_WHOLE_LAYOUTS"] == "1"

  /// Tells the core that its measurer now measures differently (the terminal's widths of
  /// graphemes, the desktop's font or text scale): nothing measured before holds, and the
  /// window is laid out again.
  @_spi(TrellisHost) public func measurementsDidChange() {
    graph.layoutStamps.forgetAll()
    layout()
  }

  /// `body` evaluations of views of `type` since the host started.
  @_spi(TrellisHost) public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
    graph.bodyEvaluations(of: type)
  }

  /// Live nodes in the graph.
  @_spi(TrellisHost) public var nodeCount: Int { graph.nodeCount }

  /// Every laid-out element in reading order (top to bottom, then left to right), from the
  /// hosted view down (the window's own root, which only sets the window's environment, is
  /// not one). While a sheet or alert is presented, only the elements of the frontmost one:
  /// what is behind it cannot be reached.
  @_spi(TrellisHost) public var elements: [HostElement] {
    update()
    guard let engine else { return [] }
    let windowRoot = graph.root
    var nodes = engine.placedNodes.filter { $0 !== windowRoot && !$0.isToolbarStructure }
    if let front = engine.overlays.last { nodes = nodes.filter { $0.isInSubtree(of: front) } }
    return nodes.compactMap { node in
      engine.frame(of: node).map { HostElement(node: node, frame: $0, core: self) }
    }
  }

  /// The frontmost presented view (sheet or alert), if any.
  package var frontPresentation: _ViewNode? { engine?.overlays.last }

  // MARK: Focus

  /// The control with keyboard focus. It keeps focus while scrolled out of view (its row of
  /// a lazy list kept with its state): its frame is then empty.
  @_spi(TrellisHost) public var focused: HostElement? {
    guard let node = graph.focusedNode, node.isAlive else { return nil }
    return HostElement(node: node, frame: engine?.frame(of: node) ?? .zero, core: self)
  }

  package func focus(_ node: _ViewNode?) {
    guard graph.focusedNode !== node else { return }
    graph.focusedNode = node
    layout()
  }

  /// Tears the graph down: every node, subscription and state goes. The last layout, which
  /// holds the placed nodes (and through their views, the closures and objects they
  /// captured), goes too; the last screen stays readable.
  @_spi(TrellisHost) public func close() {
    graph.tearDown()
    window.sceneStorage.close()
    engine = nil
  }
}
