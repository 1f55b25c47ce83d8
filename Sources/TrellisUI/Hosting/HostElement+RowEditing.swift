/// The edit actions of the row an element is in: what Delete and Alt-Up/Alt-Down do in the
/// terminal, and what other hosts offer for rows of a `ForEach` with `onDelete` or `onMove`.
extension HostElement {
  /// Whether the element is in a row that can be deleted.
  @_spi(TrellisHost) public var canDeleteRow: Bool { _RowActions(node)?.canDelete ?? false }

  /// Whether the element is in a row that can be moved.
  @_spi(TrellisHost) public var canMoveRow: Bool { _RowActions(node)?.canMove ?? false }

  /// Deletes the row the element is in, through its `onDelete` action.
  @_spi(TrellisHost) public func deleteRow() throws {
    try checkUsable(rowLabel)
    guard let row = _RowActions(node), row.delete() else {
      throw ActionError.notApplicable("\(rowLabel) is not in a row that can be deleted")
    }
  }

  /// Moves the row the element is in `delta` places (up when negative), through its
  /// `onMove` action; at either end it stays.
  @_spi(TrellisHost) public func moveRow(by delta: Int) throws {
    try checkUsable(rowLabel)
    guard let row = _RowActions(node), row.canMove else {
      throw ActionError.notApplicable("\(rowLabel) is not in a row that can be moved")
    }
    row.move(by: delta)
  }

  private var rowLabel: String { "\(typeName) \"\(text)\"" }
}
