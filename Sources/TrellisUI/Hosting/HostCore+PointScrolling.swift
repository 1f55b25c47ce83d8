import Foundation

/// Where a scroll container is scrolled along one axis, in points: what a host's scroll bar
/// shows (GTK's adjustment takes these three numbers).
@_spi(TrellisHost) public struct _ScrollExtent: Equatable, Sendable {
  /// How far the content is scrolled past the viewport's leading edge.
  @_spi(TrellisHost) public var offset: CGFloat
  /// How long the content is. A lazy list's is estimated (its rows times the average row
  /// laid out so far), except that at its end it is exact, so that a scroll bar reaches it.
  @_spi(TrellisHost) public var content: CGFloat
  /// How long the viewport is.
  @_spi(TrellisHost) public var viewport: CGFloat
}

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
  /// row's top and its last row's bottom. Throws as ``scroll(by:along:)`` does.
  @_spi(TrellisHost) public func scroll(byPoints points: CGFloat, along axis: Axis = .vertical)
    throws
  {
    let container = try scrollableContainer(along: axis)
    core.scroll(container, byPoints: points, along: axis._axis)
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
    guard let container = node.scrollContainer(along: axis._axis) else {
      throw ActionError.notApplicable(
        "\(typeName) \"\(text)\" is not in a view that scrolls \(axis)ly")
    }
    guard container.isEnabled else {
      throw ActionError.disabled("\(container.typeName.prefix { $0 != "<" })")
    }
    return container
  }
}

extension HostCore {
  func extent(of container: _ViewNode, along axis: _Axis) -> _ScrollExtent? {
    guard let box = engine?.frame(of: container) else { return nil }
    let viewport = axis == .vertical ? box.height : box.width
    guard let source = container.lazyRows, axis == .vertical, isList(container) else {
      let offset = axis == .vertical ? container.scrollOffset.y : container.scrollOffset.x
      let content = container.children.compactMap { frame(ofSubtree: $0) }
        .reduce(CGRect?.none) { union, frame in union.map { $0._joined(with: frame) } ?? frame }
      let length = content.map { axis == .vertical ? $0.height : $0.width } ?? viewport
      return _ScrollExtent(
        offset: offset, content: max(length, offset + viewport), viewport: viewport)
    }
    let estimate = rowEstimate(source)
    let offset = CGFloat(source.viewport.firstIndex) * estimate + source.viewport.offsetInFirstRow
    var content = CGFloat(source.rowCount) * estimate
    if let last = lastRowFrame(source), last.maxY <= box.maxY {
      // The end is in view: the content ends where the last row does.
      content = offset + last.maxY + source.viewport.endMargin - box.minY
    }
    return _ScrollExtent(
      offset: offset, content: max(content, offset + viewport), viewport: viewport)
  }

  func isList(_ node: _ViewNode) -> Bool {
    guard case .layout(let layout) = node.layout else { return false }
    return layout is _ListLayout
  }

  func rowEstimate(_ source: _LazyRows) -> CGFloat {
    max(grid.length(1, along: .vertical), source.viewport.estimatedRowExtent ?? 0)
  }

  private func lastRowFrame(_ source: _LazyRows) -> CGRect? {
    guard source.rowCount > 0, let last = source.node(at: source.rowCount - 1) else {
      return nil
    }
    return frame(ofSubtree: last)
  }

  func scroll(_ container: _ViewNode, byPoints points: CGFloat, along axis: _Axis) {
    guard let source = container.lazyRows, axis == .vertical, isList(container) else {
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
