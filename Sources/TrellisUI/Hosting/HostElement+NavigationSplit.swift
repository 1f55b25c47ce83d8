import Foundation

/// What hosts read from a navigation split view and do with it: the columns it shows,
/// whether it shows one at a time, and changing what shows.
extension HostElement {
  private var splitState: _NavigationSplitState? {
    node.view is _NavigationSplitMarker ? node.navigationSplitState : nil
  }

  /// Whether the element is a navigation split view.
  @_spi(TrellisHost) public var isNavigationSplitView: Bool { node.view is _NavigationSplitMarker }

  /// The columns a split view shows now, leading first; `nil` for any other view.
  @_spi(TrellisHost) public var navigationSplitShownColumns: [NavigationSplitViewColumn]? {
    splitState?.shownColumns
  }

  /// Whether a split view shows one column at a time (its window is too narrow for them
  /// side by side).
  @_spi(TrellisHost) public var isNavigationSplitCollapsed: Bool {
    splitState?.isCollapsed ?? false
  }

  /// The spans of the columns a split view shows, in points from its leading edge, leading
  /// first; a host with a paned widget of its own places its panes at them.
  @_spi(TrellisHost) public var navigationSplitColumnSpans: [ClosedRange<CGFloat>] {
    guard let state = splitState else { return [] }
    let arrangement = _NavigationSplitArrangement(
      state: state, width: frame.width, metrics: core.measurer.metrics.navigationSplit)
    return arrangement.placed.map { $0.x...($0.x + $0.width) }
  }

  /// The title each column shown shows, leading first (empty for one without a title).
  @_spi(TrellisHost) public var navigationSplitColumnTitles: [String] {
    guard let state = splitState else { return [] }
    let shown = state.shownColumns
    return shown.map { column in
      guard let index = state.columns.firstIndex(of: column),
        let child = node.children[safeIndex: index]
      else { return "" }
      return child.navigationTitle?.content ?? ""
    }
  }

  /// Sets a split view's column visibility, as its sidebar button would: the bound
  /// visibility, or its own.
  @_spi(TrellisHost) public func setNavigationSplitVisibility(
    _ visibility: NavigationSplitViewVisibility
  ) throws {
    guard let state = splitState else {
      throw ActionError.notApplicable("\(typeName) is not a NavigationSplitView")
    }
    state.setVisibility(visibility)
  }

  /// Shows `column` of a split view that shows one column at a time (its preferred compact
  /// column becomes it).
  @_spi(TrellisHost) public func showNavigationSplitColumn(
    _ column: NavigationSplitViewColumn
  ) throws {
    guard let state = splitState else {
      throw ActionError.notApplicable("\(typeName) is not a NavigationSplitView")
    }
    guard state.columns.contains(column) else {
      throw ActionError.notApplicable("the NavigationSplitView has no \(column) column")
    }
    state.showCompact(column)
  }

  /// Sets the width of the shown leading column at `index` (of those shown), as dragging
  /// its divider does; kept within the widths the column allows.
  @_spi(TrellisHost) public func dragNavigationSplitDivider(after index: Int, to width: CGFloat) {
    guard let state = splitState, !state.isCollapsed else { return }
    let leading = state.visibleLeadingColumns
    guard leading.indices.contains(index), let column = state.existingColumn(leading[index])
    else { return }
    let clamped = column.width?.clamped(width) ?? width
    column.draggedWidth = max(0, clamped.rounded())
  }
}

extension Array {
  fileprivate subscript(safeIndex index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
