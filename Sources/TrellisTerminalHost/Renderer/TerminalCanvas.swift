internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// A core's screen in cells: each display list drawn into the cell canvas as soon as it is
/// laid out, at the widths of the core's terminal measurer, and where the focused field's
/// caret went. What `TerminalFrames` writes and the headless host's text read.
@MainActor
final class _TerminalCanvas: _HostRenderer {
  /// The last screen drawn; `nil` before the first layout.
  private(set) var canvas: _Canvas?
  /// Where the focused field's caret was drawn, if it was.
  private(set) var caret: _CellPoint?

  func render(_ list: _DisplayList, for core: HostCore) {
    let scrollStart = draw(list, widths: core.widths)
    // The next layout shows the field's text from where this one did.
    core.fieldCaret?.scrollStart = scrollStart ?? 0
  }

  /// Draws `list` with graphemes measured by `widths`; returns the first character of the
  /// focused field's text that it showed, if it drew the field's caret.
  @discardableResult
  func draw(_ list: _DisplayList, widths: WidthProfile) -> Int? {
    let (canvas, caret) = _DisplayWidth.$widths.withValue(widths) {
      _TerminalRenderer(grid: .terminal).render(list)
    }
    self.canvas = canvas
    self.caret = caret?.position
    return caret?.scrollStart
  }
}
