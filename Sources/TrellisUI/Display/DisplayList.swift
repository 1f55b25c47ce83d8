import Foundation

/// What layout produces for a frame: the items to show, in drawing order (parents before
/// children, presented sheets after what they cover, focus marks last in their clip).
package struct _DisplayList: Equatable {
  package var size: CGSize
  package var items: [_DisplayItem]

  package static let empty = _DisplayList(size: .zero, items: [])

  /// What changed from `old` to this list, item by item.
  package func changes(since old: _DisplayList) -> _DisplayListChanges {
    var previous: [_DisplayItemID: _DisplayItem] = [:]
    previous.reserveCapacity(old.items.count)
    for item in old.items { previous[item.id] = item }
    var changes = _DisplayListChanges()
    for item in items {
      if let before = previous.removeValue(forKey: item.id) {
        if before != item { changes.changed.append(item.id) }
      } else {
        changes.added.append(item.id)
      }
    }
    changes.removed = old.items.map(\.id).filter { previous[$0] != nil }
    return changes
  }
}

/// The items added, changed and removed between two display lists.
package struct _DisplayListChanges: Equatable {
  package var added: [_DisplayItemID] = []
  package var changed: [_DisplayItemID] = []
  package var removed: [_DisplayItemID] = []

  package var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}
