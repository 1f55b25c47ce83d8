/// How far a scroll view or list is scrolled and how long its content is, in points, from
/// what placement just did: what its scroll region item carries to hosts with scrolled
/// windows of their own, and what scrolling by points steps through.
extension _LayoutEngine {
  /// The extent of `container` along `axis`; `nil` when it was not placed this pass. A lazy
  /// list's content is its rows times the average row laid out so far, except that with its
  /// end in view it ends where its last row does, so that a scroll bar reaches it.
  func scrollExtent(of container: _ViewNode, along axis: _Axis) -> _ScrollExtent? {
    guard let box = frame(of: container) else { return nil }
    let viewport = axis == .vertical ? box.height : box.width
    guard let source = container.lazyRows, axis == .vertical, container.isList else {
      let offset = axis == .vertical ? container.scrollOffset.y : container.scrollOffset.x
      let content = container.children.compactMap { frame(ofSubtree: $0) }
        .reduce(CGRect?.none) { union, frame in union.map { $0._joined(with: frame) } ?? frame }
      // A scroll view's content margins scroll with it (`contentMargins`).
      var margins: CGFloat = 0
      if case .layout(let layout) = container.layout, let scroll = layout as? _ScrollLayout {
        margins = scroll.margins.total(along: axis)
      }
      let length = content.map { (axis == .vertical ? $0.height : $0.width) + margins } ?? viewport
      return _ScrollExtent(
        offset: offset, content: max(length, offset + viewport), viewport: viewport)
    }
    let estimate = source.rowEstimate(in: grid)
    let offset = CGFloat(source.viewport.firstIndex) * estimate + source.viewport.offsetInFirstRow
    var content = CGFloat(source.rowCount) * estimate
    if let last = lastRowFrame(source), last.maxY <= box.maxY {
      // The end is in view: the content ends where the last row does.
      content = offset + last.maxY + source.viewport.endMargin - box.minY
    }
    return _ScrollExtent(
      offset: offset, content: max(content, offset + viewport), viewport: viewport)
  }

  /// The area `node` covers on screen: its frame, or for a view without a layout of its own
  /// (a composite, a `ForEach` row) the frames of what it shows.
  func frame(ofSubtree node: _ViewNode) -> CGRect? {
    if let frame = frame(of: node) { return frame }
    var union: CGRect?
    for child in node.children + (node.lazyRows?.realizedInOrder ?? []) {
      guard let frame = frame(ofSubtree: child) else { continue }
      union = union.map { $0._joined(with: frame) } ?? frame
    }
    return union
  }

  /// Where a list's last row is, when it is laid out.
  func lastRowFrame(_ source: _LazyRows) -> CGRect? {
    guard source.rowCount > 0, let last = source.node(at: source.rowCount - 1) else {
      return nil
    }
    return frame(ofSubtree: last)
  }
}

extension _LazyRows {
  /// How long a row is taken to be where it was not laid out: the average of those that
  /// were, and at least a line.
  func rowEstimate(in grid: _PixelGrid) -> CGFloat {
    max(grid.length(1, along: .vertical), viewport.estimatedRowExtent ?? 0)
  }
}

extension _ViewNode {
  /// Whether this is a list or form (whose rows scroll by rows), not a scroll view.
  var isList: Bool {
    guard case .layout(let layout) = layout else { return false }
    return layout is _ListLayout
  }
}
