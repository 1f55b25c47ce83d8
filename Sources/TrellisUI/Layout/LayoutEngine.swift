import Foundation

/// Runs one layout of a graph, in points: measures with a per-pass cache (so nested stacks
/// measure each view a bounded number of times), asking the host's measurer for what only
/// the host can measure, records each node's frame (on the node), then lists what each
/// shows. A subtree that nothing changed, placed where it was, is taken as it was placed and
/// drawn in the last frame without walking it (PlacementMemo.swift).
@MainActor
final class _LayoutEngine {
  /// Measures text and controls as the host draws them.
  let measurer: any _HostMeasurer
  var grid: _PixelGrid { measurer.grid }
  /// The laid-out nodes in drawing order (parents before children), a kept subtree by its
  /// node alone: its other nodes are those its memo recorded (see `replays`). Kept rows are
  /// most of a frame's nodes, and are not copied here one by one.
  private var order: [_ViewNode] = []
  /// The laid-out nodes in drawing order (parents before children), every one of them.
  var placed: [_ViewNode] { flat ?? nodesPlaced(in: 0..<order.count) }
  /// Every node placed, once a layout that placed some subtrees again needed them listed:
  /// `order`, `replays` and `recordings` are then empty.
  private var flat: [_ViewNode]?
  /// The whole screen.
  private(set) var screen = CGRect.zero
  /// The clips of the containers being placed, innermost last.
  var clipStack: [CGRect] = []
  /// The render effects in force on the views being placed (LayoutEngine+Effects.swift),
  /// innermost last; empty, or `nil` at its end, where none are.
  var effectStack: [HostEffects?] = []
  /// For each node placing its subviews, innermost last: the placements held back to be
  /// run in z order, or `nil` when its subviews are placed as its layout places them.
  var zOrdering: [[_HeldPlacement]?] = []
  /// For each subtree being placed, innermost last: whether its placement depends on more
  /// than itself, its rectangle and its clip, so that it cannot be kept.
  var placing: [Bool] = []
  /// The focused control and its ancestors: their subtrees are placed afresh each frame.
  private var focusPath = Set<ObjectIdentifier>()
  /// The subtrees taken as kept with their items, by where their node is in `order`, in
  /// that order.
  private var replays: [(start: Int, memo: _PlacementMemo)] = []
  /// The subtrees placed afresh (or kept without their items), whose items the display list
  /// fills in: where their nodes start and end in `order`.
  private var recordings: [(node: _ViewNode, start: Int, end: Int, memo: _PlacementMemo)] = []
  /// The subtrees this pass took as kept rather than walked, for tests of incremental layout.
  var keptPlacements = 0
  /// For each node placing its subviews, innermost last: the record of a lazy container's
  /// placements being made (LazyPlacementMemo.swift), or `nil` for any other node.
  var lazyRecordings: [_LazyPlacementMemo?] = []
  /// The lazy containers this pass placed again from their record, for tests.
  var replayedLazyPlacements = 0
  /// The subtrees this pass placed on their own, leaving the rest of the window where the
  /// layout before put it (LayoutEngine+Local.swift); 0 for a layout of the whole window.
  var subtreesPlacedAlone = 0

  /// What this layout learnt of geometry that the graph must take in before the frame is
  /// shown: geometry readers placed with a new geometry, changed `onGeometryChange` values.
  var geometryUpdates: [() -> Void] = []
  /// The scroll views being laid out, innermost last, with the size each offers as a
  /// container (`containerRelativeFrame`; LayoutEngine+Containers.swift).
  var containers: [(node: ObjectIdentifier, size: CGSize)] = []
  /// The geometry readers whose content resolved anchors, and whether any of those anchors'
  /// views was placed elsewhere than the content saw (Preferences/Anchor.swift).
  var anchorChecks: [(reader: _ViewNode, moved: () -> Bool)] = []
  /// Whether some content placed in this layout resolved anchors: where it goes depends on
  /// views anywhere in the window, so a later change is laid out whole.
  var readsAnchors = false

  /// The ``Layout``s placing their subviews now, innermost last.
  var placementTrackers: [_PlacementTracker] = []
  /// Which layout pass this is: sizes measured in it hold for all of it, and ``Layout``
  /// caches are updated once per pass.
  let pass: Int
  /// What the nodes this layout placed are marked with (`placedPass`): the pass that placed
  /// the window, which a layout placing some subtrees again keeps (LayoutEngine+Local.swift).
  let placementPass: Int
  private static var passes = 0

  /// A layout measuring in a pass of its own, which places the nodes for `placementPass`
  /// (by default its own pass).
  init(measurer: any _HostMeasurer, placementPass: Int? = nil) {
    self.measurer = measurer
    Self.passes &+= 1
    pass = Self.passes
    self.placementPass = placementPass ?? pass
  }

  /// The part of the screen where the views now being placed can be seen: the innermost
  /// clipping container's viewport, or the screen. Lazy containers realise only the rows
  /// that fall inside it.
  var visibleRect: CGRect { clipStack.last ?? screen }

  /// Places what `body` places clipped to `rect` (within any enclosing clip): what falls
  /// outside is neither drawn nor listed among the elements on screen.
  func clipping(to rect: CGRect, _ body: () -> Void) {
    clipStack.append(rect._clipped(to: visibleRect))
    defer { clipStack.removeLast() }
    body()
  }

  /// The pinned section header of each lazy container that has one in this frame, the top
  /// of the area below it where the container's rows can be seen, and the axis the rows
  /// stack along (for a horizontal container, `rowsTop` is the leading edge of that area).
  private(set) var pinnedHeaders:
    [ObjectIdentifier: (header: _ViewNode, rowsTop: CGFloat, axis: _Axis)] = [:]

  /// Records that `container` pins `header` over its rows, which are seen from `rowsTop` on
  /// along `axis` (down, or for a horizontal container to the right).
  func pin(_ header: _ViewNode, in container: _ViewNode, rowsTop: CGFloat, axis: _Axis = .vertical)
  {
    markPlacementVolatile()
    pinnedHeaders[ObjectIdentifier(container)] = (header, rowsTop, axis)
  }

  /// Whether any of `node` is inside its clip (a node with no area counts when its origin is).
  func isVisible(_ node: _ViewNode) -> Bool {
    guard node.placedPass == placementPass, let clip = node.placedClip else { return true }
    let frame = node.placedFrame
    if frame.width > 0 && frame.height > 0 {
      let area = frame._clipped(to: clip)
      return area.width > 0 && area.height > 0
    }
    return clip._holds(frame.origin)
  }
  /// How the focused control is drawn in this frame; set by the host.
  var focus = _FocusAppearance()
  /// The focused control when this layout ran.
  private(set) weak var focusedNode: _ViewNode?
  /// The graph's measuring floor when this layout ran (see ``_LayoutStamps/floor``).
  private(set) var floor = 0

  /// Presented views (sheets, alerts, open menus, popovers) waiting to be placed over
  /// everything else, with where each goes.
  private var pendingOverlays: [(node: _ViewNode, placement: _OverlayPlacement)] = []
  /// Presented views placed over the rest of the screen, the frontmost last. Hosts send
  /// input only to the frontmost.
  private(set) var overlays: [_ViewNode] = []

  /// Whether presented views wait to be placed.
  var hasPendingOverlays: Bool { !pendingOverlays.isEmpty }

  /// Places `node` over everything else once the rest is placed: centred in the screen, at
  /// the size it chooses for the screen's size, and drawn last.
  func presentOverlay(_ node: _ViewNode) {
    markPlacementVolatile()
    pendingOverlays.append((node, .centred))
  }

  /// Places `node` over everything else once the rest is placed, at its ideal size, with its
  /// top leading corner at `anchor` (moved up and left as far as it takes to keep it on the
  /// screen), and drawn last: an open menu's list.
  func presentOverlay(_ node: _ViewNode, at anchor: CGPoint) {
    markPlacementVolatile()
    pendingOverlays.append((node, .at(anchor)))
  }

  /// Places `node` over everything else once the rest is placed, at the size it chooses for
  /// the screen's size, beside `anchor` (a rectangle of the screen) on the side `edge` names
  /// where it fits, else below it, else above it: a popover.
  func presentOverlay(_ node: _ViewNode, beside anchor: CGRect, edge: Edge?) {
    markPlacementVolatile()
    pendingOverlays.append((node, .beside(anchor, edge)))
  }

  /// The size `node` chooses for `proposal`: kept from an earlier layout while nothing
  /// under the node changed (see LayoutMemo.swift), else measured now.
  func size(of node: _ViewNode, proposal: ProposedViewSize) -> CGSize {
    let size = measuredSize(of: node, proposal: proposal)
    if let recording = lazyRecordings.last, let memo = recording,
      measuring.count == memo.measuringDepth
    {
      memo.measurements.append(.init(node: node, proposal: proposal, size: size))
    }
    return size
  }

  /// The size `node` chooses for `proposal` (see `size(of:proposal:)`).
  private func measuredSize(of node: _ViewNode, proposal: ProposedViewSize) -> CGSize {
    let stamps = node.graph.layoutStamps
    if let size = node.layoutMemo.size(
      for: proposal, stamp: node.layoutStamp, pass: pass, floor: stamps.floor)
    {
      if node.layoutMemo.isVolatile { markVolatile() }
      return size
    }
    let started = stamps.clock
    measurements += 1
    // A lazy container's size follows the rows it realised and its estimate of the rest.
    measuring.append(node.lazyRows != nil)
    let size: CGSize
    let context = _LayoutContext(engine: self, node: node)
    switch node.layout {
    case .layout(let layout):
      size = layout.sizeThatFits(proposal, subviews: subviews(of: node), context: context)
    case .transparent:
      let subviews = subviews(of: node)
      size =
        subviews.count == 1
        ? subviews[0].sizeThatFits(proposal, context: context)
        : _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
    }
    let volatile = measuring.removeLast()
    if volatile { markVolatile() }
    node.layoutMemo.record(
      size, for: proposal, started: started, stamp: node.layoutStamp, pass: pass,
      floor: node.graph.layoutStamps.floor, volatile: volatile)
    return size
  }

  /// The sizes this pass measured rather than kept from an earlier one.
  var measurements = 0

  /// For each size being measured, innermost last: whether it depends on more than its
  /// node's subtree, and so holds for this pass only.
  private(set) var measuring: [Bool] = []

  /// Notes that the size being measured depends on more than its subtree (a running date, a
  /// lazy container's rows), as do the sizes around it. (A scroll view's or list's size does
  /// not depend on how far it is scrolled.)
  func markVolatile() {
    if let last = measuring.indices.last { measuring[last] = true }
  }

  /// Places `node` in `rect`, which has the size it chose for `proposal` (the proposal its
  /// parent sized it for, which its own layout places its subviews by). A node without a
  /// layout of its own that holds several views stacks them, aligned by `alignment`.
  func place(
    _ node: _ViewNode, in rect: CGRect, proposal: ProposedViewSize,
    alignment: HorizontalAlignment = .center
  ) {
    placementTrackers.last?.placed.insert(ObjectIdentifier(node))
    if deferPlacement(of: node, in: rect, proposal: proposal, alignment: alignment) { return }
    let clip = clipStack.last
    let effects = effectStack.last ?? nil
    if let recording = lazyRecordings.last, let memo = recording {
      memo.placements.append(
        .init(
          node: node, rect: rect, proposal: proposal, alignment: alignment, clip: clip,
          zIndex: _Subview(node: node).zIndex))
    }
    node.placedFrame = rect
    node.placedClip = clip
    node.placedEffects = effects
    node.placedPass = placementPass
    node.placedProposal = proposal
    node.placedAlignment = alignment
    // The focused control and its ancestors are placed afresh (focus moves without a stamp),
    // without making what is around them depend on more than itself.
    let onFocusPath = focusPath.contains(ObjectIdentifier(node))
    let stamps = node.graph.layoutStamps
    if let memo = node.placementMemo, !onFocusPath,
      memo.holds(
        rect: rect, proposal: proposal, clip: clip, effects: effects, screen: screen,
        stamp: node.layoutStamp, floor: stamps.floor)
    {
      keep(memo, of: node)
      return
    }
    let start = order.count
    let started = stamps.clock
    order.append(node)
    placing.append(
      node.lazyRows != nil || node.layoutMemo.isVolatile || node.isScrollContainer)
    placeContent(of: node, in: rect, proposal: proposal, alignment: alignment)
    let volatile = placing.removeLast()
    node.placedVolatile = volatile
    if volatile { markPlacementVolatile() }
    if volatile || onFocusPath {
      node.placementMemo = nil
    } else {
      let memo = _PlacementMemo(
        since: started, rect: rect, proposal: proposal, clip: clip, effects: effects,
        screen: screen, nodes: nodesPlaced(after: start))
      node.placementMemo = memo
      recordings.append((node, start, order.count, memo))
    }
  }

  /// Takes a subtree as `memo` recorded it: its nodes keep their frames and clips.
  private func keep(_ memo: _PlacementMemo, of node: _ViewNode) {
    let start = order.count
    order.append(node)
    for node in memo.nodes { node.placedPass = placementPass }
    if memo.items != nil {
      replays.append((start, memo))
    } else {
      // Placed by a layout that was not drawn (it ran again): its items are made now, node
      // by node.
      order.append(contentsOf: memo.nodes)
      recordings.append((node, start, order.count, memo))
    }
    keptPlacements += 1
  }

  /// The nodes placed after the one at `start` in `order`, every one: the subtrees kept
  /// among them with their own nodes.
  private func nodesPlaced(after start: Int) -> [_ViewNode] {
    // The replays after `start` are the last ones: they are listed in order.
    var first = replays.count
    while first > 0, replays[first - 1].start > start { first -= 1 }
    guard first < replays.count else { return Array(order[(start + 1)...]) }
    return nodesPlaced(in: (start + 1)..<order.count)
  }

  /// Places the subviews of `node`, placed in `rect` for `proposal`.
  private func placeContent(
    of node: _ViewNode, in rect: CGRect, proposal: ProposedViewSize,
    alignment: HorizontalAlignment
  ) {
    guard let rows = node.lazyRows else {
      // What this node's subviews place is theirs, not an enclosing lazy container's.
      lazyRecordings.append(nil)
      defer { lazyRecordings.removeLast() }
      runLayout(of: node, in: rect, proposal: proposal, alignment: alignment)
      return
    }
    if replayPlacement(of: node, rows: rows, in: rect, proposal: proposal) { return }
    let memo = beginRecording(of: rows, in: rect, proposal: proposal)
    lazyRecordings.append(memo)
    runLayout(of: node, in: rect, proposal: proposal, alignment: alignment)
    lazyRecordings.removeLast()
    endRecording(memo, of: node, rows: rows)
  }

  /// Runs the layout of `node`, which places its subviews.
  private func runLayout(
    of node: _ViewNode, in rect: CGRect, proposal: ProposedViewSize,
    alignment: HorizontalAlignment
  ) {
    let context = _LayoutContext(engine: self, node: node)
    let subviews = subviews(of: node)
    // Subviews with a z index are placed, and so drawn, in its order once the layout has
    // said where each goes (LayoutEngine+ZIndex.swift).
    beginZOrdering(subviews, of: node)
    defer { endZOrdering() }
    switch node.layout {
    case .layout(let layout):
      layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, context: context)
    case .transparent:
      if subviews.count == 1 {
        subviews[0].place(in: rect, proposal: proposal, context: context)
      } else {
        _StackLayout(axis: .vertical, alignment: alignment.key, spacing: 0)
          .placeSubviews(in: rect, proposal: proposal, subviews: subviews, context: context)
      }
    }
  }

  func subviews(of node: _ViewNode) -> _Subviews {
    if let rows = node.lazyRows { return _Subviews(nodes: rows.realizedInOrder) }
    return _Subviews(of: node)
  }

  func frame(of node: _ViewNode) -> CGRect? {
    node.placedPass == placementPass ? node.placedFrame : nil
  }

  /// Where `guide` is in `node` when it is placed in `bounds` (which it chose for
  /// `proposal`): its explicit value, or `nil` for the guide's default.
  func explicitAlignment(
    of guide: _AlignmentKey, in node: _ViewNode, bounds: CGRect, proposal: ProposedViewSize
  ) -> CGFloat? {
    let context = _LayoutContext(engine: self, node: node)
    let subviews = subviews(of: node)
    let value: CGFloat?
    switch node.layout {
    case .layout(let layout):
      value = layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
    case .transparent:
      value =
        subviews.count == 1
        ? explicitAlignment(of: guide, in: subviews[0].node, bounds: bounds, proposal: proposal)
        : nil
    }
    // Kept with the node's sizes: a node placed again on its own must answer the same.
    node.layoutMemo.note(
      _AlignmentAnswer(guide: guide, size: bounds.size, proposal: proposal, value: value))
    return value
  }

  /// Whether `node` was placed where it can be seen.
  func isShown(_ node: _ViewNode) -> Bool { frame(of: node) != nil && isVisible(node) }

  /// The placed nodes that can be seen, in reading order: top to bottom, then left to right.
  var placedNodes: [_ViewNode] {
    placed.enumerated().filter { isVisible($0.element) }.sorted { lhs, rhs in
      let left = lhs.element.placedFrame
      let right = rhs.element.placedFrame
      if left.minY != right.minY { return left.minY < right.minY }
      if left.minX != right.minX { return left.minX < right.minX }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Lays out `root` in a screen of `size` and lists what it shows.
  static func render(
    _ root: _ViewNode, size: CGSize, focus: _FocusAppearance = _FocusAppearance(),
    measurer: any _HostMeasurer
  ) -> (_LayoutEngine, _DisplayList) {
    // A lazy stack sizes itself by its estimate of a row's height; when the rows it placed
    // proved the estimate wrong, the layout runs again with the corrected one (a few times
    // at most: the estimate settles on the average of the rows placed).
    let graph = root.graph
    graph.layoutStamps.isLayingOut = true
    graph.layoutStamps.scrolledToEnd = [:]
    defer {
      graph.layoutStamps.isLayingOut = false
      graph.layoutStamps.lastLayoutEnd = graph.layoutStamps.clock
      graph.layoutStamps.scrolledToEnd = [:]
    }
    var engine = layout(root, size: size, focus: focus, measurer: measurer)
    for _ in 0..<Self.maximumLayoutRepeats where graph.takeEstimateCorrections() {
      engine = layout(root, size: size, focus: focus, measurer: measurer)
    }
    // Geometry readers placed with a new geometry are built again with it, and layout runs
    // again, before the frame is shown: a few rounds at most, so that content moving its own
    // reader each time it is built cannot loop (Geometry/GeometryReader.swift).
    for _ in 0..<Self.maximumGeometryRounds where root.graph.applyGeometry(engine.geometryUpdates) {
      engine = layout(root, size: size, focus: focus, measurer: measurer)
    }
    return (engine, engine.displayList(root))
  }

  private static let maximumLayoutRepeats = 3
  private static let maximumGeometryRounds = 4

  /// Lays out `root` in a screen of `size`, without drawing.
  private static func layout(
    _ root: _ViewNode, size: CGSize, focus: _FocusAppearance, measurer: any _HostMeasurer
  ) -> _LayoutEngine {
    let engine = _LayoutEngine(measurer: measurer)
    engine.begin(root.graph, screen: CGRect(origin: .zero, size: size), focus: focus)
    let proposal = ProposedViewSize(size)
    let chosen = engine.size(of: root, proposal: proposal)
    // The root view is centred in the screen, as a window centres its content.
    let origin = engine.centred(chosen, in: size)
    engine.place(
      root,
      in: CGRect(
        x: origin.x, y: origin.y, width: min(chosen.width, size.width),
        height: min(chosen.height, size.height)), proposal: proposal)
    engine.placeOverlays()
    engine.checkAnchorReads()
    // Everything is placed: lazy rows that this layout did not ask for are released.
    root.graph.layoutDidEnd()
    return engine
  }

  /// Starts a layout of `graph` in `screen`, with focus drawn as `focus` says.
  private func begin(_ graph: _ViewGraph, screen: CGRect, focus: _FocusAppearance) {
    self.screen = screen
    self.focus = focus
    floor = graph.layoutStamps.floor
    focusedNode = graph.focusedNode
    var focused = graph.focusedNode
    while let node = focused {
      focusPath.insert(ObjectIdentifier(node))
      focused = node.parent
    }
  }

  /// Starts a layout that places again only some subtrees of what `old` placed, the rest
  /// staying where `old` put it (LayoutEngine+Local.swift).
  func beginRelayout(of graph: _ViewGraph, from old: _LayoutEngine, focus: _FocusAppearance) {
    begin(graph, screen: old.screen, focus: focus)
    // Nothing placed again belongs to an enclosing lazy container's record or z order.
    lazyRecordings.append(nil)
    zOrdering.append(nil)
  }

  /// How many nodes this layout listed in drawing order so far (kept subtrees count one).
  var orderCount: Int { order.count }

  /// Every node this layout placed, in drawing order, listed once: later layouts that place
  /// only some subtrees again change it in place (``replacePlaced(_:with:)``).
  func placedInOrder() -> [_ViewNode] {
    if let flat { return flat }
    let nodes = nodesPlaced(in: 0..<order.count)
    flat = nodes
    order = []
    replays = []
    recordings = []
    return nodes
  }

  /// Puts `nodes` where `range` of ``placedInOrder()`` was: a subtree placed again.
  func replacePlaced(_ range: Range<Int>, with nodes: [_ViewNode]) {
    flat!.replaceSubrange(range, with: nodes)
  }

  /// The nodes placed at `range` of `order`, every one: the subtrees kept among them with
  /// their own nodes.
  func nodesPlaced(in range: Range<Int>) -> [_ViewNode] {
    var nodes: [_ViewNode] = []
    nodes.reserveCapacity(range.count)
    var next = range.lowerBound
    var replay = replays.firstIndex { $0.start >= range.lowerBound } ?? replays.count
    while replay < replays.count, replays[replay].start < range.upperBound {
      let start = replays[replay].start
      nodes.append(contentsOf: order[next...start])
      nodes.append(contentsOf: replays[replay].memo.nodes)
      next = start + 1
      replay += 1
    }
    nodes.append(contentsOf: order[next..<range.upperBound])
    return nodes
  }

  /// Where a view of `size` goes to be centred in `space`, on whole pixels.
  private func centred(_ size: CGSize, in space: CGSize) -> CGPoint {
    CGPoint(
      x: max(0, grid.floor((space.width - size.width) / 2, along: .horizontal)),
      y: max(0, grid.floor((space.height - size.height) / 2, along: .vertical)))
  }

  /// Places the presented views (and those they present in turn), each centred.
  private func placeOverlays() {
    var index = 0
    while index < pendingOverlays.count {
      let (node, placement) = pendingOverlays[index]
      index += 1
      let proposal: ProposedViewSize
      if case .at = placement { proposal = .unspecified } else { proposal = .init(screen.size) }
      let chosen = size(of: node, proposal: proposal)
      let fitted = CGSize(
        width: min(chosen.width, screen.width), height: min(chosen.height, screen.height))
      var origin = centred(fitted, in: screen.size)
      switch placement {
      case .centred: break
      case .at(let anchor):
        origin = CGPoint(
          x: max(0, min(anchor.x, screen.width - fitted.width)),
          y: max(0, min(anchor.y, screen.height - fitted.height)))
      case .beside(let anchor, let edge):
        origin = _OverlayPlacement.origin(
          of: fitted, beside: anchor, edge: edge, in: screen, grid: grid)
      }
      place(node, in: CGRect(origin: origin, size: fitted), proposal: proposal)
      overlays.append(node)
    }
    pendingOverlays.removeAll()
  }

  /// What the placed nodes show, in drawing order, then the focus mark. A kept subtree
  /// shows what it showed; a subtree placed afresh keeps what it shows for later frames,
  /// unless some of it must be made each frame (a running date).
  private func displayList(_ root: _ViewNode) -> _DisplayList {
    root.graph.layoutStamps.displayGeneration += 1
    let generation = root.graph.layoutStamps.displayGeneration
    var keptRuns: [_KeptRun] = []
    var items: [_DisplayItem] = []
    items.reserveCapacity(order.count)
    appendItems(of: 0..<order.count, to: &items, keptRuns: &keptRuns, generation: generation)
    if let focused = focusMark(root) { items.append(focused) }
    var list = _DisplayList(size: screen.size, items: items)
    list.generation = generation
    list.keptRuns = keptRuns
    return list
  }

  /// Appends to `items` what the nodes at `range` of `order` show, in order, noting in
  /// `keptRuns` the runs taken unchanged from the list before (generation `generation - 1`),
  /// and keeps what the subtrees placed afresh there show for later frames.
  func appendItems(
    of range: Range<Int>, to items: inout [_DisplayItem], keptRuns: inout [_KeptRun],
    generation: Int
  ) {
    // Where each walked node's (or kept subtree's) items start, and how many nodes before it
    // showed what must be made each frame; read at the bounds of the recorded subtrees.
    var itemStarts = [Int](repeating: 0, count: range.count + 1)
    var madeEachFrame = [Int](repeating: 0, count: range.count + 1)
    var unkept = 0
    var nextReplay = replays.firstIndex { $0.start >= range.lowerBound } ?? replays.count
    var index = range.lowerBound
    while index < range.upperBound {
      itemStarts[index - range.lowerBound] = items.count
      madeEachFrame[index - range.lowerBound] = unkept
      if nextReplay < replays.count, replays[nextReplay].start == index {
        let memo = replays[nextReplay].memo
        nextReplay += 1
        let kept = memo.items!
        if memo.shownIn == generation - 1, !kept.isEmpty {
          keptRuns.appendRun(start: items.count, oldStart: memo.shownAt, count: kept.count)
        }
        memo.shownIn = generation
        memo.shownAt = items.count
        items.append(contentsOf: kept)
        index += 1
        continue
      }
      let node = order[index]
      index += 1
      guard case .layout(let layout) = node.layout, isVisible(node) else { continue }
      let clip = node.placedClip ?? screen
      let (shown, kept) = pieces(of: node, layout: layout, in: node.placedFrame)
      if !kept { unkept += 1 }
      let pieces = shown.pieces
      let attributes = pieces.first.map { _DisplayAttributes(node, content: $0.content) } ?? .none
      for (part, piece) in pieces.enumerated() {
        items.append(
          _DisplayItem(
            id: _DisplayItemID(node: ObjectIdentifier(node), part: part), frame: piece.frame,
            clip: clip, content: piece.content, attributes: attributes,
            effects: shown.effects(
              ofPieceAt: part, under: node.placedEffects, in: piece.frame)))
      }
    }
    itemStarts[range.count] = items.count
    madeEachFrame[range.count] = unkept
    for recording in recordings where range.contains(recording.start) {
      let start = recording.start - range.lowerBound
      let end = recording.end - range.lowerBound
      if madeEachFrame[end] == madeEachFrame[start] {
        recording.memo.items = Array(items[itemStarts[start]..<itemStarts[end]])
        recording.memo.shownIn = generation
        recording.memo.shownAt = itemStarts[start]
      } else if recording.node.placementMemo === recording.memo {
        recording.node.placementMemo = nil
      }
    }
  }

  /// What `node` shows in `frame`: what it showed in the last frame when it kept its frame
  /// and nothing under it changed, else made now. The focused control (its focus, its caret),
  /// scroll containers (their offsets, their bars) and lazy containers (their rows) are made
  /// each frame, as is text that shows a running date.
  private func pieces(of node: _ViewNode, layout: any _Layout, in frame: CGRect)
    -> (shown: _FilteredDisplay, canKeep: Bool)
  {
    let stamps = node.graph.layoutStamps
    let isFocused = node.graph.focusedNode === node
    let canKeep =
      !isFocused && node.lazyRows == nil && node.scrollableLayout(along: .vertical) == nil
      && node.scrollableLayout(along: .horizontal) == nil
    if canKeep,
      let kept = node.displayMemo?.display(
        in: frame, stamp: node.layoutStamp, floor: stamps.floor)
    {
      return (kept, true)
    }
    let started = stamps.clock
    showsRunningDate = false
    let context = _DisplayContext(node: node, engine: self, frame: frame)
    let shown = layout.filteredDisplay(in: frame, context: context)
    if showsRunningDate { showedRunningDate = true }
    node.displayMemo =
      canKeep && !showsRunningDate
      ? _DisplayMemo(
        since: started, frame: frame, pieces: shown.pieces, pieceEffects: shown.effects)
      : nil
    return (shown, canKeep && !showsRunningDate)
  }

  /// Set by text that shows a running date while it says what it shows: it reads
  /// differently as time passes, so what it shows is made again each frame.
  var showsRunningDate = false
  /// Whether this frame showed a running date anywhere.
  var showedRunningDate = false

  /// The focus mark over the focused button, toggle or stepper, label included (a focused
  /// text field shows its own focus).
  func focusMark(_ root: _ViewNode) -> _DisplayItem? {
    guard focus.isShown, let focused = root.graph.focusedNode, let control = focused.control,
      !control.drawsOwnFocus, isVisible(focused),
      // A selecting list shows focus on the row the keyboard is on.
      let frame = control.isContainer ? listCursorFrame(focused) : frame(of: focused)
    else { return nil }
    return _DisplayItem(
      id: _DisplayItemID(node: ObjectIdentifier(focused), part: _DisplayItemID.focusPart),
      frame: frame, clip: focused.placedClip ?? screen, content: .focus,
      // Over the control where its effects draw it (scaled, moved).
      effects: focused.placedEffects)
  }
}

/// What a primitive layout sees when it says what its view shows.
@MainActor
struct _DisplayContext {
  let node: _ViewNode
  let engine: _LayoutEngine
  /// The node's frame, in points.
  let frame: CGRect
  var environment: EnvironmentValues { node.environment }
  var isEnabled: Bool { node.environment.isEnabled }
  var measurer: any _HostMeasurer { engine.measurer }
  var metrics: _HostMetrics { engine.measurer.metrics }
  var grid: _PixelGrid { engine.grid }
  /// Whether to show this control as focused: it has focus and its window is the key one.
  var isFocused: Bool { engine.focus.isShown && node.graph.focusedNode === node }
  /// The caret of the focused field and its horizontal scroll in the last frame; `nil` for
  /// any other view. Kept while focus is not shown, so that the field's text stays where it
  /// was.
  var caret: _Caret? {
    guard node.graph.focusedNode === node, let offset = engine.focus.caret else { return nil }
    return _Caret(offset: offset, scrollStart: engine.focus.scrollStart)
  }
}
