internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// A core's screen in cells: each display list drawn into the cell canvas as soon as it is
/// laid out, at the widths of the core's terminal measurer, and where the focused field's
/// caret went. What `TerminalFrames` writes and the headless host's text read.
///
/// A list that differs from the last one in a few items repaints only the rows those items
/// cover, before and after (see `_CanvasDamage`); the rest of the canvas stays as drawn.
@MainActor
final class _TerminalCanvas: _HostRenderer {
  /// The last screen drawn; `nil` before the first layout.
  private(set) var canvas: _Canvas?
  /// Where the focused field's caret was drawn, if it was.
  private(set) var caret: _CellPoint?
  /// The first character of the focused field's text that the canvas shows.
  private var caretScrollStart: Int?
  /// The list the canvas shows, and the widths it was drawn at.
  private var drawn: (list: _DisplayList, widths: WidthProfile)?
  /// The rows repainted since `takeRepaintedRows()` last asked; `nil` when the whole canvas
  /// was drawn again.
  private var repainted: [Bool]? = nil
  /// The rows the last list repainted, for tests; `nil` when it drew the whole canvas.
  package private(set) var lastRepaint: [Range<Int>]?
  /// How many display lists were drawn, for tests.
  package private(set) var drawCount = 0

  func render(_ list: _DisplayList, for core: HostCore) {
    let scrollStart = draw(list, widths: core.widths)
    // The next layout shows the field's text from where this one did.
    core.fieldCaret?.scrollStart = scrollStart ?? 0
  }

  /// Draws `list` with graphemes measured by `widths`; returns the first character of the
  /// focused field's text that it showed, if it drew the field's caret.
  @discardableResult
  func draw(_ list: _DisplayList, widths: WidthProfile) -> Int? {
    drawCount += 1
    return _DisplayWidth.$widths.withValue(widths) {
      if var canvas, let drawn, drawn.widths == widths, drawn.list.size == list.size,
        let damage = _CanvasDamage.rows(
          from: drawn.list, to: list, renderer: renderer, screenRows: canvas.size.height)
      {
        self.canvas = nil  // keeps the canvas's cells uniquely referenced while repainting
        repaint(damage, of: list, in: &canvas)
        self.canvas = canvas
      } else {
        let (canvas, caret) = renderer.render(list)
        self.canvas = canvas
        self.caret = caret?.position
        caretScrollStart = caret?.scrollStart
        repainted = nil
        lastRepaint = nil
      }
      drawn = (list, widths)
      return caret == nil ? nil : caretScrollStart
    }
  }

  private var renderer: _TerminalRenderer { _TerminalRenderer(grid: .terminal) }

  /// Draws again the rows in `bands`: blanks them, then draws every item of `list` that
  /// reaches them, in order, within them.
  private func repaint(_ bands: [Range<Int>], of list: _DisplayList, in canvas: inout _Canvas) {
    lastRepaint = bands
    guard !bands.isEmpty else { return }
    let renderer = self.renderer
    var newCaret: (position: _CellPoint, scrollStart: Int)?
    let screenRows = canvas.size.height
    list.items.withUnsafeBufferPointer { items in
      // Each item's rows, found once for all the bands (and without copying the items:
      // every one is looked at, few are drawn).
      var rows: [Range<Int>] = []
      rows.reserveCapacity(items.count)
      if let first = items.baseAddress {
        for item in first..<(first + items.count) {
          rows.append(
            renderer.rows(
              frame: item.pointee.frame, clip: item.pointee.clip,
              lines: item.pointee.lineCount, screenRows: screenRows))
        }
      }
      for band in bands {
        canvas.blank(rows: band)
        if repainted != nil { for row in band { repainted![row] = true } }
        for index in items.indices where rows[index].overlaps(band) {
          if let drawn = renderer.draw(items[index], rows: band, canvas: &canvas) {
            newCaret = drawn
          }
        }
      }
    }
    if let newCaret {
      caret = newCaret.position
      caretScrollStart = newCaret.scrollStart
    } else if let old = caret, bands.contains(where: { $0.contains(old.y) }) {
      // The field that showed the caret was drawn again without it, or went.
      caret = nil
      caretScrollStart = nil
    }
  }

  /// The rows repainted since the last call, each `true` when it may have changed; `nil`
  /// when the whole canvas was drawn again. Starts counting afresh.
  func takeRepaintedRows() -> [Bool]? {
    defer { repainted = canvas.map { [Bool](repeating: false, count: $0.size.height) } }
    return repainted
  }
}
