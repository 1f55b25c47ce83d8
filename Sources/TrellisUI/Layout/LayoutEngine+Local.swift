import Foundation

/// Layout that follows a change where it goes, and no further.
///
/// Most frames change a few views: a toggle flips, a field gets a character, a label gets
/// another name. Such a view's parent placed it from what it learnt of it: the sizes it chose
/// for the proposals it was offered, the alignment guides asked of it, and the traits on its
/// modifiers. When none of that changed, its parent would place it in the same rectangle
/// again, and everything outside it stays where it is. So, after an update pass, each changed
/// node is followed up the tree to the nearest placed view whose parent learns nothing new,
/// and only that view's subtree is placed again, where it was; the display list is the last
/// one with that subtree's items made afresh. Where that does not hold (a view that changed
/// size inside a lazy list, a change that reaches the window's root), the whole window is
/// laid out as usual, which keeps whatever has not changed.
///
/// What a subtree placed again must not hold: anything placed by more than itself, its
/// rectangle and its clip (lazy containers, scroll views, geometry readers, presentations,
/// pinned headers, running dates; see ``_PlacementMemo``). Layout inputs that do not come
/// through the graph (the window's size, scrolling, focus moving, the measurer) are laid out
/// whole by the host, which asks for this only after an update pass.
extension _LayoutEngine {
  /// Lays out `root` again after the nodes `changes` changed and nothing else did, starting
  /// from this layout and its display list `list`: places the subtrees around the changes
  /// again where they were, changing this layout in place, and returns the new display list;
  /// `nil` when the whole window must be laid out.
  func relayout(
    _ root: _ViewNode, after changes: [(node: _ViewNode, change: _LayoutChange)],
    list: _DisplayList, focus: _FocusAppearance
  ) -> _DisplayList? {
    let graph = root.graph
    guard !changes.isEmpty, floor == graph.layoutStamps.floor,
      focusedNode === graph.focusedNode, !showedRunningDate, geometryUpdates.isEmpty, !readsAnchors,
      list.generation == graph.layoutStamps.displayGeneration
    else { return nil }
    graph.layoutStamps.isLayingOut = true
    defer {
      graph.layoutStamps.isLayingOut = false
      graph.layoutStamps.lastLayoutEnd = graph.layoutStamps.clock
    }
    // Measures in a pass of its own; what it places is marked as this layout's.
    let scratch = _LayoutEngine(measurer: measurer, placementPass: placementPass)
    scratch.beginRelayout(of: graph, from: self, focus: focus)
    let placed = placedInOrder()
    guard let roots = scratch.subtreesToPlace(after: changes, root: root, placedIn: self)
    else { return nil }
    // Changes that lay nothing out (a body evaluated again to the same views): the frame is
    // the last one, unless the caret moved.
    if roots.isEmpty { return focus == self.focus ? list : nil }
    guard let segments = Self.segments(of: roots, placed: placed, list: list) else { return nil }
    // The focused control shows the caret it has now: if that moved, it must be drawn again.
    if focus != self.focus {
      guard let focused = graph.focusedNode,
        segments.contains(where: { focused.isInSubtree(of: $0.root) })
      else { return nil }
    }
    guard let (made, placedAgain) = scratch.place(segments, placed: placed, list: list) else {
      return nil
    }
    // The nodes placed again take the places of the old ones, the last segment first so that
    // the others' indices hold.
    for (segment, nodes) in zip(segments, placedAgain).reversed() {
      replacePlaced(segment.nodes, with: nodes)
    }
    self.focus = focus
    // A running date placed now is made again each frame: later changes lay out whole.
    showedRunningDate = scratch.showedRunningDate
    measurements = scratch.measurements
    keptPlacements = scratch.keptPlacements
    replayedLazyPlacements = 0
    subtreesPlacedAlone = segments.count
    return made
  }

  /// A subtree to place again: its root, where its nodes were in the last layout's drawing
  /// order, and where its items were in the last display list.
  struct _Segment {
    let root: _ViewNode
    let nodes: Range<Int>
    let items: Range<Int>
  }

  /// The subtrees to place again so that `changes` are shown, outermost only; `nil` when a
  /// change reaches the root or something that cannot be placed alone. `old` is the layout
  /// whose placements stand.
  private func subtreesToPlace(
    after changes: [(node: _ViewNode, change: _LayoutChange)], root: _ViewNode,
    placedIn old: _LayoutEngine
  ) -> [_ViewNode]? {
    var changed: [ObjectIdentifier: _LayoutChange] = [:]
    for (node, change) in changes { changed[ObjectIdentifier(node), default: []].formUnion(change) }
    var roots: [_ViewNode] = []
    var followed = Set<ObjectIdentifier>()
    // Each view is asked once: measuring it again changes what its memo says it learnt.
    var decided: [ObjectIdentifier: Bool] = [:]
    for (node, _) in changes
    where node.isAlive && followed.insert(ObjectIdentifier(node)).inserted {
      // A view that lays nothing out itself (a composite view, a `ForEach`'s row) changes
      // layout only by changing its children, whose own changes are followed.
      if node.joinsParentLayout, changed[ObjectIdentifier(node)]?.contains(.structure) != true {
        continue
      }
      // A node that was not placed (a composite view, a `ForEach`, a new node) shows what
      // its nearest placed ancestor lays out.
      guard var candidate = node.placedAncestorOrSelf(in: old.placementPass) else {
        return nil
      }
      while true {
        guard candidate !== root, !candidate.placedVolatile,
          let parent = candidate.parent?.placedAncestorOrSelf(in: old.placementPass)
        else { return nil }
        let id = ObjectIdentifier(candidate)
        let holds = decided[id] ?? placesAsBefore(candidate, in: parent, changed: changed)
        decided[id] = holds
        if holds { break }
        candidate = parent
      }
      roots.append(candidate)
    }
    // A subtree inside another is placed with it.
    return roots.filter { inner in
      !roots.contains { outer in outer !== inner && inner.isInSubtree(of: outer) }
    }.reduce(into: [_ViewNode]()) { unique, node in
      if !unique.contains(where: { $0 === node }) { unique.append(node) }
    }
  }
  /// Whether `parent`, which placed `node` in the last layout, would place it as it did:
  /// neither how the parent lays out nor which subviews it has changed, nor the traits on
  /// the node's modifiers, and the node chooses the sizes and gives the alignment guides it
  /// gave.
  private func placesAsBefore(
    _ node: _ViewNode, in parent: _ViewNode, changed: [ObjectIdentifier: _LayoutChange]
  ) -> Bool {
    // The parent's subviews come through the views between it and the node (a `ForEach`, a
    // composite view), which lay nothing out themselves.
    var between = node.parent
    while let ancestor = between, ancestor !== parent {
      if let change = changed[ObjectIdentifier(ancestor)],
        change.contains(.structure) || !ancestor.joinsParentLayout
      {
        return false
      }
      between = ancestor.parent
    }
    if let change = changed[ObjectIdentifier(parent)] {
      if change.contains(.structure) { return false }
      if change.contains(.layout), case .layout = parent.layout { return false }
    }
    // The traits the parent reads (z index, layout priority, layout values) are on the
    // node's modifiers, found through them down to the view they wrap.
    var wrapping: _ViewNode? = node
    while let current = wrapping {
      let carriesTraits: Bool
      let isLink: Bool
      switch current.layout {
      case .transparent:
        carriesTraits = false
        isLink = true
        wrapping = current.soleSubview(of: current.children)
      case .layout(let layout):
        carriesTraits = layout is _PassThroughLayout || layout is _LayoutValueLayout
        wrapping = layout.traitContent(of: current)
        isLink = wrapping != nil
      }
      if let change = changed[ObjectIdentifier(current)] {
        if change.contains(.structure), isLink { return false }
        if change.contains(.layout), carriesTraits { return false }
      }
    }
    let learnt = node.layoutMemo
    guard !learnt.isVolatile, !learnt.sizes.isEmpty, !learnt.forgotSome else { return false }
    // A view that lays out as it did (a toggle flipped), in the same environment, over
    // subviews none of which changed, measures as it did: nothing to measure again.
    if changed[ObjectIdentifier(node)] == .content, case .layout = node.layout {
      let settled = node.graph.layoutStamps.lastLayoutEnd
      if subviews(of: node).nodes.allSatisfy({ $0.layoutStamp <= settled }) { return true }
    }
    for (proposal, size) in learnt.sizes where self.size(of: node, proposal: proposal) != size {
      return false
    }
    for answer in learnt.alignments {
      let bounds = CGRect(origin: .zero, size: answer.size)
      if explicitAlignment(of: answer.guide, in: node, bounds: bounds, proposal: answer.proposal)
        != answer.value
      {
        return false
      }
    }
    return true
  }

  /// Where each of `roots` and its subtree were among the last layout's `placed` nodes and
  /// in its display `list`, in drawing order; `nil` when that cannot be told.
  private static func segments(of roots: [_ViewNode], placed: [_ViewNode], list: _DisplayList)
    -> [_Segment]?
  {
    var found: [(root: _ViewNode, nodes: Range<Int>)] = []
    for root in roots {
      guard let start = placed.firstIndex(where: { $0 === root }) else { return nil }
      var end = start + 1
      // The subtree follows its root in drawing order. A node the update removed from it may
      // have lost the ancestors that link it to the root, but not its depth.
      while end < placed.count, placed[end].depth > root.depth,
        !placed[end].isAlive || placed[end].isInSubtree(of: root)
      {
        end += 1
      }
      found.append((root, start..<end))
    }
    found.sort { $0.nodes.lowerBound < $1.nodes.lowerBound }
    var items = list.items[...]
    if items.last?.id.part == _DisplayItemID.focusPart { items = items.dropLast() }
    var segments: [_Segment] = []
    var searchFrom = 0
    for (root, nodes) in found {
      guard nodes.lowerBound >= (segments.last?.nodes.upperBound ?? 0) else { return nil }
      let shown = Set(placed[nodes].lazy.map(ObjectIdentifier.init))
      // The subtree's items are the run of items its nodes show.
      guard
        let first = items[searchFrom...].firstIndex(where: { shown.contains($0.id.node) })
      else {
        // It showed nothing: where its items would now go is not known.
        return nil
      }
      var end = first + 1
      while end < items.endIndex, shown.contains(items[end].id.node) { end += 1 }
      segments.append(_Segment(root: root, nodes: nodes, items: first..<end))
      searchFrom = end
    }
    return segments
  }

  /// Places `segments` again where they were, nothing else, and makes the display list:
  /// `list` with the segments' items made afresh. Returns it, and each segment's nodes now,
  /// in drawing order; `nil` when what was placed reaches past itself.
  private func place(_ segments: [_Segment], placed: [_ViewNode], list: _DisplayList)
    -> (_DisplayList, [[_ViewNode]])?
  {
    var ranges: [Range<Int>] = []
    for segment in segments {
      // What is no longer placed under the root must not keep its old frame.
      for node in placed[segment.nodes] { node.placedPass = 0 }
      let root = segment.root
      clipStack = root.placedClip.map { [$0] } ?? []
      effectStack = [root.placedEffects]
      // Walked, not taken as kept: what changed under it may not have stamped it (an
      // accessibility attribute).
      root.placementMemo = nil
      let start = orderCount
      place(
        root, in: root.placedFrame, proposal: root.placedProposal,
        alignment: root.placedAlignment)
      ranges.append(start..<orderCount)
    }
    clipStack = []
    effectStack = []
    // Nothing placed again may reach past itself (it did not before; it must not now).
    guard geometryUpdates.isEmpty, !hasPendingOverlays else { return nil }

    let graph = segments[0].root.graph
    graph.layoutStamps.displayGeneration += 1
    let generation = graph.layoutStamps.displayGeneration
    var items: [_DisplayItem] = []
    items.reserveCapacity(list.items.count)
    var keptRuns: [_KeptRun] = []
    var replacedRuns: [_ReplacedRun] = []
    var oldNext = 0
    for (segment, range) in zip(segments, ranges) {
      let kept = oldNext..<segment.items.lowerBound
      keptRuns.appendRun(start: items.count, oldStart: oldNext, count: kept.count)
      items.append(contentsOf: list.items[kept])
      let start = items.count
      appendItems(of: range, to: &items, keptRuns: &keptRuns, generation: generation)
      replacedRuns.append(_ReplacedRun(items: start..<items.count, oldItems: segment.items))
      oldNext = segment.items.upperBound
    }
    var tail = list.items[oldNext...]
    if tail.last?.id.part == _DisplayItemID.focusPart { tail = tail.dropLast() }
    keptRuns.appendRun(start: items.count, oldStart: oldNext, count: tail.count)
    items.append(contentsOf: tail)
    if let focused = focusMark(graph.root) { items.append(focused) }
    var made = _DisplayList(size: list.size, items: items)
    made.generation = generation
    made.keptRuns = keptRuns
    made.replacedRuns = replacedRuns
    return (made, ranges.map(nodesPlaced(in:)))
  }
}

extension _ViewNode {
  /// This node or its nearest ancestor that layout pass `pass` placed.
  fileprivate func placedAncestorOrSelf(in pass: Int) -> _ViewNode? {
    var current: _ViewNode? = self
    while let node = current {
      if node.placedPass == pass { return node }
      current = node.parent
    }
    return nil
  }
}
