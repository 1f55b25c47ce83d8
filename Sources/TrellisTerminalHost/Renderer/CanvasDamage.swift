@_spi(TrellisHost) import TrellisUI

/// The cells of one row to draw again.
struct _CellSpan: Hashable {
  var row: Int
  var columns: Range<Int>
}

/// Which cells of the canvas a new display list changes: in each row, the columns of each
/// item that was added, removed or changed, where it was and where it is. Items keep their
/// identity from frame to frame, and a small change leaves the list in the same order, so the
/// two lists are walked side by side; from the first place their order differs, every item
/// after it counts as changed (what is drawn later covers what is drawn earlier, so a new
/// order may show differently even where nothing else changed). Items that layout says it
/// kept from the old list at the same place are taken as unchanged without comparing them.
///
/// The spans are where the changed items are; the repaint widens each to whole items (see
/// `_TerminalCanvas`), so that no glyph is ever drawn in part.
@MainActor
enum _CanvasDamage {
  /// For each row with damage, top to bottom, the columns to draw again; `nil` when so much
  /// changed that drawing the whole canvas costs no more.
  static func spans(
    from old: _DisplayList, to new: _DisplayList, renderer: _TerminalRenderer,
    screen: _CellSize
  ) -> [_CellSpan]? {
    var damaged = [Range<Int>](repeating: 0..<0, count: screen.height)
    func damage(_ item: _DisplayItem) {
      let columns = renderer.columns(of: item, screenColumns: screen.width)
      guard !columns.isEmpty else { return }
      for row in renderer.rows(of: item, screenRows: screen.height) {
        damaged[row] = damaged[row].covering(columns)
      }
    }
    let before = old.items
    let after = new.items
    if let replaced = new.replacedRuns, new.generation == old.generation + 1, old.generation > 0 {
      // Made from the old list by replacing runs of it: only they, and the focus marks, can
      // differ.
      for run in replaced {
        let (oldRun, newRun) = (before[run.oldItems], after[run.items])
        if oldRun.count == newRun.count,
          zip(oldRun, newRun).allSatisfy({ $0.id == $1.id })
        {
          // The same items in the same order (a state change placed again around an effect
          // or a toggle): only those that differ are drawn again.
          for (old, new) in zip(oldRun, newRun) where old != new {
            damage(old)
            damage(new)
          }
        } else {
          for item in oldRun { damage(item) }
          for item in newRun { damage(item) }
        }
      }
      let oldMark = before.last.flatMap { $0.id.part == _DisplayItemID.focusPart ? $0 : nil }
      let newMark = after.last.flatMap { $0.id.part == _DisplayItemID.focusPart ? $0 : nil }
      if oldMark != newMark {
        if let oldMark { damage(oldMark) }
        if let newMark { damage(newMark) }
      }
      return spans(of: damaged, screen: screen)
    }
    // Items layout kept from the old list where they were are not compared.
    let kept = new.keptSources(from: old)
    var index = 0
    while index < before.count, index < after.count, before[index].id == after[index].id {
      if kept?[index] != index, before[index] != after[index] {
        damage(before[index])
        damage(after[index])
      }
      index += 1
    }
    for item in before[index...] { damage(item) }
    for item in after[index...] { damage(item) }
    return spans(of: damaged, screen: screen)
  }

  /// The rows with damage, as spans; `nil` when so much changed that drawing the whole
  /// canvas costs no more.
  private static func spans(of damaged: [Range<Int>], screen: _CellSize) -> [_CellSpan]? {
    var spans: [_CellSpan] = []
    for (row, columns) in damaged.enumerated() where !columns.isEmpty {
      spans.append(_CellSpan(row: row, columns: columns))
    }
    return spans.count * 4 > screen.height * 3 ? nil : spans
  }
}

extension Range<Int> {
  /// The smallest range holding both (an empty one holds nothing).
  func covering(_ other: Range<Int>) -> Range<Int> {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return Swift.min(lowerBound, other.lowerBound)..<Swift.max(upperBound, other.upperBound)
  }
}
