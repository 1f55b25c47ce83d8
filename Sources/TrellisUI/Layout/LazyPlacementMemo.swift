import Foundation

/// How a lazy container (`List`, `Form`, `LazyVStack`) placed its rows in the last layout:
/// which rows it asked the graph for, which it measured and what they measured, and where it
/// placed each, in the order it placed them.
///
/// A lazy container is placed afresh every frame (its rows come and go without a stamp), so
/// its ancestors are never kept; but most frames change one row of a screen of them, or
/// none. While the container is placed in the same rectangle, for the same proposal, in the
/// same clip, scrolled the same, with the same rows, and every row it measured measures the
/// same, its layout would ask for, measure and place the same rows in the same places: the
/// engine places them again from this record instead of running the layout
/// (`LayoutEngine+LazyReplay.swift`). Each row is still placed through the engine, so a row
/// that changed is laid out again and an unchanged one is taken as it was kept. A changed row
/// with another z index than it had (the placements are in z order) runs the layout.
@MainActor
final class _LazyPlacementMemo {
  /// One placement the container's layout made.
  struct Placement {
    let node: _ViewNode
    let rect: CGRect
    let proposal: ProposedViewSize
    let alignment: HorizontalAlignment
    /// The innermost clip it was placed in.
    let clip: CGRect?
    /// Its z index among the container's rows, which ordered the placements.
    let zIndex: Double
  }

  /// One size the container's layout asked for.
  struct Measurement {
    let node: _ViewNode
    let proposal: ProposedViewSize
    let size: CGSize
  }

  /// The tick from which the record holds: when placing the container began, or when it
  /// was last placed again from the record.
  var since: Int
  let rect: CGRect
  let proposal: ProposedViewSize
  let clip: CGRect?
  let screen: CGRect
  /// The container's viewport when its layout began, and (the record is kept only then) when
  /// it ended.
  let viewport: _LazyViewport
  /// The depth of the engine's measuring when the container was placed: sizes asked for at
  /// this depth are the container's own.
  let measuringDepth: Int
  var placements: [Placement] = []
  var measurements: [Measurement] = []
  /// The row ranges the layout asked the graph for (kept from release at the layout's end),
  /// and how many had been asked for before it began.
  var requested: [Range<Int>] = []
  var firstRequest = 0
  /// The header the container pinned over its rows, if any, and the top of the rows' area.
  var pinned: (header: _ViewNode, rowsTop: CGFloat, axis: _Axis)?

  init(
    since: Int, rect: CGRect, proposal: ProposedViewSize, clip: CGRect?, screen: CGRect,
    viewport: _LazyViewport, measuringDepth: Int
  ) {
    self.since = since
    self.rect = rect
    self.proposal = proposal
    self.clip = clip
    self.screen = screen
    self.viewport = viewport
    self.measuringDepth = measuringDepth
  }

  /// Whether the container, placed now in `rect` for `proposal` in `clip`, scrolled to
  /// `viewport`, starts from what this recorded (its rows' sizes are checked apart).
  func holds(
    rect: CGRect, proposal: ProposedViewSize, clip: CGRect?, screen: CGRect,
    viewport: _LazyViewport, floor: Int
  ) -> Bool {
    since >= floor && rect == self.rect && proposal == self.proposal && clip == self.clip
      && screen == self.screen && viewport.placesRows(as: self.viewport)
  }
}

extension _LazyViewport {
  /// Whether a layout starting from this viewport places rows as one starting from `other`:
  /// the same first row, scrolled as far into it, with the same estimate of a row.
  func placesRows(as other: _LazyViewport) -> Bool {
    firstIndex == other.firstIndex && offsetInFirstRow == other.offsetInFirstRow
      && estimatedRowExtent == other.estimatedRowExtent && !estimateWasCorrected
      && !other.estimateWasCorrected
  }
}
