/// A frame's display list as a host outside this package holds it, to ask later what
/// changed since (a native host touches only the widgets of the elements that did).
@_spi(TrellisHost) public struct HostDisplaySnapshot {
  let list: _DisplayList

  /// What changed from `old` to this frame.
  @_spi(TrellisHost) public func changes(since old: HostDisplaySnapshot) -> HostDisplayChanges {
    let changes = list.changes(since: old.list)
    var result = HostDisplayChanges()
    let ids = Set(changes.added + changes.changed + changes.removed)
    for id in ids { result.identities.insert(id.node) }
    guard !ids.isEmpty else { return result }
    // Only the items that changed, came or went can have changed a title.
    for items in [list.items, old.list.items] {
      for item in items where ids.contains(item.id) {
        if case .title = item.content { result.titleChanged = true }
      }
    }
    return result
  }

  /// Whether the frame shows a sheet, alert or full-screen cover.
  @_spi(TrellisHost) public var showsPresentation: Bool {
    list.items.contains {
      if case .panel = $0.content { return true }
      return false
    }
  }
}

/// What changed between two frames, as a native host needs it.
@_spi(TrellisHost) public struct HostDisplayChanges {
  /// The identities (``HostElement/identity``) of the elements whose display items changed,
  /// came or went: every other element's widget shows what it did.
  @_spi(TrellisHost) public var identities = Set<ObjectIdentifier>()
  /// Whether a navigation title changed, came or went (the window's title may follow).
  @_spi(TrellisHost) public var titleChanged = false
}

extension HostCore {
  /// The display list of the last layout.
  @_spi(TrellisHost) public var displaySnapshot: HostDisplaySnapshot {
    HostDisplaySnapshot(list: displayList)
  }
}
