import Foundation

extension _LayoutEngine {
  /// Starts the record of how the lazy container with `rows` places them now.
  func beginRecording(of rows: _LazyRows, in rect: CGRect, proposal: ProposedViewSize)
    -> _LazyPlacementMemo
  {
    let memo = _LazyPlacementMemo(
      since: rows.owner.graph.layoutStamps.clock, rect: rect, proposal: proposal,
      clip: clipStack.last, screen: screen, viewport: rows.viewport,
      measuringDepth: measuring.count)
    memo.firstRequest = rows.requestCount
    return memo
  }

  /// Ends the record `memo` of the container `node`'s placement, and keeps it for the next
  /// layout when the container's layout left its viewport as it found it (a layout that
  /// moved it, correcting its estimate of a row, would place the rows otherwise next time).
  func endRecording(_ memo: _LazyPlacementMemo, of node: _ViewNode, rows: _LazyRows) {
    memo.requested = rows.requests(since: memo.firstRequest)
    memo.pinned = pinnedHeaders[ObjectIdentifier(node)]
    rows.placementMemo = rows.viewport.placesRows(as: memo.viewport) ? memo : nil
  }

  /// Places the rows of the lazy container `node` as its layout last placed them, without
  /// running the layout, when that still holds: the container is placed as it was, scrolled
  /// as it was, with the same rows, and every row it measured that changed since measures as
  /// it did. Each row is placed through `place`, so a changed row is laid out again (and an
  /// unchanged one kept). Returns whether it did.
  func replayPlacement(
    of node: _ViewNode, rows: _LazyRows, in rect: CGRect, proposal: ProposedViewSize
  ) -> Bool {
    // Nothing measured or placed here is an enclosing lazy container's to record.
    lazyRecordings.append(nil)
    defer { lazyRecordings.removeLast() }
    let stamps = node.graph.layoutStamps
    guard let memo = rows.placementMemo, measuring.count == memo.measuringDepth,
      memo.holds(
        rect: rect, proposal: proposal, clip: clipStack.last, screen: screen,
        viewport: rows.viewport, floor: stamps.floor)
    else { return false }
    let started = stamps.clock
    for placement in memo.placements {
      guard placement.node.isAlive else { return false }
      // A changed row may have moved in the z order its placements were made in.
      if placement.node.layoutStamp > memo.since,
        _Subview(node: placement.node).zIndex != placement.zIndex
      {
        return false
      }
    }
    for measured in memo.measurements
    where measured.node.layoutStamp > memo.since || measured.node.layoutMemo.isVolatile {
      // The layout would measure this row again: it must choose the size it chose.
      guard measured.node.isAlive,
        size(of: measured.node, proposal: measured.proposal) == measured.size
      else {
        rows.placementMemo = nil
        return false
      }
    }
    // Every row measured now measures as recorded: the record holds from here on.
    memo.since = started
    rows.request(memo.requested)
    // Placed in the recorded order, which is already the z order.
    zOrdering.append(nil)
    defer { zOrdering.removeLast() }
    for placement in memo.placements {
      if let clip = placement.clip { clipStack.append(clip) }
      place(
        placement.node, in: placement.rect, proposal: placement.proposal,
        alignment: placement.alignment)
      if placement.clip != nil { clipStack.removeLast() }
    }
    if let pinned = memo.pinned {
      pin(pinned.header, in: node, rowsTop: pinned.rowsTop, axis: pinned.axis)
    }
    replayedLazyPlacements += 1
    return true
  }
}
