import Foundation

/// How one node's subtree was placed, and the display items it showed: while nothing under
/// the node changes (its layout stamp, LayoutMemo.swift) and its parent places it in the same
/// rectangle, for the same proposal and in the same clip, placing it again gives the same frames and items, so layout takes
/// them as they were instead of walking the subtree.
///
/// A subtree is kept only when its placement depends on nothing but itself, its rectangle
/// and its clip. It is not kept when it holds a lazy container or a scroll view (their
/// offsets and realised rows change without a stamp), the focused control (focus moves
/// without one), a geometry reader or `onGeometryChange` (they read where their ancestors
/// are), a presentation (placed over the screen), or a size or text that follows the clock.
/// The node of a changed view drops the kept placements of its ancestors as it stamps them,
/// which also lets go of the nodes they name.
@MainActor
final class _PlacementMemo {
  /// The tick at which placing the subtree began.
  let since: Int
  let rect: CGRect
  /// The proposal the subtree was placed for: its layouts place their subviews by it, so the
  /// same rectangle for another proposal may place them otherwise.
  let proposal: ProposedViewSize
  let clip: CGRect?
  /// The render effects around the subtree: its items carry them.
  let effects: HostEffects?
  let screen: CGRect
  /// The subtree's placed nodes below the node itself, in drawing order, each placed where
  /// its `placedFrame` says. (Never the node itself: the node holds its memo.)
  let nodes: [_ViewNode]
  /// What the subtree showed; `nil` until the frame that placed it is drawn.
  var items: [_DisplayItem]?
  /// The display list that last showed `items` (its generation), and where they started in
  /// it: when that is the list before, the new list tells its host they are unchanged.
  var shownIn = 0
  var shownAt = 0

  init(
    since: Int, rect: CGRect, proposal: ProposedViewSize, clip: CGRect?,
    effects: HostEffects? = nil,
    screen: CGRect, nodes: [_ViewNode]
  ) {
    self.since = since
    self.rect = rect
    self.proposal = proposal
    self.clip = clip
    self.effects = effects
    self.screen = screen
    self.nodes = nodes
  }

  /// Whether placing a node stamped `stamp` in `rect` for `proposal`, in `clip`, gives what
  /// this recorded.
  func holds(
    rect: CGRect, proposal: ProposedViewSize, clip: CGRect?, effects: HostEffects? = nil,
    screen: CGRect, stamp: Int, floor: Int
  ) -> Bool {
    stamp <= since && since >= floor && rect == self.rect && proposal == self.proposal
      && clip == self.clip && effects == self.effects && screen == self.screen
  }
}

extension _LayoutEngine {
  /// Notes that the subtree being placed depends on more than itself, its rectangle and its
  /// clip (see ``_PlacementMemo``), as do the subtrees around it: none of them is kept.
  func markPlacementVolatile() {
    if let last = placing.indices.last { placing[last] = true }
  }
}
