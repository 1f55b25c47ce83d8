@_spi(TrellisHost) import TrellisUI

/// Which rows of the canvas a new display list changes: those of each item that was added,
/// removed or changed, where it was and where it is. Items keep their identity from frame to
/// frame, and a small change leaves the list in the same order, so the two lists are walked
/// side by side; from the first place their order differs, every item after it counts as
/// changed (what is drawn later covers what is drawn earlier, so a new order may show
/// differently even where nothing else changed). Items that layout says it kept from the old
/// list at the same place are taken as unchanged without comparing them.
@MainActor
enum _CanvasDamage {
  /// The bands of rows to draw again, top to bottom; `nil` when so much changed that
  /// drawing the whole canvas costs no more.
  static func rows(
    from old: _DisplayList, to new: _DisplayList, renderer: _TerminalRenderer, screenRows: Int
  ) -> [Range<Int>]? {
    var damaged = [Bool](repeating: false, count: screenRows)
    func damage(_ item: _DisplayItem) {
      for row in renderer.rows(of: item, screenRows: screenRows) { damaged[row] = true }
    }
    let before = old.items
    let after = new.items
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
    var bands: [Range<Int>] = []
    var count = 0
    var start: Int?
    for row in 0...screenRows {
      let isDamaged = row < screenRows && damaged[row]
      if isDamaged {
        count += 1
        if start == nil { start = row }
      } else if let first = start {
        bands.append(first..<row)
        start = nil
      }
    }
    return count * 4 > screenRows * 3 ? nil : bands
  }
}
