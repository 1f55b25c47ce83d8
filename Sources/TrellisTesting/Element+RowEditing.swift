@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// Whether the view is in a row of a `ForEach` with `onDelete`.
  public var canDeleteRow: Bool { base.canDeleteRow }
  /// Whether the view is in a row of a `ForEach` with `onMove`.
  public var canMoveRow: Bool { base.canMoveRow }

  /// Deletes the row the view is in, as Delete does with focus in it: runs the `onDelete`
  /// action with the row's offset.
  public func deleteRow() throws { try run { try base.deleteRow() } }

  /// Moves the row the view is in `delta` places (up when negative), as Alt-Up and Alt-Down
  /// do: runs the `onMove` action; at either end nothing happens.
  public func moveRow(by delta: Int) throws { try run { try base.moveRow(by: delta) } }

  /// Whether the view is in a row of a `ForEach` with `onInsert`.
  public var canInsertIntoRow: Bool { base.canInsertIntoRow }

  /// Drops items on the row the view is in, as a drag and drop or a paste does: runs the
  /// `onInsert` action with the providers that offer a type it accepts, at the row's offset
  /// (`above`) or the next one (below, the default). Throws when the row has no `onInsert`
  /// or accepts none of the items.
  public func dropItems(_ providers: [NSItemProvider], above: Bool = false) throws {
    try run { try base.insertIntoRow(providers, after: !above) }
  }
}
