import Foundation

/// A layout whose content can be scrolled: `ScrollView` (in cells), `List` and `Form` (in
/// rows). Hosts scroll through ``HostElement/scroll(by:along:)``.
@MainActor
protocol _ScrollableLayout: _Layout {
  /// Whether the content scrolls along `axis`.
  func scrolls(along axis: _Axis) -> Bool
  /// Moves `node`'s content on by `amount` steps (back when negative). The offset is kept
  /// at zero or more here and within the content at the next layout.
  func scroll(_ node: _ViewNode, by amount: Int, along axis: _Axis, grid: _PixelGrid)
  /// How far `node`'s content is scrolled along `axis`.
  func offset(of node: _ViewNode, along axis: _Axis, grid: _PixelGrid) -> Int
}

extension _ViewNode {
  /// The layout of this node if it scrolls along `axis`.
  func scrollableLayout(along axis: _Axis) -> (any _ScrollableLayout)? {
    guard case .layout(let layout) = layout, Self.scrolls(type(of: layout)),
      let scrollable = layout as? any _ScrollableLayout, scrollable.scrolls(along: axis)
    else { return nil }
    return scrollable
  }

  /// Whether this node scrolls along either axis (a scroll view, a list or a form).
  var isScrollContainer: Bool {
    scrollableLayout(along: .vertical) != nil || scrollableLayout(along: .horizontal) != nil
  }

  /// This node's ancestors, innermost first, out to the nearest scroll container around it
  /// (included): where the modifiers applied to a scroll view, or around it, are found.
  var ancestorsOutToScrollContainer: some Sequence<_ViewNode> {
    sequence(state: parent) { next in
      guard let node = next else { return nil }
      next = node.isScrollContainer ? nil : node.parent
      return node
    }
  }

  /// Whether layouts of `type` can scroll, found once per type: hosts ask of every element
  /// on screen when they look for scroll containers, and most are not.
  private static func scrolls(_ type: any _Layout.Type) -> Bool {
    if let known = scrollableLayoutTypes[ObjectIdentifier(type)] { return known }
    let scrolls = type is any _ScrollableLayout.Type
    scrollableLayoutTypes[ObjectIdentifier(type)] = scrolls
    return scrolls
  }

  private static var scrollableLayoutTypes: [ObjectIdentifier: Bool] = [:]

  /// This node, if it scrolls along `axis`, or the nearest ancestor that does.
  func scrollContainer(along axis: _Axis) -> _ViewNode? {
    var current: _ViewNode? = self
    while let node = current {
      if node.scrollableLayout(along: axis) != nil { return node }
      current = node.parent
    }
    return nil
  }
}

extension HostCore {
  /// The scroll containers on screen (scroll views, lists, forms), in reading order.
  @_spi(TrellisHost) public var scrollContainers: [HostElement] {
    elements.filter { $0.node.scrollableLayout(along: .vertical) != nil || $0.isHorizontalScroller }
  }

  package func element(for node: _ViewNode) -> HostElement? {
    guard node.isAlive, let frame = engine?.frame(of: node) else { return nil }
    return HostElement(node: node, frame: frame, core: self)
  }
}

extension HostElement {
  fileprivate var isHorizontalScroller: Bool {
    node.scrollableLayout(along: .horizontal) != nil
  }

  /// This element if it is a scroll container along `axis`, or the nearest one around it.
  @_spi(TrellisHost) public func scrollContainer(along axis: Axis = .vertical) -> HostElement? {
    node.scrollContainer(along: axis._axis).flatMap { core.element(for: $0) }
  }

  /// How far the nearest scroll container along `axis` is scrolled: cells for a scroll view,
  /// rows for a list or form; `nil` when there is none.
  @_spi(TrellisHost) public func scrollOffset(along axis: Axis = .vertical) -> Int? {
    guard let container = node.scrollContainer(along: axis._axis),
      let layout = container.scrollableLayout(along: axis._axis)
    else { return nil }
    return layout.offset(of: container, along: axis._axis, grid: core.grid)
  }

  /// Scrolls the nearest scroll container along `axis` (this element, or one around it) by
  /// `amount`: cells for a scroll view, rows for a list or form; back when negative. The
  /// screen is laid out again at once: rows that come into view are built, rows that leave
  /// it are released. A container under ``View/scrollDisabled(_:)`` passes the scrolling to
  /// the nearest one around it that may scroll. Throws when there is no such container or
  /// it is disabled. A scroll view then comes to rest where its scroll target behavior
  /// says (``View/scrollTargetBehavior(_:)``), as after a gesture.
  @_spi(TrellisHost) public func scroll(by amount: Int, along axis: Axis = .vertical) throws {
    try scroll(by: amount, along: axis, settles: true)
  }

  /// Scrolls as ``scroll(by:along:)`` does; the scroll target behavior moves where it rests
  /// only when `settles` (not for a jump to an edge).
  func scroll(by amount: Int, along axis: Axis = .vertical, settles: Bool) throws {
    guard node.isAlive else { throw ActionError.gone("\(typeName) \"\(text)\"") }
    let container = try node.inputScrollContainer(
      along: axis._axis, what: "\(typeName) \"\(text)\"")
    guard let layout = container.scrollableLayout(along: axis._axis) else { return }
    let start = container.scrollOffset
    layout.scroll(container, by: amount, along: axis._axis, grid: core.grid)
    core.layout()
    if settles { core.settleScroll(of: container, from: start) }
  }

  /// Scrolls the containers around this element, innermost first, until the element is
  /// wholly in view (or as far as they go). An element in a lazy row out of view (kept for
  /// its state, or focus) is brought back first.
  @_spi(TrellisHost) public func scrollIntoView() {
    core.scrollIntoView(node, anchor: nil)
  }
}

extension HostCore {
  /// Scrolls the containers around `node`, innermost first, until it is in view: by as
  /// little as needed when `anchor` is `nil`, else so that `anchor` of the node lies at the
  /// same point of each container's viewport (`.top`: its top at the top).
  /// Containers around `within` (a `ScrollViewReader`, a scroll position) are left where
  /// they are. Code's scrolling: a scroll position does not take it for a person's.
  func scrollIntoView(_ node: _ViewNode, anchor: UnitPoint?, within: _ViewNode? = nil) {
    scrollingByCode { bringIntoView(node, anchor: anchor, within: within) }
  }

  private func bringIntoView(_ node: _ViewNode, anchor: UnitPoint?, within: _ViewNode?) {
    reveal(node, within: within)
    var container = node.parent
    while let current = container, current !== within {
      for axis in [_Axis.vertical, .horizontal] {
        guard let layout = current.scrollableLayout(along: axis) else { continue }
        bringIntoView(node, within: current, layout: layout, along: axis, anchor: anchor)
      }
      container = current.parent
    }
  }

  /// The area `node` covers on screen: its frame, or for a view without a layout of its own
  /// (a composite, a `ForEach` row) the frames of what it shows.
  func frame(ofSubtree node: _ViewNode) -> CGRect? {
    engine?.frame(ofSubtree: node)
  }

  private func bringIntoView(
    _ node: _ViewNode, within container: _ViewNode, layout: any _ScrollableLayout,
    along axis: _Axis, anchor: UnitPoint?
  ) {
    // Rows have different heights, so lists move one row at a time; scroll views by their
    // steps (the host's pixels). Frames are on whole pixels, so the distances are too.
    let stepwise = !(layout is _ScrollLayout)
    var firstDirection = 0
    for _ in 0..<10_000 {
      guard node.isAlive, var frame = frame(ofSubtree: node),
        let box = engine?.frame(of: container)
      else { return }
      // Right to left, the offset runs from the right end: the distances are measured in
      // the mirror image of the viewport, where the leading edge is on the left again.
      if axis == .horizontal, container.environment.layoutDirection == .rightToLeft {
        frame = frame._mirrored(within: box)
      }
      // A pinned section header covers the top of the viewport: the node goes below it.
      let top =
        axis == .vertical ? max(box.minY, rowsTop(above: node, within: container)) : box.minX
      let start = axis == .vertical ? frame.minY - top : frame.minX - box.minX
      let end = axis == .vertical ? frame.maxY - box.maxY : frame.maxX - box.maxX
      let distance: CGFloat
      if let anchor {
        let fraction = axis == .vertical ? anchor.y : anchor.x
        let room = axis == .vertical ? box.maxY - top - frame.height : box.width - frame.width
        distance = start - grid.rounded(fraction * max(0, room), along: axis)
      } else {
        distance = start < 0 ? start : (end > 0 ? min(end, start) : 0)
      }
      let delta = grid.count(distance, along: axis)
      // Stepping by whole rows may step over the exact place: stop once past it.
      if firstDirection == 0 { firstDirection = delta.signum() }
      guard delta != 0, delta.signum() == firstDirection else { return }
      let before = layout.offset(of: container, along: axis, grid: grid)
      layout.scroll(container, by: stepwise ? delta.signum() : delta, along: axis, grid: grid)
      self.layout()
      guard let current = container.scrollableLayout(along: axis),
        current.offset(of: container, along: axis, grid: grid) != before,
        !(layout is _ScrollLayout)
      else { return }
    }
  }
}

extension HostCore {
  /// Where the rows of the lazy container holding `node` (inside `container`, or
  /// `container` itself) are seen from, in points, when a pinned header covers the top of
  /// the viewport; `-infinity` when none does, or `node` is in the pinned header itself.
  fileprivate func rowsTop(above node: _ViewNode, within container: _ViewNode) -> CGFloat {
    var current = node.parent
    while let ancestor = current {
      if let engine, let pinned = engine.pinnedHeaders[ObjectIdentifier(ancestor)],
        pinned.axis == .vertical
      {
        return node.isInSubtree(of: pinned.header)
          ? -.infinity : engine.grid.rounded(pinned.rowsTop, along: .vertical)
      }
      if ancestor === container { break }
      current = ancestor.parent
    }
    return -.infinity
  }

  /// Scrolls each lazy container around `node` whose row holding it is not placed, outermost
  /// first, until that row is realised in view.
  func reveal(_ node: _ViewNode, within: _ViewNode? = nil) {
    var rows: [(container: _ViewNode, row: _ViewNode)] = []
    var current = node
    while let parent = current.parent, current !== within {
      if parent.lazyRows != nil { rows.append((parent, current)) }
      current = parent
    }
    for (container, row) in rows.reversed() {
      guard !isShown(row), let source = container.lazyRows, let index = source.index(of: row)
      else { continue }
      // The estimate that finds the row's place changes as the lines it brings into view are
      // measured (a taller line moves every line after it): a few rounds settle it.
      for _ in 0..<4 {
        scroll(container, toRow: index)
        layout()
        if isShown(row) { break }
        stepOnto(row, of: container)
        if isShown(row) { break }
      }
    }
  }

  /// Whether `row` is placed with some length across and along (a row asked for past the
  /// viewport's end is placed there with none).
  private func isShown(_ row: _ViewNode) -> Bool {
    guard row.isAlive, let frame = frame(ofSubtree: row) else { return false }
    return frame.width > 0 && frame.height > 0
  }

  /// Scrolls a lazy stack's or grid's scroll view on by a line while `row` is placed past
  /// the viewport's end (the lines before it are longer than estimated), until it shows.
  private func stepOnto(_ row: _ViewNode, of container: _ViewNode) {
    guard case .layout(let containerLayout) = container.layout,
      let lines = containerLayout as? _LazyLinesLayout, let source = container.lazyRows,
      let scroller = container.parent?.scrollContainer(along: lines.axis),
      let scrollable = scroller.scrollableLayout(along: lines.axis)
    else { return }
    let axis = lines.axis
    let step = max(1, grid.count(lines.estimatedLineExtent(source, grid: grid), along: axis))
    for _ in 0..<100 {
      // Placed, but with no length: past the end.
      guard frame(ofSubtree: row) != nil, !isShown(row) else { break }
      let before = scrollable.offset(of: scroller, along: axis, grid: grid)
      scrollable.scroll(scroller, by: step, along: axis, grid: grid)
      layout()
      guard scrollable.offset(of: scroller, along: axis, grid: grid) != before else { break }
    }
  }

  /// Scrolls so that the row at `index` of the lazy `container` is realised in view, by the
  /// estimate of its position: a list shows it at the top (or bottom, scrolling down); a lazy
  /// stack moves its scroll view.
  func scroll(_ container: _ViewNode, toRow index: Int) {
    guard let source = container.lazyRows, case .layout(let layout) = container.layout else {
      return
    }
    if layout is _ListLayout {
      let first = source.viewport.firstIndex
      let shown = max(1, source.realizedInOrder.filter { engine?.isVisible($0) ?? false }.count)
      source.viewport.firstIndex = index < first ? index : max(index - shown + 1, 0)
      source.viewport.offsetInFirstRow = 0
      return
    }
    // A lazy stack or grid moves the scroll view around it along the axis its lines follow.
    let lines = layout as? _LazyLinesLayout
    let axis = lines?.axis ?? .vertical
    guard let scroller = container.parent?.scrollContainer(along: axis),
      let scrollable = scroller.scrollableLayout(along: axis), let engine,
      let stack = engine.frame(of: container), let viewport = engine.frame(of: scroller)
    else { return }
    let span: (start: CGFloat, extent: CGFloat) =
      lines?.estimatedSpan(
        ofRow: index, source: source, crossLength: axis == .vertical ? stack.width : stack.height,
        context: _LayoutContext(engine: engine, node: container))
      ?? (0, grid.rounded(source.viewport.estimatedRowExtent ?? 0, along: axis))
    // Where the row is estimated to be, relative to the leading edge of the viewport.
    let stackStart = axis == .vertical ? stack.minY : stack.minX
    let viewportStart = axis == .vertical ? viewport.minY : viewport.minX
    let viewportLength = axis == .vertical ? viewport.height : viewport.width
    let start = stackStart + span.start - viewportStart
    let distance = start < 0 ? start : max(0, start + span.extent - viewportLength)
    scrollable.scroll(scroller, by: grid.count(distance, along: axis), along: axis, grid: grid)
  }
}

extension HostCore {
  /// Performs a `scrollTo(_:anchor:)`: finds the view with the identity among those built
  /// under the reader, or the row of a lazy container under it that has the identity (which
  /// is then realised), and scrolls it into view.
  func perform(_ request: _ScrollRequest) {
    guard let reader = request.reader.node, reader.isAlive else { return }
    switch request.target {
    case .view(let id, let anchor): scroll(under: reader, toViewWithID: id, anchor: anchor)
    case .edge(let edge): scroll(under: reader, toEdge: edge)
    case .offset(let x, let y): scroll(under: reader, toOffsetX: x, y: y)
    }
  }

  private func scroll(under reader: _ViewNode, toViewWithID id: AnyHashable, anchor: UnitPoint?) {
    if let target = reader.descendant(withID: id) {
      scrollIntoView(target, anchor: anchor, within: reader)
      return
    }
    guard let (container, index) = reader.lazyRow(withID: id) else { return }
    scroll(container, toRow: index)
    layout()
    let placed = container.lazyRows?.node(at: index).flatMap { frame(ofSubtree: $0) }
    if let source = container.lazyRows, placed.map({ $0.height == 0 }) ?? true {
      // Rows taller than the estimate left it below the viewport: it goes to the top.
      source.viewport.firstIndex = index
      source.viewport.offsetInFirstRow = 0
      layout()
    }
    guard let row = container.lazyRows?.node(at: index) else { return }
    scrollIntoView(row, anchor: anchor, within: reader)
  }
}

extension _ViewNode {
  /// The first node in this subtree (built rows of lazy containers included) whose
  /// explicit identity is `id`.
  func descendant(withID id: AnyHashable) -> _ViewNode? {
    if case .explicit(let own) = self.id, own == id { return self }
    for child in children + (lazyRows?.realizedInOrder ?? []) {
      if let found = child.descendant(withID: id) { return found }
    }
    return nil
  }

  /// The first lazy container in this subtree with a row identified by `id`, and the row's
  /// index.
  func lazyRow(withID id: AnyHashable) -> (container: _ViewNode, index: Int)? {
    if let rows = lazyRows, let index = rows.index(ofID: id) { return (self, index) }
    for child in children + (lazyRows?.realizedInOrder ?? []) {
      if let found = child.lazyRow(withID: id) { return found }
    }
    return nil
  }
}

extension HostElement {
  /// Scrolls the nearest vertical scroll container (this element or one around it) by
  /// `pages` pages (back when negative), as PageDown and PageUp do: a page is what the
  /// container shows less one row or line, so one stays in view.
  @_spi(TrellisHost) public func scroll(pages: Int) throws {
    let container = try inputScrollContainer()
    try container.scroll(by: pages * max(1, container.pageLength - 1))
  }

  /// Scrolls the nearest vertical scroll container to its start or (`end`) its end, as Home
  /// and End do outside a text field.
  @_spi(TrellisHost) public func scrollToEdge(end: Bool) throws {
    let container = try inputScrollContainer()
    let offset = container.scrollOffset() ?? 0
    let total = container.listRows?.total ?? Int(Int32.max)
    // Past the end is clamped to the content at the next layout.
    try container.scroll(
      by: end ? max(0, total - container.pageLength - offset) + 1 : -offset, settles: false)
  }

  /// How much of its content this scroll container shows: rows for a list or form, lines
  /// for a scroll view.
  var pageLength: Int {
    if let rows = node.lazyRows, listRows != nil {
      return rows.realizedInOrder.filter { core.engine?.isVisible($0) ?? false }.count
    }
    return core.grid.count(frame.height, along: .vertical)
  }
}

extension HostElement {
  /// The vertical scroll container the scrolling keys move from here: the nearest one whose
  /// scrolling is enabled.
  fileprivate func inputScrollContainer() throws -> HostElement {
    guard node.isAlive else { throw ActionError.gone("\(typeName) \"\(text)\"") }
    let container = try node.inputScrollContainer(
      along: .vertical, what: "\(typeName) \"\(text)\"")
    guard let element = core.element(for: container) else {
      throw ActionError.gone("\(container.typeName)")
    }
    return element
  }
}
