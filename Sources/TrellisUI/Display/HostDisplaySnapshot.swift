/// A frame's display list as a host outside this package holds it, to ask later which
/// elements changed since (a native host touches only their widgets).
@_spi(TrellisHost) public struct HostDisplaySnapshot {
  let list: _DisplayList

  /// The identities (``HostElement/identity``) of the elements whose display items changed,
  /// came or went from `old` to this frame: every other element's widget shows what it did.
  @_spi(TrellisHost) public func changedIdentities(since old: HostDisplaySnapshot)
    -> Set<ObjectIdentifier>
  {
    let changes = list.changes(since: old.list)
    var identities = Set<ObjectIdentifier>()
    for id in changes.added { identities.insert(id.node) }
    for id in changes.changed { identities.insert(id.node) }
    for id in changes.removed { identities.insert(id.node) }
    return identities
  }
}

extension HostCore {
  /// The display list of the last layout.
  @_spi(TrellisHost) public var displaySnapshot: HostDisplaySnapshot {
    HostDisplaySnapshot(list: displayList)
  }
}
