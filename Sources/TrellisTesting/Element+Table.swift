@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// The only table (`Table`) on screen, or the one at `index` in reading order. Its
  /// columns, cells and sorting are read and driven through the element; its rows are
  /// selected as a list's are (`Element.row(_:)`, `select(_:)`, `moveSelection(by:)`).
  public func table(at index: Int = 0) throws -> Element {
    let tables = elements.filter { $0.base.isTable }
    guard tables.indices.contains(index) else {
      throw ViewHostError.notFound("a table at index \(index)")
    }
    return tables[index]
  }
}

extension ViewHost.Element {
  /// The titles of a table's columns, in order.
  public var tableColumnTitles: [String] {
    base.core.update()
    return base.tableColumnTitles
  }

  /// The column whose header shows the direction the rows are sorted in (▲ ascending, ▼
  /// descending); `nil` when no header shows one.
  public var sortIndicator: (column: Int, ascending: Bool)? {
    // What the app did in `onChange(of: sortOrder)` is shown first.
    base.core.update()
    return base.tableSortIndicator
  }

  /// The text of each cell of a table's rows built now (on screen, or kept for their
  /// state), row by row.
  public var cellTexts: [[String]] {
    base.core.update()
    return base.tableCellTexts
  }

  /// The cell at `column` of a table's row at `row` among those built now: its text, and
  /// the controls in it (found from it as from any element).
  public func cell(row: Int, column: Int) throws -> ViewHost.Element {
    base.core.update()
    return try ViewHost.Element(base.tableCell(row: row, column: column))
  }

  /// Clicks the header of a table's column at `index`, as a person does: the column's
  /// comparator goes first in the sort order, or its direction reverses when it is first
  /// already. Throws for a column that does not sort.
  public func sort(byColumn index: Int) throws { try run { try base.sortTable(byColumn: index) } }

  /// Clicks the header of the table's column titled `title`.
  public func sort(byColumn title: String) throws {
    guard let index = base.tableColumnTitles.firstIndex(of: title) else {
      throw ViewHostError.notFound(
        "a column \"\(title)\"; the table's columns are \(base.tableColumnTitles)")
    }
    try sort(byColumn: index)
  }
}
