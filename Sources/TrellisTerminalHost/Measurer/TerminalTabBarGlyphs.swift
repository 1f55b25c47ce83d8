@_spi(TrellisHost) import TrellisUI

/// How the terminal draws a tab view's bar, in cells: each tab as ` ⌂ Home (3) ` (its
/// symbol's glyph, its title, its badge), `│` between tabs, then a dim rule to the end of
/// the row.
enum _TerminalTabBarGlyphs {
  static let separator = "│"
  static let rule: Character = "─"

  /// The parts of a tab's cell: its symbol and title, and its badge.
  static func parts(of tab: _MeasuredTabBar.Tab) -> (label: String, badge: String?) {
    let label = [tab.glyph, tab.title.isEmpty ? nil : tab.title].compactMap { $0 }
      .joined(separator: " ")
    return (" " + label, tab.badge.map { " (" + $0 + ")" })
  }

  /// The columns of each tab's cell, from the bar's first column: separators between them.
  static func tabColumns(_ bar: _MeasuredTabBar) -> [Range<Int>] {
    var x = 0
    var ranges: [Range<Int>] = []
    for tab in bar.tabs {
      let (label, badge) = parts(of: tab)
      let width = _DisplayWidth.of(label) + _DisplayWidth.of(badge ?? "") + 1
      ranges.append(x..<(x + width))
      x += width + _DisplayWidth.of(separator)
    }
    return ranges
  }

  /// The columns and rows the tabs take (the rule fills what the bar is given beyond them).
  static func size(of bar: _MeasuredTabBar) -> (columns: Int, rows: Int) {
    (tabColumns(bar).last?.upperBound ?? 0, 1)
  }
}
