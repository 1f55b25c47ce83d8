@_spi(TrellisHost) import TrellisUI

extension _TerminalRenderer {
  /// A selected row of a list: its cells filled with the tint (the accent colour unless
  /// `.tint(_:)` set one), drawn before the row's content, whose text keeps it behind.
  static func drawSelectedRow(_ bounds: _CellRect, tint: Color?, canvas: inout _Canvas) {
    var style = _Canvas.Style()
    style.background = tint ?? .accentColor
    canvas.fill(bounds, with: " ", style: style)
  }
}
