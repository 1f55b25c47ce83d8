import Foundation

/// A view whose content can be larger than the view itself: it shows the part of the
/// content at its scroll position, clipped to its bounds.
///
/// A vertical scroll view offers its content unlimited height (its content takes its ideal
/// height) and the scroll view's own width; a horizontal one offers unlimited width. A
/// ``LazyVStack`` inside builds only the rows the scroll view shows.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading) {
///     ForEach(0..<100_000, id: \.self) { Text("Row \($0)") }
///   }
/// }
/// ```
public struct ScrollView<Content: View> {
  /// Drawn by Trellis: the part of the content at the scroll position, clipped.
  public typealias Body = Never
  /// The scroll view's content.
  public var content: Content
  /// The axes the content scrolls along.
  public var axes: Axis.Set
  /// Whether a scroll indicator shows the position when the content is larger than the view.
  public var showsIndicators: Bool

  /// A scroll view over the views `content` builds, scrolling along `axes`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    // `showsIndicators: false` hides them whatever the environment says; else
    // `.scrollIndicators(_:axes:)` decides, axis by axis.
    let shown = showsIndicators ? node.environment.scrollIndicatorAxes : []
    return .layout(
      _ScrollLayout(
        axes: axes, indicatorAxes: shown.intersection(axes),
        margins: node.environment.scrollContentMargins,
        anchor: node.environment.defaultScrollAnchor))
  }
}

/// Lays the content out at its ideal size along the scrolling axes, places it shifted by the
/// scroll offset, and clips it to the viewport. Several views in the content are stacked
/// along the scrolling axis.
struct _ScrollLayout: _ScrollableLayout {
  let axes: Axis.Set
  /// The scrolling axes whose indicators are shown (when the content overflows).
  let indicatorAxes: Axis.Set
  /// Room around the content, part of what scrolls (`contentMargins`).
  var margins = EdgeInsets()
  /// Where the content starts scrolled to, and where content shorter than the viewport
  /// goes (`defaultScrollAnchor`); `nil` for the top leading corner.
  var anchor: UnitPoint?

  private var stack: _StackLayout { axes == .horizontal ? .row : .column }

  /// What the content is offered: the viewport's size across the scrolling axes, nothing
  /// (its ideal size) along them.
  private func contentProposal(_ viewport: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes._contains(.horizontal)
        ? nil : viewport.width.map { max(0, $0 - margins.total(along: .horizontal)) },
      height: axes._contains(.vertical)
        ? nil : viewport.height.map { max(0, $0 - margins.total(along: .vertical)) })
  }

  /// The content's size with its margins around it: the length that scrolls.
  private func withMargins(_ content: CGSize) -> CGSize {
    CGSize(
      width: content.width + margins.total(along: .horizontal),
      height: content.height + margins.total(along: .vertical))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let container = proposal.replacingUnspecifiedDimensions(
      by: context.engine.containerSize(of: context.node))
    let content = context.engine.inContainer(context.node, size: container) {
      withMargins(
        stack.sizeThatFits(contentProposal(proposal), subviews: subviews, context: context))
    }
    // Along a scrolling axis the scroll view takes what it is offered; across it, it is as
    // large as its content (within the offer), plus the indicator's column or row when the
    // content overflows.
    var size = CGSize.zero
    let indicator = context.metrics.scrollIndicator
    for axis in [_Axis.horizontal, .vertical] {
      if axes._contains(axis) {
        size[axis] = proposal[axis] ?? content[axis]
      } else {
        let other = axis.other
        let overflows =
          indicatorAxes._contains(other)
          && proposal[other].map { content[other] > $0 } ?? false
        // A vertical bar takes width, a horizontal one height.
        let wanted = content[axis] + (overflows ? indicator[axis] : 0)
        size[axis] = proposal[axis].map { min($0, wanted) } ?? wanted
      }
    }
    return size
  }

  /// The content's size and the viewport it is shown in (the bounds less the indicators'
  /// row or column, when the content overflows and indicators are shown).
  private func measure(in bounds: CGRect, subviews: _Subviews, context: _LayoutContext)
    -> (content: CGSize, viewport: CGRect, indicators: Set<_Axis>)
  {
    var viewport = bounds
    var indicators: Set<_Axis> = []
    var content = context.engine.inContainer(context.node, size: viewport.size) {
      withMargins(
        stack.sizeThatFits(
          contentProposal(ProposedViewSize(viewport.size)), subviews: subviews, context: context))
    }
    let indicator = context.metrics.scrollIndicator
    if indicatorAxes.contains(.vertical), content.height > viewport.height,
      viewport.width > indicator.width
    {
      indicators.insert(.vertical)
      viewport.size.width -= indicator.width
      content = context.engine.inContainer(context.node, size: viewport.size) {
        withMargins(
          stack.sizeThatFits(
            contentProposal(ProposedViewSize(viewport.size)), subviews: subviews,
            context: context))
      }
    }
    if indicatorAxes.contains(.horizontal), content.width > viewport.width,
      viewport.height > indicator.height
    {
      indicators.insert(.horizontal)
      viewport.size.height -= indicator.height
    }
    return (content, viewport, indicators)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let node = context.node
    let (content, viewport, _) = measure(in: bounds, subviews: subviews, context: context)
    // Keep the offset within the content. Scrolled to the end or past it, it stays at the
    // end while this layout runs again with lazy rows' estimates corrected (the content's
    // length changes as the last rows are measured).
    let graph = node.graph
    let id = ObjectIdentifier(node)
    // `defaultScrollAnchor`: once there is a viewport, the content is scrolled so that the
    // anchor's point of it shows at the same point of the viewport (`.bottom`: its end), and
    // kept there until a person or code scrolls it elsewhere.
    let startsAtAnchor =
      anchor != nil && viewport.height > 0
      && node.anchoredScrollOffset.map { $0 == node.scrollOffset } ?? true
    for axis in [_Axis.horizontal, .vertical] {
      let end = max(0, content[axis] - viewport.size[axis])
      if startsAtAnchor, let anchor, axes._contains(axis) {
        let fraction = axis == .horizontal ? anchor.x : anchor.y
        let start = fraction >= 1 ? end : context.grid.floor(end * fraction, along: axis)
        if axis == .horizontal { node.scrollOffset.x = start } else { node.scrollOffset.y = start }
      }
      var offset = max(0, axis == .horizontal ? node.scrollOffset.x : node.scrollOffset.y)
      if offset >= end, end > 0 { graph.layoutStamps.scrolledToEnd[id, default: []].insert(axis) }
      if graph.layoutStamps.scrolledToEnd[id]?.contains(axis) == true { offset = end }
      offset = min(offset, end)
      if axis == .horizontal { node.scrollOffset.x = offset } else { node.scrollOffset.y = offset }
    }
    if startsAtAnchor { node.anchoredScrollOffset = node.scrollOffset }
    var origin = CGPoint(
      x: viewport.minX - node.scrollOffset.x, y: viewport.minY - node.scrollOffset.y)
    // Content smaller than the viewport across a fixed axis is centred; along a scrolling
    // axis it starts at the leading (top) edge.
    if !axes._contains(.horizontal) {
      origin.x =
        viewport.minX
        + _aligned(
          content.width, in: viewport.width, fraction: 0.5, along: .horizontal, context: context)
    }
    if !axes._contains(.vertical) {
      origin.y =
        viewport.minY
        + _aligned(
          content.height, in: viewport.height, fraction: 0.5, along: .vertical, context: context)
    }
    // Along a scrolling axis, content shorter than the viewport goes where the default
    // anchor says (`.bottom`: against the bottom, as a short chat log is).
    if let anchor {
      if axes._contains(.horizontal), content.width < viewport.width {
        origin.x += _aligned(
          content.width, in: viewport.width, fraction: anchor.x, along: .horizontal,
          context: context)
      }
      if axes._contains(.vertical), content.height < viewport.height {
        origin.y += _aligned(
          content.height, in: viewport.height, fraction: anchor.y, along: .vertical,
          context: context)
      }
    }
    // The content goes inside its margins, which scroll with it.
    let outer = CGRect(
      x: origin.x, y: origin.y,
      width: axes._contains(.horizontal) ? content.width : min(content.width, viewport.width),
      height: axes._contains(.vertical) ? content.height : min(content.height, viewport.height))
    let rect = CGRect(
      x: outer.minX + margins.leading, y: outer.minY + margins.top,
      width: max(0, outer.width - margins.total(along: .horizontal)),
      height: max(0, outer.height - margins.total(along: .vertical)))
    let placeContent = {
      // The content is offered what it was measured for: the viewport, unlimited along
      // the axes that scroll.
      context.engine.inContainer(node, size: viewport.size) {
        stack.placeSubviews(
          in: rect, proposal: contentProposal(ProposedViewSize(viewport.size)),
          subviews: subviews, context: context)
      }
    }
    if node.environment.isScrollClipDisabled {
      // `scrollClipDisabled()`: the content past the viewport is drawn, within the clip
      // around the scroll view.
      placeContent()
    } else {
      // Right to left, the viewport (and so the content) is mirrored within the bounds: the
      // indicator's column is at the left.
      context.engine.clipping(to: context.directed(viewport), placeContent)
    }
    reportPosition(of: node, viewport: viewport, engine: context.engine)
    reportGeometry(of: node, content: content, viewport: viewport, engine: context.engine)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let region = scrollRegion(of: context.node, in: frame, engine: context.engine)
    guard !indicatorAxes.isEmpty else { return [region] }
    let subviews = context.engine.subviews(of: context.node)
    let layoutContext = _LayoutContext(engine: context.engine, node: context.node)
    let (content, viewport, indicators) = measure(
      in: frame, subviews: subviews, context: layoutContext)
    let grid = context.grid
    let thickness = context.metrics.scrollIndicator
    let offset = context.node.scrollOffset
    var pieces: [_DisplayPiece] = [region]
    if indicators.contains(.vertical) {
      pieces.append(
        (
          layoutContext.directed(
            CGRect(
              x: viewport.maxX, y: viewport.minY, width: thickness.width,
              height: viewport.height)),
          .scrollIndicator(
            axis: .vertical, visible: grid.count(viewport.height, along: .vertical),
            total: grid.count(content.height, along: .vertical),
            offset: grid.count(offset.y, along: .vertical))
        ))
    }
    if indicators.contains(.horizontal) {
      pieces.append(
        (
          layoutContext.directed(
            CGRect(
              x: viewport.minX, y: viewport.maxY, width: viewport.width,
              height: thickness.height)),
          .scrollIndicator(
            axis: .horizontal, visible: grid.count(viewport.width, along: .horizontal),
            total: grid.count(content.width, along: .horizontal),
            offset: grid.count(offset.x, along: .horizontal))
        ))
    }
    return pieces
  }

  func scrolls(along axis: _Axis) -> Bool { axes._contains(axis) }

  /// The viewport as a host with scrolled windows shows it.
  @MainActor private func scrollRegion(
    of node: _ViewNode, in frame: CGRect, engine: _LayoutEngine
  ) -> _DisplayPiece {
    func along(_ axis: _Axis) -> _ScrollRegionItem.Axis? {
      guard axes._contains(axis), let extent = engine.scrollExtent(of: node, along: axis) else {
        return nil
      }
      return _ScrollRegionItem.Axis(extent: extent, showsIndicator: indicatorAxes._contains(axis))
    }
    var region = _ScrollRegionItem(vertical: along(.vertical), horizontal: along(.horizontal))
    region.clipsContent = !node.environment.isScrollClipDisabled
    return (frame, .scrollRegion(region))
  }

  func scroll(_ node: _ViewNode, by amount: Int, along axis: _Axis, grid: _PixelGrid) {
    let length = grid.length(amount, along: axis)
    if axis == .horizontal {
      node.scrollOffset.x = max(0, node.scrollOffset.x + length)
    } else {
      node.scrollOffset.y = max(0, node.scrollOffset.y + length)
    }
  }

  func offset(of node: _ViewNode, along axis: _Axis, grid: _PixelGrid) -> Int {
    grid.count(axis == .horizontal ? node.scrollOffset.x : node.scrollOffset.y, along: axis)
  }
}

extension ScrollView: View {}
