import Foundation

/// A source is laid out as its content: the frame it is placed in is its group's frame
/// (`placedFrame`, read by the followers).
struct _MatchedSourceLayout: _ContentLayout {}

/// Lays a follower out at its group's source's frame: sized as the source when `properties`
/// has `.size` (as `frame(width:height:)` would), and drawn moved so that its `anchor` point
/// is at the source's when it has `.position` (as `offset` would, its place in its parent
/// unchanged). With no source placed, it is laid out as its content.
///
/// Sizes are measured before anything is placed, so a follower reads the frame its source was
/// last placed at; where the source is placed later in the same layout, or elsewhere than the
/// follower read, layout runs once more with the new frame before the frame is shown (as for
/// anchors, Preferences/Anchor.swift), a few rounds at most, so that views that move their own
/// source cannot loop.
struct _MatchedFollowerLayout: _WrappingLayout {
  let key: _MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint

  /// The frame of the group's source, and its anchor; noting that what is being measured or
  /// placed depends on a view elsewhere in the window.
  private func source(_ context: _LayoutContext) -> (frame: CGRect, anchor: UnitPoint)? {
    let engine = context.engine
    engine.markVolatile()
    engine.markPlacementVolatile()
    engine.readsAnchors = true
    guard let source = context.node.graph.matchedGeometry.source(of: key) else { return nil }
    return ((engine.frame(of: source.node) ?? source.node.placedFrame), source.anchor)
  }

  /// The layout of the content at `size`: a fixed frame, centred.
  private func sized(_ size: CGSize) -> _FrameLayout {
    _FrameLayout(
      width: .init(minimum: size.width, ideal: size.width, maximum: size.width),
      height: .init(minimum: size.height, ideal: size.height, maximum: size.height),
      alignment: .center)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    if let source = source(context), properties.contains(.size) {
      return sized(source.frame.size).sizeThatFits(
        proposal, subviews: subviews, context: context)
    }
    return _PassThroughLayout().sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let source = source(context)
    noteCheck(of: source?.frame, placedIn: bounds, context: context)
    guard let source else {
      _PassThroughLayout().placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, context: context)
      return
    }
    var frame = bounds
    if properties.contains(.size) { frame.size = source.frame.size }
    if properties.contains(.position) {
      let grid = context.grid
      let target = CGPoint(
        x: source.frame.minX + source.anchor.x * source.frame.width,
        y: source.frame.minY + source.anchor.y * source.frame.height)
      frame.origin = CGPoint(
        x: grid.rounded(target.x - anchor.x * frame.width, along: .horizontal),
        y: grid.rounded(target.y - anchor.y * frame.height, along: .vertical))
    }
    // The source's frame is where it is on screen: placed as is, not mirrored again right
    // to left.
    frame = context.directed(frame)
    if properties.contains(.size) {
      sized(frame.size).placeSubviews(
        in: frame, proposal: ProposedViewSize(frame.size), subviews: subviews, context: context)
    } else {
      _PassThroughLayout().placeSubviews(
        in: frame, proposal: proposal, subviews: subviews, context: context)
    }
  }

  /// Once everything is placed, lays out again if the source was placed elsewhere than this
  /// follower read (or first placed after it), or if the follower was sized for another size.
  private func noteCheck(of read: CGRect?, placedIn bounds: CGRect, context: _LayoutContext) {
    let engine = context.engine
    let groups = context.node.graph.matchedGeometry
    let key = self.key
    let followsSize = properties.contains(.size)
    engine.anchorChecks.append(
      (
        context.node,
        {
          let now = groups.source(of: key).map { engine.frame(of: $0.node) ?? $0.node.placedFrame }
          guard now == read else { return true }
          guard followsSize, let now else { return false }
          return now.size != bounds.size
        }
      ))
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // Alignment is layout: the guides stay where the view is in its parent.
    _PassThroughLayout().explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
