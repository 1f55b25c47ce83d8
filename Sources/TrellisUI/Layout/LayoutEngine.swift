/// Runs one layout of a graph: measures with a per-pass cache (so nested stacks measure each
/// view a bounded number of times), records each node's frame, then draws.
@MainActor
final class _LayoutEngine {
  private struct CacheKey: Hashable {
    let node: ObjectIdentifier
    let proposal: _ProposedSize
  }

  private var sizes: [CacheKey: _Size] = [:]
  private(set) var frames: [ObjectIdentifier: _Rect] = [:]
  /// The laid-out nodes in drawing order (parents before children).
  private(set) var placed: [_ViewNode] = []
  /// The whole screen.
  private(set) var screen = _Rect.zero
  /// The clip of each node placed inside a clipping container (scroll views, lists).
  private var clips: [ObjectIdentifier: _Rect] = [:]
  /// The clips of the containers being placed, innermost last.
  private var clipStack: [_Rect] = []

  /// The part of the screen where the views now being placed can be seen: the innermost
  /// clipping container's viewport, or the screen. Lazy containers realise only the rows
  /// that fall inside it.
  var visibleRect: _Rect { clipStack.last ?? screen }

  /// Places what `body` places clipped to `rect` (within any enclosing clip): what falls
  /// outside is neither drawn nor listed among the elements on screen.
  func clipping(to rect: _Rect, _ body: () -> Void) {
    clipStack.append(rect.intersection(visibleRect))
    defer { clipStack.removeLast() }
    body()
  }

  /// The pinned section header of each lazy container that has one in this frame, and the
  /// top of the area below it where the container's rows can be seen.
  private(set) var pinnedHeaders: [ObjectIdentifier: (header: _ViewNode, rowsTop: Int)] = [:]

  /// Records that `container` pins `header` over its rows, which are seen from `rowsTop` down.
  func pin(_ header: _ViewNode, in container: _ViewNode, rowsTop: Int) {
    pinnedHeaders[ObjectIdentifier(container)] = (header, rowsTop)
  }

  /// Whether any of `node` is inside its clip (a node with no area counts when its origin is).
  func isVisible(_ node: _ViewNode) -> Bool {
    let id = ObjectIdentifier(node)
    guard let clip = clips[id], let frame = frames[id] else { return true }
    if frame.width > 0 && frame.height > 0 {
      let area = frame.intersection(clip)
      return area.width > 0 && area.height > 0
    }
    return clip.contains(_Point(x: frame.x, y: frame.y))
  }
  /// How the focused control is drawn in this frame; set by the host.
  private(set) var focus = _FocusAppearance()
  /// Where the focused field drew its caret and its first visible character, if it did.
  var drawnCaret: (position: _Point, scrollStart: Int)?

  /// Presented views (sheets, alerts) waiting to be placed over everything else.
  private var pendingOverlays: [_ViewNode] = []
  /// Presented views placed over the rest of the screen, the frontmost last. Hosts send
  /// input only to the frontmost.
  private(set) var overlays: [_ViewNode] = []

  /// Places `node` over everything else once the rest is placed: centred in the screen, at
  /// the size it chooses for the screen's size, and drawn last.
  func presentOverlay(_ node: _ViewNode) { pendingOverlays.append(node) }

  func size(of node: _ViewNode, proposal: _ProposedSize) -> _Size {
    let key = CacheKey(node: ObjectIdentifier(node), proposal: proposal)
    if let size = sizes[key] { return size }
    let size: _Size
    let context = _LayoutContext(engine: self, node: node)
    switch node.layout {
    case .layout(let layout):
      size = layout.sizeThatFits(proposal, subviews: subviews(of: node), context: context)
    case .transparent:
      let subviews = subviews(of: node)
      size =
        subviews.count == 1
        ? subviews[0].sizeThatFits(proposal, context: context)
        : _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
          .sizeThatFits(proposal, subviews: subviews, context: context)
    }
    sizes[key] = size
    return size
  }

  /// Places `node` in `rect`. A node without a layout of its own that holds several views
  /// stacks them, aligned by `alignment` (0 leading, 1 centre, 2 trailing).
  func place(_ node: _ViewNode, in rect: _Rect, alignment: Int = 1) {
    frames[ObjectIdentifier(node)] = rect
    if let clip = clipStack.last { clips[ObjectIdentifier(node)] = clip }
    placed.append(node)
    let context = _LayoutContext(engine: self, node: node)
    switch node.layout {
    case .layout(let layout):
      layout.placeSubviews(in: rect, subviews: subviews(of: node), context: context)
    case .transparent:
      let subviews = subviews(of: node)
      if subviews.count == 1 {
        subviews[0].place(in: rect, context: context)
      } else {
        _StackLayout(axis: .vertical, alignment: alignment, spacing: 0)
          .placeSubviews(in: rect, subviews: subviews, context: context)
      }
    }
  }

  func subviews(of node: _ViewNode) -> _Subviews {
    if let rows = node.lazyRows { return _Subviews(nodes: rows.realizedInOrder) }
    return _Subviews(of: node)
  }

  func frame(of node: _ViewNode) -> _Rect? { frames[ObjectIdentifier(node)] }

  /// Whether `node` was placed where it can be seen.
  func isShown(_ node: _ViewNode) -> Bool { frame(of: node) != nil && isVisible(node) }

  /// The placed nodes that can be seen, in reading order: top to bottom, then left to right.
  var placedNodes: [_ViewNode] {
    placed.enumerated().filter { isVisible($0.element) }.sorted { lhs, rhs in
      let left = frames[ObjectIdentifier(lhs.element)]!
      let right = frames[ObjectIdentifier(rhs.element)]!
      if left.y != right.y { return left.y < right.y }
      if left.x != right.x { return left.x < right.x }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// Lays out `root` in a screen of `size` and draws it.
  static func render(
    _ root: _ViewNode, size: _Size, focus: _FocusAppearance = _FocusAppearance()
  ) -> (_LayoutEngine, _Canvas) {
    // A lazy stack sizes itself by its estimate of a row's height; when the rows it placed
    // proved the estimate wrong, the layout runs again with the corrected one (a few times
    // at most: the estimate settles on the average of the rows placed).
    var engine = layout(root, size: size, focus: focus)
    for _ in 0..<Self.maximumLayoutRepeats where root.graph.takeEstimateCorrections() {
      engine = layout(root, size: size, focus: focus)
    }
    var canvas = _Canvas(size: size)
    engine.draw(root, canvas: &canvas)
    return (engine, canvas)
  }

  private static let maximumLayoutRepeats = 3

  /// Lays out `root` in a screen of `size`, without drawing.
  private static func layout(_ root: _ViewNode, size: _Size, focus: _FocusAppearance)
    -> _LayoutEngine
  {
    let engine = _LayoutEngine()
    engine.focus = focus
    engine.screen = _Rect(x: 0, y: 0, width: size.width, height: size.height)
    let proposal = _ProposedSize(width: size.width, height: size.height)
    let chosen = engine.size(of: root, proposal: proposal)
    // The root view is centred in the screen, as a window centres its content.
    let origin = _Point(
      x: max(0, (size.width - chosen.width) / 2), y: max(0, (size.height - chosen.height) / 2))
    engine.place(
      root,
      in: _Rect(
        x: origin.x, y: origin.y, width: min(chosen.width, size.width),
        height: min(chosen.height, size.height)))
    engine.placeOverlays()
    // Everything is placed: lazy rows that this layout did not ask for are released.
    root.graph.layoutDidEnd()
    return engine
  }

  /// Places the presented views (and those they present in turn), each centred.
  private func placeOverlays() {
    var index = 0
    while index < pendingOverlays.count {
      let node = pendingOverlays[index]
      index += 1
      let chosen = size(
        of: node, proposal: _ProposedSize(width: screen.width, height: screen.height))
      let width = min(chosen.width, screen.width)
      let height = min(chosen.height, screen.height)
      place(
        node,
        in: _Rect(
          x: max(0, (screen.width - width) / 2), y: max(0, (screen.height - height) / 2),
          width: width, height: height))
      overlays.append(node)
    }
    pendingOverlays.removeAll()
  }

  private func draw(_ root: _ViewNode, canvas: inout _Canvas) {
    let overlayRoots = Set(overlays.map(ObjectIdentifier.init))
    for node in placed {
      if overlayRoots.contains(ObjectIdentifier(node)) {
        // A presented view is drawn over the whole screen, whatever clipped its presenter.
        canvas.clip = _Rect(x: 0, y: 0, width: screen.width, height: screen.height)
      }
      guard case .layout(let layout) = node.layout, let frame = frames[ObjectIdentifier(node)]
      else { continue }
      canvas.clip = clips[ObjectIdentifier(node)] ?? screen
      guard isVisible(node) else { continue }
      let context = _DrawContext(node: node, engine: self)
      layout.draw(in: frame, canvas: &canvas, context: context)
    }
    markFocusedControl(root, canvas: &canvas)
  }

  /// Shows the focused button, toggle or stepper in reverse video, label included: the
  /// label is a child view drawn after its control, so the control cannot style it itself.
  /// (A focused text field underlines its own text.)
  private func markFocusedControl(_ root: _ViewNode, canvas: inout _Canvas) {
    guard focus.isShown, let focused = root.graph.focusedNode, let control = focused.control,
      !control.isTextInput, let frame = frames[ObjectIdentifier(focused)], isVisible(focused)
    else { return }
    canvas.clip = clips[ObjectIdentifier(focused)] ?? screen
    canvas.restyle(frame) { $0.inverse = true }
  }
}

@MainActor
struct _DrawContext {
  let node: _ViewNode
  let engine: _LayoutEngine
  var environment: EnvironmentValues { node.environment }
  var isEnabled: Bool { node.environment.isEnabled }
  /// Whether to draw this control as focused: it has focus and its window is the key one.
  var isFocused: Bool { engine.focus.isShown && node.graph.focusedNode === node }
  /// The caret of the focused field, in characters, and its horizontal scroll in the last
  /// frame; `nil` for any other view. Kept while focus is not shown, so that the field's
  /// text stays where it was.
  var caret: (offset: Int, scrollStart: Int)? {
    guard node.graph.focusedNode === node, let offset = engine.focus.caret else { return nil }
    return (offset, engine.focus.scrollStart)
  }

  /// Records where the focused field drew its caret, for the host's cursor.
  func didDrawCaret(at position: _Point, scrollStart: Int) {
    engine.drawnCaret = (position, scrollStart)
  }
}
