/// A frame's display list as a host outside this package holds it, to ask later what
/// changed since (a native host touches only the widgets of the elements that did).
@_spi(TrellisHost) public struct HostDisplaySnapshot {
  let list: _DisplayList
  private let index = _ItemsByView()

  init(list: _DisplayList) { self.list = list }

  /// What the view of `identity` (``HostElement/identity``) shows in this frame, in drawing
  /// order, its focus mark aside: what a native host gives that view's widget. Empty for a
  /// view that shows nothing of its own (a stack, padding).
  @_spi(TrellisHost) public func items(of identity: ObjectIdentifier) -> ArraySlice<_DisplayItem> {
    guard let range = index.ranges(of: list)[identity] else { return [] }
    return list.items[range]
  }

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

/// Where each view's items are in a list, worked out the first time a host asks: a view's
/// items are made together, so they are one run of the list.
private final class _ItemsByView {
  private var made: [ObjectIdentifier: Range<Int>]?

  func ranges(of list: _DisplayList) -> [ObjectIdentifier: Range<Int>] {
    if let made { return made }
    var ranges: [ObjectIdentifier: Range<Int>] = [:]
    for (offset, item) in list.items.enumerated() where item.id.part >= 0 {
      let node = item.id.node
      if let range = ranges[node], range.upperBound == offset {
        ranges[node] = range.lowerBound..<offset + 1
      } else if ranges[node] == nil {
        ranges[node] = offset..<offset + 1
      }
    }
    made = ranges
    return ranges
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
