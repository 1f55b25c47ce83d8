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

extension _TerminalRenderer {
  /// A list row's own background (`listRowBackground(_:)`): its cells filled with the
  /// colour, drawn before the row's content (whose text keeps it behind) and before a
  /// selected row's highlight, which covers it. A clear colour leaves the cells as they are.
  static func drawRowBackground(_ bounds: _CellRect, color: Color, canvas: inout _Canvas) {
    guard color != .clear else { return }
    var style = _Canvas.Style()
    style.background = color
    canvas.fill(bounds, with: " ", style: style)
  }
}
