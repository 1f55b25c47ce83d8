import Foundation

/// What layout produces for a frame: the items to show, in drawing order (parents before
/// children, presented sheets after what they cover, focus marks last in their clip).
package struct _DisplayList: Equatable {
  package var size: CGSize
  package var items: [_DisplayItem]
  /// Which of its graph's display lists this is, counting from 1; 0 for a list not made by
  /// layout.
  package var generation = 0
  /// Runs of `items` that layout took unchanged from the list made just before this one
  /// (generation `generation - 1`): subtrees kept as they were placed and drawn.
  package var keptRuns: [_KeptRun] = []
  /// When layout made this list from the one just before it by placing some subtrees again
  /// (LayoutEngine+Local.swift), the runs of items it replaced, focus marks aside: every
  /// other item is the one before's, in the same order. `nil` for a list made otherwise.
  package var replacedRuns: [_ReplacedRun]?

  package init(size: CGSize, items: [_DisplayItem]) {
    self.size = size
    self.items = items
  }

  package static let empty = _DisplayList(size: .zero, items: [])

  /// Two lists are equal when they show the same items at the same size, however made.
  package static func == (lhs: _DisplayList, rhs: _DisplayList) -> Bool {
    lhs.size == rhs.size && lhs.items == rhs.items
  }

  /// For each item, the index of the item of `old` it is known to equal without comparing
  /// them (it was kept from `old` by layout), or -1; `nil` when `old` is not the list made
  /// just before this one, or nothing was kept.
  package func keptSources(from old: _DisplayList) -> [Int]? {
    guard generation > 1, old.generation == generation - 1, !keptRuns.isEmpty else {
      return nil
    }
    var sources = [Int](repeating: -1, count: items.count)
    for run in keptRuns {
      for offset in 0..<run.count { sources[run.start + offset] = run.oldStart + offset }
    }
    return sources
  }

  /// What changed from `old` to this list, item by item. Items layout kept from `old` are
  /// not compared; the rest are matched by identity.
  package func changes(since old: _DisplayList) -> _DisplayListChanges {
    let sources = keptSources(from: old)
    var oldKept = [Bool](repeating: false, count: sources == nil ? 0 : old.items.count)
    if let sources { for source in sources where source >= 0 { oldKept[source] = true } }
    var previous: [_DisplayItemID: _DisplayItem] = [:]
    for (index, item) in old.items.enumerated() where oldKept.isEmpty || !oldKept[index] {
      previous[item.id] = item
    }
    var changes = _DisplayListChanges()
    for (index, item) in items.enumerated() {
      if let sources, sources[index] >= 0 { continue }
      if let before = previous.removeValue(forKey: item.id) {
        if before != item { changes.changed.append(item.id) }
      } else {
        changes.added.append(item.id)
      }
    }
    for (index, item) in old.items.enumerated() where oldKept.isEmpty || !oldKept[index] {
      if previous[item.id] != nil { changes.removed.append(item.id) }
    }
    return changes
  }
}

/// A run of a display list's items made in place of a run of the list before it.
package struct _ReplacedRun: Equatable {
  /// Where the run is in the list, and where the one it replaced was in the list before.
  package var items: Range<Int>
  package var oldItems: Range<Int>
}

/// A run of a display list's items that equal, one for one, a run of the list before it.
package struct _KeptRun: Equatable {
  /// Where the run starts in the list, and where it was in the list before.
  package var start: Int
  package var oldStart: Int
  package var count: Int
}

extension [_KeptRun] {
  /// Adds a run of `count` items at `start` that were at `oldStart` in the list before,
  /// joining it to the last run when both lists hold them right after it.
  package mutating func appendRun(start: Int, oldStart: Int, count: Int) {
    guard count > 0 else { return }
    if let last = self.last, last.start + last.count == start,
      last.oldStart + last.count == oldStart
    {
      self[self.count - 1].count += count
    } else {
      append(_KeptRun(start: start, oldStart: oldStart, count: count))
    }
  }
}

/// The items added, changed and removed between two display lists.
package struct _DisplayListChanges: Equatable {
  package var added: [_DisplayItemID] = []
  package var changed: [_DisplayItemID] = []
  package var removed: [_DisplayItemID] = []

  package var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}
