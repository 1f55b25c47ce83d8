@_spi(TrellisHost) import TrellisUI

/// Progress views and gauges in cells (see `_TerminalProgressGlyphs`): the filled part of a
/// bar, a spinner or a ring in the tint (else the accent colour), the rest of the bar dim;
/// everything dim when disabled. Without colour (`NO_COLOR`) the blocks still tell the
/// filled part from the track.
extension _TerminalRenderer {
  static func drawProgress(
    _ progress: _ProgressItem, _ control: _ControlItem, in bounds: _CellRect,
    canvas: inout _Canvas
  ) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let fill = fillStyle(control)
    guard progress.isLinear else {
      let glyph =
        progress.fraction.map(_TerminalProgressGlyphs.pie(fraction:))
        ?? _TerminalProgressGlyphs.spinner[progress.phase % _TerminalProgressGlyphs.spinner.count]
      canvas.draw(glyph, x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: fill)
      return
    }
    let track = _Canvas.Style(dim: true)
    canvas.fill(
      _CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1),
      with: _TerminalProgressGlyphs.track, style: track)
    if let fraction = progress.fraction {
      drawFilled(fraction, in: bounds, style: fill, canvas: &canvas)
    } else {
      let block = _TerminalProgressGlyphs.movingBlock(phase: progress.phase, width: bounds.width)
      canvas.fill(
        _CellRect(x: bounds.x + block.start, y: bounds.y, width: block.length, height: 1),
        with: _TerminalProgressGlyphs.full, style: fill)
    }
  }

  static func drawGauge(
    _ gauge: _GaugeItem, _ control: _ControlItem, in bounds: _CellRect, canvas: inout _Canvas
  ) {
    guard bounds.width > 0, bounds.height > 0 else { return }
    let fill = fillStyle(control)
    switch gauge.look {
    case .linearCapacity:
      canvas.fill(
        _CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1),
        with: _TerminalProgressGlyphs.track, style: _Canvas.Style(dim: true))
      drawFilled(gauge.fraction, in: bounds, style: fill, canvas: &canvas)
    case .linear:
      canvas.fill(
        _CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1),
        with: _TerminalProgressGlyphs.line, style: _Canvas.Style(dim: true))
      let x = Int((gauge.fraction * Double(bounds.width - 1)).rounded())
      canvas.draw(_TerminalProgressGlyphs.marker, x: bounds.x + x, y: bounds.y, style: fill)
    case .circularCapacity:
      canvas.draw(
        _TerminalProgressGlyphs.pie(fraction: gauge.fraction), x: bounds.x, y: bounds.y,
        maxWidth: bounds.width, style: fill)
    case .circular:
      canvas.draw(
        _TerminalProgressGlyphs.needle(fraction: gauge.fraction), x: bounds.x, y: bounds.y,
        maxWidth: bounds.width, style: fill)
    }
  }

  /// The style of what is filled: the tint, or the accent colour; dim when disabled.
  private static func fillStyle(_ control: _ControlItem) -> _Canvas.Style {
    var style = _Canvas.Style(dim: !control.isEnabled)
    style.foreground = control.tint ?? .accentColor
    return style
  }

  /// The whole cells of a bar filled to `fraction`, then the block filling part of the next.
  private static func drawFilled(
    _ fraction: Double, in bounds: _CellRect, style: _Canvas.Style, canvas: inout _Canvas
  ) {
    let bar = _TerminalProgressGlyphs.bar(fraction: fraction, width: bounds.width)
    if bar.full > 0 {
      canvas.fill(
        _CellRect(x: bounds.x, y: bounds.y, width: bar.full, height: 1),
        with: _TerminalProgressGlyphs.full, style: style)
    }
    if let partial = bar.partial {
      canvas.draw(partial, x: bounds.x + bar.full, y: bounds.y, style: style)
    }
  }
}
