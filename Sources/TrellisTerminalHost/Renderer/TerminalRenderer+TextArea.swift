@_spi(TrellisHost) import TrellisUI

extension _TerminalRenderer {
  /// A vertical field (each row in brackets, underlined while focused) or an editor (plain
  /// cells): its text wrapped at its width in its style, scrolled to keep the caret's line
  /// in view; the placeholder dimmed while the text is empty.
  /// - Returns: Where the caret was drawn, with the first line shown.
  static func drawTextArea(
    _ area: _TextAreaItem, _ control: _ControlItem, in bounds: _CellRect, canvas: inout _Canvas
  ) -> (position: _CellPoint, scrollStart: Int)? {
    let framed = !area.isEditor
    guard bounds.height > 0, bounds.width >= (framed ? 3 : 1) else { return nil }
    let left = bounds.x + (framed ? 1 : 0)
    let inner = bounds.width - (framed ? 2 : 0)
    if framed {
      var frame = _Canvas.Style(dim: !control.isEnabled)
      if control.isFocused { frame.bold = true }
      for y in bounds.y..<bounds.maxY {
        canvas.draw("[", x: bounds.x, y: y, style: frame)
        canvas.draw("]", x: bounds.maxX - 1, y: y, style: frame)
      }
    }
    var style = Self.style(area.style)
    if !control.isEnabled { style.dim = true }
    let shown = area.text.isEmpty ? area.placeholder : area.text
    if area.text.isEmpty { style.dim = true }
    let characters = Array(shown)
    let lines = _TextAreaLines(characters, columns: inner)
    let caret = area.caret.map { area.text.isEmpty ? 0 : min(characters.count, $0.offset) }
    let caretLine = caret.map { lines.line(of: $0) } ?? 0
    let first = lines.firstShown(
      caretLine: caretLine, rows: bounds.height, previous: area.caret?.scrollStart ?? 0)
    for row in 0..<bounds.height where first + row < lines.count {
      let line = lines.lines[first + row]
      canvas.draw(
        String(characters[line.start..<line.end]), x: left, y: bounds.y + row, maxWidth: inner,
        style: style)
    }
    if framed && control.isFocused {
      canvas.restyle(_CellRect(x: left, y: bounds.y, width: inner, height: bounds.height)) {
        $0.underline = true
      }
    }
    guard let caret else { return nil }
    let point = _CellPoint(
      x: left + (area.text.isEmpty ? 0 : lines.column(of: caret)), y: bounds.y + caretLine - first)
    return canvas.clip.contains(point) ? (point, first) : nil
  }
}
