import Foundation

extension HostElement {
  /// Where the nearest scroll container along `axis` (this element, or one around it) is
  /// scrolled, in points; `nil` when there is none.
  @_spi(TrellisHost) public func scrollExtent(along axis: Axis = .vertical) -> _ScrollExtent? {
    guard let container = node.scrollContainer(along: axis._axis) else { return nil }
    return core.extent(of: container, along: axis._axis)
  }

  /// Scrolls the nearest scroll container along `axis` by `points` (back when negative), as
  /// a host that scrolls by pixels does (a touchpad, a scroll bar). A list scrolls within
  /// its rows: its first row may be partly scrolled past the top; it stops at its first
  /// row's top and its last row's bottom. Throws as ``scroll(by:along:)`` does. A scroll
  /// view then comes to rest where its scroll target behavior says, unless `settles` is
  /// `false`: a host whose scrolling goes on (a touchpad's momentum) settles it when it
  /// stops, with ``settleScroll(from:)``.
  @_spi(TrellisHost) public func scroll(
    byPoints points: CGFloat, along axis: Axis = .vertical, settles: Bool = true
  ) throws {
    let container = try scrollableContainer(along: axis)
    let start = container.scrollOffset
    core.scroll(container, byPoints: points, along: axis._axis)
    if settles { core.settleScroll(of: container, from: start) }
  }

  /// Scrolls the nearest scroll container along `axis` to `offset` points from its start, as
  /// a scroll bar dragged there does. A lazy list far from its position goes to the row the
  /// estimate puts there; at zero or less, to its first row's top.
  @_spi(TrellisHost) public func scroll(toPoints offset: CGFloat, along axis: Axis = .vertical)
    throws
  {
    let container = try scrollableContainer(along: axis)
    guard let extent = core.extent(of: container, along: axis._axis) else { return }
    let distance = offset - extent.offset
    // The start is exact (a list's offset elsewhere is estimated); far away, the estimate.
    guard container.lazyRows != nil, axis == .vertical,
      offset <= 0 || abs(distance) > 2 * extent.viewport
    else {
      core.scroll(container, byPoints: distance, along: axis._axis)
      return
    }
    core.jump(container, toPoints: offset)
  }

  func scrollableContainer(along axis: Axis) throws -> _ViewNode {
    guard node.isAlive else { throw ActionError.gone("\(typeName) \"\(text)\"") }
    return try node.inputScrollContainer(along: axis._axis, what: "\(typeName) \"\(text)\"")
  }
}

extension HostCore {
  func extent(of container: _ViewNode, along axis: _Axis) -> _ScrollExtent? {
    engine?.scrollExtent(of: container, along: axis)
  }

  func rowEstimate(_ source: _LazyRows) -> CGFloat { source.rowEstimate(in: grid) }

  private func lastRowFrame(_ source: _LazyRows) -> CGRect? { engine?.lastRowFrame(source) }

  func scroll(_ container: _ViewNode, byPoints points: CGFloat, along axis: _Axis) {
    guard let source = container.lazyRows, axis == .vertical, container.isList else {
      guard let scrollable = container.scrollableLayout(along: axis) else { return }
      scrollable.scroll(container, by: grid.count(points, along: axis), along: axis, grid: grid)
      layout()
      return
    }
    moveRows(of: container, source: source, by: points)
    clampEnd(of: container, source: source)
  }

  /// Moves a list's rows by `points`: steps its first row through the rows' heights (those
  /// laid out, else the estimate), lays out, then corrects by how far a row that stays in
  /// view missed its place (an estimate was wrong, or a section's spacing was passed).
  private func moveRows(of container: _ViewNode, source: _LazyRows, by points: CGFloat) {
    guard points != 0, let box = engine?.frame(of: container) else { return }
    // The row that will be at the top (scrolling down) or the top one (scrolling up).
    let probe = box.minY + min(max(0, points), box.height - 1)
    // A pinned header does not move with the rows: it cannot tell how far they moved.
    let pinned = pinnedHeader(of: container)
    let shown = source.realizedInOrder.compactMap { row in
      row === pinned ? nil : frame(ofSubtree: row).map { (row: row, frame: $0) }
    }.filter { $0.frame.maxY > box.minY && $0.frame.minY < box.maxY }
    let anchor = shown.first { $0.frame.minY <= probe && $0.frame.maxY > probe } ?? shown.first
    source.viewport.offsetInFirstRow += points
    settle(source)
    layout()
    guard let anchor else { return }
    // A correction that crosses into rows not laid out yet goes by their estimate: a few
    // rounds settle it.
    for _ in 0..<4 {
      // A section header that reached the top and is pinned there now stopped moving.
      guard anchor.row.isAlive, anchor.row !== pinnedHeader(of: container),
        let after = frame(ofSubtree: anchor.row)
      else { return }
      let miss = after.minY - (anchor.frame.minY - points)
      guard abs(miss) >= 0.5 else { return }
      source.viewport.offsetInFirstRow += miss
      settle(source)
      layout()
    }
  }

  /// The section header pinned at the top of `container`, if one is.
  private func pinnedHeader(of container: _ViewNode) -> _ViewNode? {
    engine?.pinnedHeaders[ObjectIdentifier(container)]?.header
  }

  /// Scrolls a list back so that its last row's bottom is at the viewport's, when it was
  /// scrolled past it. Each step back is corrected by a row in view; a few steps settle it
  /// even when the estimate was far off.
  private func clampEnd(of container: _ViewNode, source: _LazyRows) {
    for _ in 0..<8 {
      guard let box = engine?.frame(of: container), let last = lastRowFrame(source),
        last.maxY + source.viewport.endMargin < box.maxY - 0.5,
        source.viewport.firstIndex > 0 || source.viewport.offsetInFirstRow > 0
      else { return }
      moveRows(
        of: container, source: source, by: last.maxY + source.viewport.endMargin - box.maxY)
    }
  }

  /// Puts a list's first row where the estimate puts `offset` points (a scroll bar dragged
  /// far), then clamps its end.
  fileprivate func jump(_ container: _ViewNode, toPoints offset: CGFloat) {
    guard let source = container.lazyRows else { return }
    let estimate = rowEstimate(source)
    let index = min(max(0, Int((offset / estimate).rounded(.down))), max(0, source.rowCount - 1))
    source.viewport.firstIndex = index
    source.viewport.offsetInFirstRow = max(0, offset - CGFloat(index) * estimate)
    settle(source)
    layout()
    clampEnd(of: container, source: source)
  }

  private func settle(_ source: _LazyRows) {
    let estimate = rowEstimate(source)
    // Read before the viewport is changed in place.
    let chrome = source.viewport.rowChrome
    source.viewport.settle(rowCount: source.rowCount) { index in
      guard let row = source.node(at: index), let frame = frame(ofSubtree: row),
        frame.height > 0
      else { return estimate }
      return frame.height + chrome[index, default: 0]
    }
  }
}
