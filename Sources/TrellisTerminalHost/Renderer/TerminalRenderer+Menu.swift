@_spi(TrellisHost) import TrellisUI

/// A menu's open list in cells (see `_TerminalMenuGlyphs`): a box for each open level, the
/// item the keyboard is on in reverse video, disabled items dim, destructive ones red.
extension _TerminalRenderer {
  static func drawMenuList(_ list: _MenuListItem, in bounds: _CellRect, canvas: inout _Canvas) {
    for level in _TerminalMenuGlyphs.levels(of: list) {
      let box = _CellRect(
        x: bounds.x + level.x, y: bounds.y + level.y, width: level.width, height: level.height)
      drawMenuLevel(level, in: box, canvas: &canvas)
    }
  }

  private static func drawMenuLevel(
    _ level: _TerminalMenuGlyphs.Level, in box: _CellRect, canvas: inout _Canvas
  ) {
    // What is behind the list does not show through it.
    canvas.fill(box, with: " ", style: _Canvas.Style())
    drawPanel(box, hasBorder: true, canvas: &canvas)
    let inner = box.width - 2
    for (index, entry) in level.entries.enumerated() {
      let y = box.y + 1 + index
      if entry.kind == .separator {
        let rule = "├" + String(repeating: "─", count: inner) + "┤"
        canvas.draw(rule, x: box.x, y: y, style: _Canvas.Style(dim: true))
        continue
      }
      var style = _Canvas.Style(dim: !entry.isEnabled && entry.kind != .header)
      if entry.kind == .header { style.bold = true }
      if entry.isDestructive { style.foreground = .red }
      if index == level.highlighted { style.inverse = true }
      let row = _CellRect(x: box.x + 1, y: y, width: inner, height: 1)
      canvas.fill(row, with: " ", style: style)
      let prefix = entry.kind == .header ? " " : _TerminalMenuGlyphs.prefix(of: entry)
      let width = canvas.draw(prefix, x: row.x, y: y, maxWidth: inner, style: style)
      let marker = entry.isSubmenu ? _TerminalMenuGlyphs.submenuMarker : ""
      let markerWidth = _DisplayWidth.of(marker)
      canvas.draw(
        entry.title, x: row.x + width, y: y, maxWidth: max(0, inner - width - markerWidth - 1),
        style: style)
      if !marker.isEmpty {
        canvas.draw(marker, x: row.maxX - markerWidth - 1, y: y, style: style)
      }
      if let shortcut = entry.shortcut {
        let label = _TerminalMenuGlyphs.shortcutLabel(shortcut)
        canvas.draw(label, x: row.maxX - _DisplayWidth.of(label) - 1, y: y, style: style)
      }
    }
  }
}
