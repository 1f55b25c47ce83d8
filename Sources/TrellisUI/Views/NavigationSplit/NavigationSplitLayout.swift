import Foundation

/// Where a split view's columns go for a width: side by side, each leading column at its
/// width and the detail in the rest, with a divider after each leading column; or, when the
/// width is too narrow for every column at its width plus the detail's least width, one
/// column (the compact one) in all of it.
struct _NavigationSplitArrangement {
  /// A column on screen: its place among the split view's children and its span.
  struct Placed {
    let index: Int
    let x: CGFloat
    let width: CGFloat
  }
  var isCollapsed = false
  var placed: [Placed] = []
  /// Where each divider starts, from the split view's leading edge.
  var dividers: [CGFloat] = []

  @MainActor
  init(state: _NavigationSplitState, width: CGFloat?, metrics: _NavigationSplitMetrics) {
    let columns = state.columns
    let leading = columns.dropLast()
    func span(of column: NavigationSplitViewColumn) -> CGFloat {
      let info = state.existingColumn(column)
      let base =
        info?.draggedWidth ?? info?.width?.ideal
        ?? (column == .sidebar ? metrics.sidebarWidth : metrics.contentWidth)
      return info?.width?.clamped(base) ?? base
    }
    let needed =
      leading.reduce(0) { $0 + span(of: $1) + metrics.divider } + metrics.detailMinimum
    if let available = width, available < needed {
      isCollapsed = true
      let shown = state.compactColumn
      placed = [Placed(index: columns.firstIndex(of: shown) ?? 0, x: 0, width: available)]
      return
    }
    var x: CGFloat = 0
    for column in state.visibleLeadingColumns {
      let columnWidth = span(of: column)
      placed.append(Placed(index: columns.firstIndex(of: column) ?? 0, x: x, width: columnWidth))
      dividers.append(x + columnWidth)
      x += columnWidth + metrics.divider
    }
    let total = width ?? x + metrics.detailMinimum
    placed.append(Placed(index: columns.count - 1, x: x, width: max(0, total - x)))
  }
}

/// Places the columns of a split view as its arrangement says and draws its dividers; the
/// columns not shown stay in the graph, unplaced, so they keep their state.
struct _NavigationSplitLayout: _Layout {
  let state: _NavigationSplitState

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let arrangement = _NavigationSplitArrangement(
      state: state, width: proposal.width, metrics: context.metrics.navigationSplit)
    let width = arrangement.placed.last.map { $0.x + $0.width } ?? 0
    if let height = proposal.height {
      return CGSize(width: proposal.width ?? width, height: height)
    }
    var height: CGFloat = 0
    for column in arrangement.placed where column.index < subviews.count {
      let size = subviews[column.index].sizeThatFits(
        ProposedViewSize(width: column.width, height: nil), context: context)
      height = max(height, size.height)
    }
    return CGSize(width: proposal.width ?? width, height: height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let arrangement = _NavigationSplitArrangement(
      state: state, width: bounds.width, metrics: context.metrics.navigationSplit)
    state.isCollapsed = arrangement.isCollapsed
    for column in arrangement.placed where column.index < subviews.count {
      let frame = CGRect(
        x: bounds.minX + column.x, y: bounds.minY, width: column.width, height: bounds.height)
      subviews[column.index].place(
        in: frame, proposal: ProposedViewSize(width: frame.width, height: frame.height),
        context: context)
    }
  }

  /// A vertical line after each leading column shown (right to left, before it, as the
  /// columns are mirrored).
  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let metrics = context.metrics.navigationSplit
    let arrangement = _NavigationSplitArrangement(
      state: state, width: frame.width, metrics: metrics)
    let layoutContext = _LayoutContext(engine: context.engine, node: context.node)
    return arrangement.dividers.map { x in
      (
        layoutContext.directed(
          CGRect(x: frame.minX + x, y: frame.minY, width: metrics.divider, height: frame.height)),
        .separator(isVertical: true)
      )
    }
  }
}
