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

  /// Whether the element is in a row of a `ForEach` with `onInsert`.
  @_spi(TrellisHost) public var canInsertIntoRow: Bool { _RowActions(node)?.canInsert ?? false }

  /// The identifiers of the types the `onInsert` of the element's row accepts.
  @_spi(TrellisHost) public var insertableTypeIdentifiers: [String] {
    _RowActions(node)?.insertableTypeIdentifiers ?? []
  }

  /// Inserts items before or after the row the element is in, through its `onInsert`
  /// action, given the providers that offer a type it accepts; throws when there is no
  /// such action or no provider offers an accepted type.
  @_spi(TrellisHost) public func insertIntoRow(_ providers: [NSItemProvider], after: Bool) throws {
    try checkUsable(rowLabel)
    guard let row = _RowActions(node), row.canInsert else {
      throw ActionError.notApplicable("\(rowLabel) is not in a row that accepts insertions")
    }
    guard row.insert(providers, after: after) else {
      throw ActionError.notApplicable("\(rowLabel)'s row accepts none of the items' types")
    }
  }

  private var rowLabel: String { "\(typeName) \"\(text)\"" }
}
