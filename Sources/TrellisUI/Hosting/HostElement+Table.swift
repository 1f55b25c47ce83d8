import Foundation

/// What hosts and tests read from a table and do with it: its column titles, the sort
/// direction its header shows, the cells of the rows built now, and a click on a column's
/// header. A table is found as the selecting list it is drawn as (``isTable``).
extension HostElement {
  /// Whether this is the list a `Table` is drawn as.
  @_spi(TrellisHost) public var isTable: Bool {
    // The list is the table view's body, under at most its style's modifier.
    guard node.lazyRows != nil else { return false }
    var ancestor = node.parent
    for _ in 0..<3 {
      guard let candidate = ancestor else { return false }
      if candidate.isTableList { return true }
      ancestor = candidate.parent
    }
    return false
  }

  /// The header cells of a table, in column order.
  var tableHeaderCells: [_ViewNode] {
    guard isTable else { return [] }
    return node.tableDescendants { $0.view is _TableHeaderCell }
  }

  /// The titles of a table's columns, in order (without the sort direction).
  @_spi(TrellisHost) public var tableColumnTitles: [String] {
    tableHeaderCells.map { cell in
      var title = cell.textContent
      for arrow in [" ▲", " ▼"] where title.hasSuffix(arrow) { title.removeLast(arrow.count) }
      return title
    }
  }

  /// The column whose header shows the direction the rows are sorted in, and whether it is
  /// ascending (▲); `nil` when no header shows one.
  @_spi(TrellisHost) public var tableSortIndicator: (column: Int, ascending: Bool)? {
    for (index, cell) in tableHeaderCells.enumerated() {
      let text = cell.textContent
      if text.hasSuffix(" ▲") { return (index, true) }
      if text.hasSuffix(" ▼") { return (index, false) }
    }
    return nil
  }

  /// The rows of a table built now (on screen, or kept for their state), in order, as the
  /// nodes that hold their cells.
  private var tableRowNodes: [_ViewNode] {
    guard isTable, let rows = node.lazyRows else { return [] }
    return rows.realizedInOrder.filter { row in
      row.tableDescendants { $0.view is _TableCell }.isEmpty == false
    }
  }

  /// The text of each cell of the rows of a table built now, row by row.
  @_spi(TrellisHost) public var tableCellTexts: [[String]] {
    tableRowNodes.map { row in row.tableDescendants { $0.view is _TableCell }.map(\.textContent) }
  }

  /// The cell at `column` of the table's row built now at `row` (counted among the rows
  /// built now, from the first).
  @_spi(TrellisHost) public func tableCell(row: Int, column: Int) throws -> HostElement {
    let rows = tableRowNodes
    guard rows.indices.contains(row) else {
      throw ActionError.notApplicable("the table has \(rows.count) rows built now, not \(row + 1)")
    }
    let cells = rows[row].tableDescendants { $0.view is _TableCell }
    guard cells.indices.contains(column) else {
      throw ActionError.notApplicable("the table has \(cells.count) columns, not \(column + 1)")
    }
    // A cell is a view of its own, not placed: its frame is its first placed view's.
    var placed = cells[column]
    while core.element(for: placed) == nil, let first = placed.children.first { placed = first }
    return HostElement(
      node: cells[column], frame: core.element(for: placed)?.frame ?? .zero, core: core)
  }

  /// Clicks the header of the table's column at `index`: a sorting column's comparator goes
  /// first in the sort order, or reverses when it is first already. Throws for a column
  /// that does not sort.
  @_spi(TrellisHost) public func sortTable(byColumn index: Int) throws {
    let cells = tableHeaderCells
    guard cells.indices.contains(index) else {
      throw ActionError.notApplicable("the table has \(cells.count) columns, not \(index + 1)")
    }
    guard
      let button = cells[index].tableDescendants({
        if case .button = $0.control { return true }
        return false
      }).first
    else {
      throw ActionError.notApplicable(
        "the column \"\(tableColumnTitles[index])\" does not sort (no comparator, or one of "
          + "another type than the table's sort order)")
    }
    try (core.element(for: button) ?? HostElement(node: button, frame: .zero, core: core)).tap()
  }
}

extension _ViewNode {
  /// Whether this node is the view a `Table` is drawn as.
  fileprivate var isTableList: Bool { view is any _TableListView }

  /// The descendants (children, and lazy rows built now) that `matches` picks, in reading
  /// order, without looking inside the ones it picks.
  func tableDescendants(_ matches: (_ViewNode) -> Bool) -> [_ViewNode] {
    var found: [_ViewNode] = []
    collectTableDescendants(matches, into: &found)
    return found
  }

  private func collectTableDescendants(
    _ matches: (_ViewNode) -> Bool, into found: inout [_ViewNode]
  ) {
    for child in children + (lazyRows?.realizedInOrder ?? []) {
      if matches(child) {
        found.append(child)
      } else {
        child.collectTableDescendants(matches, into: &found)
      }
    }
  }
}
