@_spi(TrellisHost) import TrellisUI

/// A tab view's bar in cells (see `_TerminalTabBarGlyphs`): the selected tab in reverse
/// video, the tab the keyboard is on underlined while the bar has focus, badges in red.
extension _TerminalRenderer {
  static func drawTabBar(
    _ bar: _TabBarItem, _ control: _ControlItem, in bounds: _CellRect, canvas: inout _Canvas
  ) {
    guard bounds.height > 0 else { return }
    let base = _Canvas.Style(dim: !control.isEnabled)
    let measured = _MeasuredTabBar(
      tabs: bar.tabs.map {
        _MeasuredTabBar.Tab(title: $0.title, glyph: $0.glyph, icon: $0.icon, badge: $0.badge)
      })
    let columns = _TerminalTabBarGlyphs.tabColumns(measured)
    var end = bounds.x
    for (index, tab) in measured.tabs.enumerated() {
      let range = columns[index]
      let x = bounds.x + range.lowerBound
      guard x < bounds.maxX else { break }
      var style = base
      if index == bar.selected {
        style.inverse = true
        style.bold = true
      }
      if control.isFocused, index == bar.highlighted {
        style.underline = true
        style.bold = true
      }
      if let tint = control.tint, index == bar.selected { style.foreground = tint }
      let (label, badge) = _TerminalTabBarGlyphs.parts(of: tab)
      var written = canvas.draw(
        label, x: x, y: bounds.y, maxWidth: max(0, bounds.maxX - x), style: style)
      if let badge {
        var badgeStyle = style
        if index != bar.selected { badgeStyle.foreground = .red }
        written += canvas.draw(
          badge, x: x + written, y: bounds.y, maxWidth: max(0, bounds.maxX - x - written),
          style: badgeStyle)
      }
      canvas.draw(
        " ", x: x + written, y: bounds.y, maxWidth: max(0, bounds.maxX - x - written),
        style: style)
      end = bounds.x + range.upperBound
      if index < measured.tabs.count - 1, end < bounds.maxX {
        canvas.draw(
          _TerminalTabBarGlyphs.separator, x: end, y: bounds.y, style: _Canvas.Style(dim: true))
        end += 1
      }
    }
    if end < bounds.maxX {
      canvas.fill(
        _CellRect(x: end, y: bounds.y, width: bounds.maxX - end, height: 1),
        with: _TerminalTabBarGlyphs.rule, style: _Canvas.Style(dim: true))
    }
  }
}
