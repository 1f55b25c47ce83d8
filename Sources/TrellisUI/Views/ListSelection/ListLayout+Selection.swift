import Foundation

extension _ListLayout {
  /// What a selecting list shows behind its rows: a highlight across the cell of each row on
  /// screen whose tag is selected (under a pinned header, only what shows below it). Drawn
  /// before the rows, so their content lies over it.
  @MainActor
  func selectedRows(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    guard let selection = context.node.listSelection, let source = context.node.lazyRows else {
      return []
    }
    let values = selection.values
    guard !values.isEmpty else { return [] }
    let engine = context.engine
    let cells = rowCells(in: frame, metrics: context.metrics)
    let rowsTop = engine.pinnedHeaders[ObjectIdentifier(context.node)]?.rowsTop ?? frame.minY
    var pieces: [_DisplayPiece] = []
    for row in source.realizedInOrder where engine.isVisible(row) {
      guard let tag = row.rowSelectionTag, selection.accepts(tag), values.contains(tag.value),
        let placed = engine.frame(of: row), placed.height > 0
      else { continue }
      var cell = cells.cell(
        around: placed, role: .row, insets: rowInsets(of: row, source, grid: engine.grid))
      if cell.minY < rowsTop {
        cell = CGRect(
          x: cell.minX, y: rowsTop, width: cell.width, height: max(0, cell.maxY - rowsTop))
      }
      guard cell.height > 0 else { continue }
      pieces.append(
        (cell, .selectedRow(title: row.textContent, tint: context.environment.tint)))
    }
    return pieces
  }

  /// Where the list's rows go across its width, as its placement works it out.
  func rowCells(in frame: CGRect, metrics: _HostMetrics) -> _RowCells {
    let indicator = showsIndicator ? metrics.scrollIndicator.width : 0
    return _RowCells(
      content: CGRect(
        x: frame.minX, y: frame.minY, width: max(0, frame.width - indicator),
        height: frame.height),
      grouping: rowGroupStyle == nil ? nil : metrics.rowGrouping, style: rowGroupStyle ?? .boxed,
      indicator: indicator, sectionSpacing: metrics.sectionSpacing)
  }

  /// A row's own `listRowInsets(_:)`, looked for only once a row has had a setting.
  @MainActor
  func rowInsets(of row: _ViewNode, _ source: _LazyRows, grid: _PixelGrid) -> EdgeInsets? {
    guard source.hasRowTraits, let index = source.index(of: row), source.role(at: index) == .row
    else { return nil }
    return row.listRowTraits?.insets.map { grid.snapped($0) }
  }
}

extension _LayoutEngine {
  /// Where the focus mark of a focused selecting list goes: across the cell of the row the
  /// keyboard is on (the first selected row shown, or the first row shown, until a key or a
  /// click moves it); `nil` when that row is not on screen.
  func listCursorFrame(_ list: _ViewNode) -> CGRect? {
    guard let source = list.lazyRows, case .layout(let layout) = list.layout,
      let listLayout = layout as? _ListLayout, let listFrame = frame(of: list)
    else { return nil }
    let visible = source.realizedInOrder.filter {
      isVisible($0) && (frame(of: $0)?.height ?? 0) > 0
    }
    let row: _ViewNode?
    if let cursor = source.selectionState?.cursor {
      row = source.node(at: cursor)
    } else {
      let values = list.listSelection?.values ?? []
      row =
        visible.first { row in
          guard let tag = row.rowSelectionTag else { return false }
          return values.contains(tag.value)
        } ?? visible.first { source.index(of: $0).map { source.role(at: $0) == .row } ?? false }
    }
    guard let row, isVisible(row), let placed = frame(of: row) else { return nil }
    return listLayout.rowCells(in: listFrame, metrics: measurer.metrics)
      .cell(around: placed, role: .row, insets: listLayout.rowInsets(of: row, source, grid: grid))
  }
}
