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
}
