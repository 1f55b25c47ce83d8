@_spi(TrellisHost) import TrellisUI

/// How the terminal draws a menu, in cells: its button as `[ Title ▾ ]` (the label alone
/// with `▾` for `.borderlessButton`), and its open list as a box of items below it, each open
/// submenu in a box of its own beside the item that opened it:
///
/// ```
/// ┌─────────────┐
/// │   Rename    │
/// │   Copy    ▸ │┌───────────┐
/// ├─────────────┤│   As Text │
/// │   Delete    ││   As Link │
/// └─────────────┘└───────────┘
/// ```
enum _TerminalMenuGlyphs {
  /// The glyphs around a menu button's label.
  static func decoration(of look: _MenuLook) -> (prefix: String, suffix: String) {
    switch look.style {
    case .button: return ("[ ", look.showsIndicator ? " ▾ ]" : " ]")
    case .borderless: return ("", look.showsIndicator ? " ▾" : "")
    }
  }

  /// Before an item's title: a tick for a toggle that is on.
  static func prefix(of entry: _MenuEntry) -> String {
    if case .toggle(true) = entry.kind { return " ✓ " }
    return "   "
  }

  /// After a submenu's title.
  static let submenuMarker = " ▸"

  /// One open level placed in the list's cells: its box's corner, its width and its items.
  struct Level {
    var x: Int
    var y: Int
    var width: Int
    var entries: [_MenuEntry]
    var highlighted: Int
    var height: Int { entries.count + 2 }
  }

  /// The open levels in cells from the list's top leading corner: each submenu's box to the
  /// right of its parent's, its first item level with the item that opened it.
  static func levels(of list: _MenuListItem) -> [Level] {
    var placed: [Level] = []
    var x = 0
    var y = 0
    for level in list.levels {
      if let parent = placed.last {
        x = parent.x + parent.width
        y = parent.y + level.openedAt
      }
      let width = boxWidth(level.entries)
      placed.append(
        Level(x: x, y: y, width: width, entries: level.entries, highlighted: level.highlighted))
    }
    return placed
  }

  /// A level's box: borders, the tick column, the widest title, a submenu's marker, the
  /// widest shortcut (two cells after the titles).
  static func boxWidth(_ entries: [_MenuEntry]) -> Int {
    let widest = entries.map { _DisplayWidth.of($0.title) }.max() ?? 0
    let marker = entries.contains { $0.isSubmenu } ? _DisplayWidth.of(submenuMarker) : 0
    let keys = entries.compactMap { $0.shortcut.map { _DisplayWidth.of(shortcutLabel($0)) } }
    return 2 + 3 + widest + marker + 1 + (keys.max().map { $0 + 2 } ?? 0)
  }

  /// How a command's shortcut reads at the right of its item: `Ctrl+S`.
  static func shortcutLabel(_ shortcut: KeyboardShortcut) -> String {
    _CommandShortcut.label(shortcut)
  }

  /// The columns and rows the open list takes.
  static func size(of list: _MenuListItem) -> (columns: Int, rows: Int) {
    let placed = levels(of: list)
    let columns = placed.map { $0.x + $0.width }.max() ?? 0
    let rows = placed.map { $0.y + $0.height }.max() ?? 0
    return (columns, rows)
  }

  /// The path of the item at `column` and `row` (from the list's corner): the deepest open
  /// level's box first, as it is drawn over the others. `nil` off the items.
  static func path(at column: Int, row: Int, in list: _MenuListItem) -> [Int]? {
    let placed = levels(of: list)
    for (depth, level) in placed.enumerated().reversed() {
      guard column >= level.x, column < level.x + level.width, row >= level.y,
        row < level.y + level.height
      else { continue }
      let index = row - level.y - 1
      guard level.entries.indices.contains(index) else { return nil }
      return Array(list.path.prefix(depth)) + [index]
    }
    return nil
  }
}

extension _MenuEntry {
  var isSubmenu: Bool {
    if case .submenu = kind { return true }
    return false
  }
}
