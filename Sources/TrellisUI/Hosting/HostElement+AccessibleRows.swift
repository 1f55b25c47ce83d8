import Foundation

/// What a scroll container is to assistive technologies: a host whose widgets are placed
/// flat in the container (GTK) builds the list's or table's structure beside them from this.
@_spi(TrellisHost) public enum HostCollectionRole: Equatable {
  /// A `List`: list items.
  case list
  /// A `Table`: a header row of column headers, then rows of cells.
  case table
  /// Anything else that scrolls (a scroll view, a form): no structure of its own.
  case none
}

/// One cell of a table's row or header as the last frame placed it, for assistive
/// technologies.
@_spi(TrellisHost) public struct HostAccessibleCell: Equatable {
  /// Where the cell is in its window, in points.
  @_spi(TrellisHost) public var frame: CGRect
  /// The cell's text, as a screen reader reads it.
  @_spi(TrellisHost) public var title: String
}

/// One row of a list or table on screen, as the last frame placed it, for assistive
/// technologies: named by its text, marked when it is selected, and for a table, its cells.
@_spi(TrellisHost) public struct HostAccessibleRow: Equatable {
  /// Where the row is in its window, in points (it may reach past the list's viewport).
  @_spi(TrellisHost) public var frame: CGRect
  /// The row's text, as a screen reader reads it.
  @_spi(TrellisHost) public var title: String
  /// Whether the list's selection holds the row.
  @_spi(TrellisHost) public var isSelected: Bool
  /// A table row's cells, in column order; empty for a list's row.
  @_spi(TrellisHost) public var cells: [HostAccessibleCell]
}

/// Marks the list view, so that a list reads as a list and a form (laid out alike) does not.
protocol _AccessibleListView {}

extension List: _AccessibleListView {}

extension HostElement {
  /// What this scroll container is to assistive technologies.
  @_spi(TrellisHost) public var collectionRole: HostCollectionRole {
    guard node.lazyRows != nil else { return .none }
    if isTable { return .table }
    return node.view is any _AccessibleListView ? .list : .none
  }

  /// The rows of a list or table on screen, in order (section headers and a table's header
  /// row left out); empty for other views.
  @_spi(TrellisHost) public var accessibleRows: [HostAccessibleRow] {
    let role = collectionRole
    guard role != .none, let source = node.lazyRows, let engine = core.engine else { return [] }
    let selection = node.listSelection
    let values = selection?.values ?? []
    // Each row across its cell, as the selection's highlight is drawn.
    guard case .layout(let layout) = node.layout, let listLayout = layout as? _ListLayout,
      let listFrame = engine.frame(of: node)
    else { return [] }
    let cells = listLayout.rowCells(in: listFrame, metrics: engine.measurer.metrics)
    let mirrors = node.environment.layoutDirection == .rightToLeft
    return source.realizedInOrder.compactMap { row in
      guard engine.isVisible(row), let index = source.index(of: row),
        source.role(at: index) == .row,
        let placed = engine.frame(of: row) ?? engine.frame(ofSubtree: row), placed.height > 0
      else { return nil }
      var frame = cells.cell(
        around: placed, role: .row,
        insets: listLayout.rowInsets(of: row, source, grid: engine.grid))
      if mirrors { frame = frame._mirrored(within: listFrame) }
      var isSelected = false
      if let selection, let tag = row.rowSelectionTag, selection.accepts(tag) {
        isSelected = values.contains(tag.value)
      }
      let cells = role == .table ? accessibleCells(tableCellsOf: row, engine: engine) : []
      return HostAccessibleRow(
        frame: frame, title: row.textContent, isSelected: isSelected, cells: cells)
    }
  }

  /// A table's column headers on screen, in column order (their titles without the sort
  /// direction); empty for other views, and while the header is scrolled away.
  @_spi(TrellisHost) public var accessibleColumnHeaders: [HostAccessibleCell] {
    guard isTable, let engine = core.engine else { return [] }
    let titles = tableColumnTitles
    return zip(tableHeaderCells, titles).compactMap { cell, title in
      guard let frame = engine.frame(ofSubtree: cell), frame.height > 0 else { return nil }
      return HostAccessibleCell(frame: frame, title: title)
    }
  }

  private func accessibleCells(tableCellsOf row: _ViewNode, engine: _LayoutEngine)
    -> [HostAccessibleCell]
  {
    row.tableDescendants { $0.view is _TableCell }.map { cell in
      HostAccessibleCell(
        frame: engine.frame(ofSubtree: cell) ?? .zero, title: cell.textContent)
    }
  }
}
