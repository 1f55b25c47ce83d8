import Foundation

/// The graph's layout clock. Every change that can change a layout (a node evaluated: its
/// view, environment, children or control state) takes the next tick and stamps the node and
/// its ancestors with it. A size a layout measured is good for as long as the node's stamp is
/// no later than the tick at which measuring it began: nothing under it changed since.
struct _LayoutStamps {
  /// The last tick given out.
  private(set) var clock = 0
  /// What was measured before this tick is stale for every node (the host's measurer
  /// changed: the terminal's widths of graphemes, a desktop's text scale).
  private(set) var floor = 0
  /// Whether a layout is running: changes made then (lazy rows realised) must reach the root,
  /// since the layout may already have measured their ancestors.
  var isLayingOut = false
  /// The clock when the last layout ended: an ancestor stamped after it has nothing measured
  /// since, so a change need not climb past it.
  var lastLayoutEnd = 0
  /// The generation of the last display list made (see ``_DisplayList/generation``).
  var displayGeneration = 0
  /// The scroll views (by node) scrolled past their end along these axes in the layout
  /// running now: while it runs again (lazy rows' estimates corrected), they stay at their
  /// end as their content's length changes, so that scrolling to the end shows the end.
  var scrolledToEnd: [ObjectIdentifier: Set<_Axis>] = [:]

  mutating func tick() -> Int {
    clock &+= 1
    return clock
  }

  /// Makes every size measured so far stale.
  mutating func forgetAll() { floor = tick() }
}

/// The sizes one node chose for the proposals it was offered, and from when they hold.
struct _LayoutMemo {
  /// The tick at which the oldest of `sizes` began to be measured.
  var since = 0
  /// The layout pass that measured them: within one pass they always hold, as every size in
  /// a pass is measured against the same graph.
  var pass = 0
  /// Whether the sizes depend on more than the node's subtree (a lazy container's realised
  /// rows and estimates, the time a running date shows): such sizes hold for their own pass
  /// only.
  var isVolatile = false
  var sizes: [(proposal: ProposedViewSize, size: CGSize)] = []
  /// The explicit alignment guides asked of the node while its sizes hold, with its size and
  /// proposal then and the answer (`nil`: the guide's default): with `sizes`, all that its
  /// parent's layout learnt of it.
  var alignments: [_AlignmentAnswer] = []
  /// How many sizes a memo keeps.
  static let capacity = 16
  /// Whether a size that still held was dropped for a newer one: some layout may rely on a
  /// size the memo no longer knows.
  var forgotSome = false

  /// The size measured for `proposal`, if it still holds for a node stamped `stamp`.
  func size(
    for proposal: ProposedViewSize, stamp: Int, pass current: Int, floor: Int
  ) -> CGSize? {
    guard pass == current || (!isVolatile && stamp <= since && since >= floor) else {
      return nil
    }
    for entry in sizes where entry.proposal == proposal { return entry.size }
    return nil
  }

  /// Records `size` for `proposal`, measured from tick `started` on in pass `current`.
  mutating func record(
    _ size: CGSize, for proposal: ProposedViewSize, started: Int, stamp: Int, pass current: Int,
    floor: Int, volatile: Bool
  ) {
    let holds = pass == current || (!isVolatile && stamp <= since && since >= floor)
    if !holds {
      sizes.removeAll(keepingCapacity: true)
      alignments.removeAll()
      forgotSome = false
      since = started
      isVolatile = false
    } else {
      since = min(since, started)
    }
    pass = current
    isVolatile = isVolatile || volatile
    // A node is offered a handful of proposals (its smallest, largest and share in a stack);
    // one whose proposals keep changing (a window being resized) keeps the latest few.
    if sizes.count >= Self.capacity {
      sizes.removeFirst()
      forgotSome = true
    }
    sizes.append((proposal, size))
  }
}

extension _ViewNode {
  /// Stamps this node and its ancestors: their kept layouts no longer hold. `change` says
  /// what changed, for a layout that follows changes (LayoutChanges.swift); `nil` when the
  /// caller says it later.
  func markLayoutChanged(_ change: _LayoutChange?) {
    if let change { graph.layoutChanges.note(self, change) }
    let stamp = graph.layoutStamps.tick()
    layoutStamp = stamp
    // A kept placement no longer holds; dropping it also lets go of the nodes it names.
    placementMemo = nil
    let climbAll = graph.layoutStamps.isLayingOut
    let settled = graph.layoutStamps.lastLayoutEnd
    var current = parent
    while let node = current {
      // Stamped since the last layout: nothing was measured for it since, and its
      // ancestors were stamped with it.
      if !climbAll && node.layoutStamp > settled { return }
      node.layoutStamp = stamp
      node.placementMemo = nil
      current = node.parent
    }
  }
}

/// An explicit alignment guide a layout asked of a view: the view's size and proposal, and
/// where the guide was (`nil` for the guide's default).
struct _AlignmentAnswer {
  let guide: _AlignmentKey
  let size: CGSize
  let proposal: ProposedViewSize
  let value: CGFloat?
}

extension _LayoutMemo {
  /// Notes an answer to an alignment query, once.
  mutating func note(_ answer: _AlignmentAnswer) {
    for known in alignments
    where known.guide == answer.guide && known.size == answer.size
      && known.proposal == answer.proposal
    {
      return
    }
    alignments.append(answer)
  }
}

/// The items a node showed in a frame, and from when they hold: while the node keeps its
/// frame and nothing under it changes, it shows the same again.
struct _DisplayMemo {
  /// The tick at which the items began to be made.
  var since: Int
  var frame: CGRect
  var pieces: [_DisplayPiece]
  /// The render effects of each piece's own (a canvas's filters); `nil` for none.
  var pieceEffects: [[_RenderEffect]]? = nil

  /// The items, if they still hold for a node stamped `stamp` in `frame`.
  func display(in frame: CGRect, stamp: Int, floor: Int) -> _FilteredDisplay? {
    guard stamp <= since, since >= floor, frame == self.frame else { return nil }
    return _FilteredDisplay(pieces: pieces, effects: pieceEffects)
  }
}
