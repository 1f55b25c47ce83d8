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
    return writer.update(
      to: _CanvasScreen.screen(from: canvas, widths: core.widths), cursorPosition: caret)
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
