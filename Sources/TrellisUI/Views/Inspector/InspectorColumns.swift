import Foundation

/// A view beside its inspector: the view first, then, while the inspector shows as a
/// column, the inspector with the column's width in its environment.
struct _InspectorColumns<Content: View, Inspector: View>: View, _PrimitiveView {
  typealias Body = Never
  let content: Content
  let inspector: Inspector?

  func _children(in context: _ChildContext) -> _Children {
    var children = [_Child(id: .explicit(AnyHashable(0)), view: content)]
    if let inspector {
      let column = context.node.modifierState(_InspectorColumn.init).state
      column.node = context.node
      children.append(
        _Child(
          id: .explicit(AnyHashable(1)), view: inspector,
          environment: { $0._inspectorColumn = column }))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_InspectorLayout(column: node.modifierState(_InspectorColumn.init).state))
  }
}

/// The inspector column's width, as `inspectorColumnWidth` asks for it.
@MainActor
final class _InspectorColumn: _WidthTakingColumn {
  weak var node: _ViewNode?
  private(set) var width: _NavigationSplitColumnWidth?

  /// Sets the width the inspector's views ask for, laying the columns out again.
  func setWidth(_ width: _NavigationSplitColumnWidth?) {
    guard width != self.width else { return }
    self.width = width
    node?.invalidate(because: "inspectorColumnWidth")
  }

  /// The column's width: the one asked for, within its bounds, else the host's default.
  func span(metrics: _NavigationSplitMetrics) -> CGFloat {
    guard let width else { return metrics.inspectorWidth }
    return width.clamped(width.ideal)
  }

  /// The least width the column may shrink to when the window is narrow.
  func least(metrics: _NavigationSplitMetrics) -> CGFloat {
    guard let width else { return metrics.inspectorWidth }
    return Swift.min(width.min ?? width.clamped(width.ideal), width.clamped(width.ideal))
  }
}

/// The view in what the inspector column leaves, the divider, then the inspector at its
/// width; both as tall as the container.
struct _InspectorLayout: _Layout {
  let column: _InspectorColumn

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (spans, dividers) = self.spans(
      width: proposal.width, count: subviews.count, context: context)
    let width = proposal.width ?? spans.reduce(0) { $0 + $1.width } + dividers
    if let height = proposal.height { return CGSize(width: width, height: height) }
    var height: CGFloat = 0
    for (index, span) in spans.enumerated() {
      let size = subviews[index].sizeThatFits(
        ProposedViewSize(width: span.width, height: nil), context: context)
      height = max(height, size.height)
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let spans = self.spans(width: bounds.width, count: subviews.count, context: context).spans
    for (index, span) in spans.enumerated() {
      let frame = CGRect(
        x: bounds.minX + span.x, y: bounds.minY, width: span.width, height: bounds.height)
      subviews[index].place(
        in: frame, proposal: ProposedViewSize(width: frame.width, height: frame.height),
        context: context)
    }
  }

  /// The divider before the inspector, when it shows (right to left, after it).
  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    guard context.node.children.count > 1 else { return [] }
    let metrics = context.metrics.navigationSplit
    let layoutContext = _LayoutContext(engine: context.engine, node: context.node)
    let spans = self.spans(width: frame.width, count: 2, context: layoutContext).spans
    let x = max(0, spans[1].x - metrics.divider)
    return [
      (
        layoutContext.directed(
          CGRect(x: frame.minX + x, y: frame.minY, width: metrics.divider, height: frame.height)),
        .separator(isVertical: true)
      )
    ]
  }

  /// Where the view and the inspector go across `width`: the inspector takes its width and
  /// the view what is left; where that leaves the view less than its least width (the split
  /// view's detail minimum), the inspector gives up width down to its own least.
  private func spans(width: CGFloat?, count: Int, context: _LayoutContext)
    -> (spans: [(x: CGFloat, width: CGFloat)], dividers: CGFloat)
  {
    let metrics = context.metrics.navigationSplit
    guard count > 1 else { return ([(0, width ?? 0)], 0) }
    let inspector = column.span(metrics: metrics)
    guard let width else {
      return (
        [(0, metrics.detailMinimum), (metrics.detailMinimum + metrics.divider, inspector)],
        metrics.divider
      )
    }
    let roomForInspector = width - metrics.divider - metrics.detailMinimum
    let least = column.least(metrics: metrics)
    let shown = min(width, max(least, min(inspector, roomForInspector)))
    let rest = max(0, width - shown - metrics.divider)
    return ([(0, rest), (width - shown, shown)], metrics.divider)
  }
}
