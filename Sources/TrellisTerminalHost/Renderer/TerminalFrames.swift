internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// The bytes a terminal needs to show a `HostCore`'s screen, frame after frame: the canvas
/// becomes a terminal screen, and a `ScreenWriter` sends only what changed since the last
/// frame, then puts the cursor at a focused field's caret (or hides it).
///
/// This is the drawing half of the terminal host, kept apart from the session so that tests
/// and the benchmark can see exactly what would be written.
@MainActor
package final class TerminalFrames {
  package let core: HostCore
  private var writer: ScreenWriter
  /// The terminal screen of the last frame, kept so that a frame converts only the cells the
  /// canvas repainted.
  private(set) var screen: TrellisTerminal.Screen?

  init(core: HostCore, colorSupport: ColorSupport) {
    self.core = core
    writer = ScreenWriter(colorSupport: colorSupport)
  }

  /// Draws `core` for a terminal described by `environment` (`TERM`, `COLORTERM`,
  /// `NO_COLOR`), which decides the colours written.
  package convenience init(core: HostCore, environment: [String: String]) {
    self.init(core: core, colorSupport: .detect(environment: environment))
  }

  /// The bytes that bring the terminal from the last frame to the core's current screen,
  /// after any pending update; empty when nothing changed. The first frame clears the
  /// terminal and draws everything.
  package func nextFrame() -> [UInt8] {
    core.update()
    guard let canvas = core.screen else { return [] }
    let widths = core.widths
    let repainted = core.terminalCanvas.takeRepaintedCells()
    if var screen, let repainted, screen.widths == widths,
      screen.columns == canvas.size.width, screen.rows == canvas.size.height,
      repainted.count == screen.rows
    {
      var spans: [_CellSpan] = []
      for (row, columns) in repainted.enumerated() where !columns.isEmpty {
        spans.append(_CellSpan(row: row, columns: columns))
      }
      self.screen = nil  // keeps the screen's cells uniquely referenced while updating
      _CanvasScreen.update(&screen, spans: spans, from: canvas, widths: widths)
      self.screen = screen
      return writer.update(
        to: screen, changingOnly: spans.map { ($0.row, $0.columns) }, cursorPosition: caret)
    }
    let screen = _CanvasScreen.screen(from: canvas, widths: widths)
    self.screen = screen
    return writer.update(to: screen, cursorPosition: caret)
  }

  /// The bytes that clear the terminal and draw the whole screen again, as after a resize or
  /// when something else wrote to the terminal.
  package func redrawAll() -> [UInt8] {
    writer.invalidate()
    return nextFrame()
  }

  /// Forgets what the terminal shows, so that the next frame redraws everything.
  package func invalidate() {
    writer.invalidate()
  }

  /// Where the focused field's caret is, while the terminal has focus; `nil` otherwise (the
  /// cursor is then hidden).
  package var caret: (column: Int, row: Int)? {
    core.caretPosition.map { ($0.x, $0.y) }
  }
}
