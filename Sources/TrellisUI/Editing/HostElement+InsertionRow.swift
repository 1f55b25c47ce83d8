extension HostElement {
  /// The row of a `ForEach` with `onInsert` the element is in, by identity, or `nil` outside
  /// one. The elements of one row share it: a host that places a drop by where it lands on a
  /// row takes the row's extent as what they cover together.
  @_spi(TrellisHost) public var insertionRow: ObjectIdentifier? {
    guard let row = _RowActions(node), row.canInsert else { return nil }
    return ObjectIdentifier(row.row)
  }
}
