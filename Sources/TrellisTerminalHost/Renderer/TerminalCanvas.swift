internal import TrellisTerminal
@_spi(TrellisHost) import TrellisUI

/// A core's screen in cells: each display list drawn into the cell canvas as soon as it is
/// laid out, at the widths of the core's terminal measurer, and where the focused field's
/// caret went. What `TerminalFrames` writes and the headless host's text read.
///
/// A list that differs from the last one in a few items repaints only the cells those items
/// cover, before and after, widened to whole items (see `_CanvasDamage`); the rest of the
/// canvas stays as drawn.
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
  /// The columns of each row repainted since `takeRepaintedCells()` last asked (empty for a
  /// row left as it was); `nil` when the whole canvas was drawn again.
  private var repainted: [Range<Int>]? = nil
  /// The cells the last list repainted, for tests; `nil` when it drew the whole canvas.
  private(set) var lastRepaint: [_CellSpan]?
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
        let damage = _CanvasDamage.spans(
          from: drawn.list, to: list, renderer: renderer, screen: canvas.size)
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

  /// Draws again the cells of `spans`, each widened to the whole of every item it reaches
  /// (so that no glyph is drawn in part: a wide CJK or emoji cell pair, a Devanagari
  /// cluster): blanks them, then draws every item that reaches them, in order, within them.
  private func repaint(_ spans: [_CellSpan], of list: _DisplayList, in canvas: inout _Canvas) {
    var painted: [_CellSpan] = []
    defer { lastRepaint = painted }
    guard !spans.isEmpty else { return }
    let renderer = self.renderer
    var newCaret: (position: _CellPoint, scrollStart: Int)?
    let screen = canvas.size
    // The spans' rows in points, a row wider each way than rounding to cells can move an
    // edge: an item outside them reaches none of the spans.
    let cell = renderer.grid.pixel.height
    let bandTop = CGFloat(spans.map(\.row).min()! - 1) * cell
    let bandBottom = CGFloat(spans.map(\.row).max()! + 2) * cell
    list.items.withUnsafeBufferPointer { items in
      // Each item's rows, found once for all the spans (and without copying the items:
      // every one is looked at, few are drawn), exactly only for those near the spans.
      var rows: [Range<Int>] = []
      rows.reserveCapacity(items.count)
      if let first = items.baseAddress {
        for item in first..<(first + items.count) {
          // Its top, and its clip's; not its bottom, as text may run past it (`lines`).
          let frame = _DisplayItem.drawnFrame(at: item)
          let clip = item.pointee.clip
          guard frame.minY <= bandBottom, clip.minY <= bandBottom, clip.maxY >= bandTop else {
            rows.append(0..<0)
            continue
          }
          rows.append(
            renderer.rows(
              frame: frame, clip: clip, lines: item.pointee.lineCount, screenRows: screen.height))
        }
      }
      var reaching: [(index: Int, columns: Range<Int>)] = []
      for span in spans {
        reaching.removeAll(keepingCapacity: true)
        for index in items.indices where rows[index].contains(span.row) {
          let columns = renderer.columns(of: items[index], screenColumns: screen.width)
          if !columns.isEmpty { reaching.append((index, columns)) }
        }
        // Items drawn over one another widen the span in turn, until it cuts none.
        var columns = span.columns
        var widened = true
        while widened {
          widened = false
          for item in reaching where item.columns.overlaps(columns) {
            let wider = columns.covering(item.columns)
            if wider != columns {
              columns = wider
              widened = true
            }
          }
        }
        // Copied out, so that the canvas's cells stay uniquely referenced as they are drawn.
        let before = repainted == nil ? [] : Array(canvas.cells(row: span.row, columns: columns))
        canvas.blank(row: span.row, columns: columns)
        let area = _CellRect(x: columns.lowerBound, y: span.row, width: columns.count, height: 1)
        for item in reaching where item.columns.overlaps(columns) {
          if let drawn = renderer.draw(items[item.index], within: area, canvas: &canvas) {
            newCaret = drawn
          }
        }
        // The terminal's screen is brought up to date only where the cells changed: a typed
        // character redraws its field, but changes a cell or two of it.
        if repainted != nil {
          let changed = canvas.changedColumns(row: span.row, columns: columns, before: before)
          repainted![span.row] = repainted![span.row].covering(changed)
        }
        painted.append(_CellSpan(row: span.row, columns: columns))
      }
    }
    if let newCaret {
      caret = newCaret.position
      caretScrollStart = newCaret.scrollStart
    } else if let old = caret,
      painted.contains(where: { $0.row == old.y && $0.columns.contains(old.x) })
    {
      // The field that showed the caret was drawn again without it, or went.
      caret = nil
      caretScrollStart = nil
    }
  }

  /// The columns of each row repainted since the last call, empty where nothing may have
  /// changed; `nil` when the whole canvas was drawn again. Starts counting afresh.
  func takeRepaintedCells() -> [Range<Int>]? {
    defer { repainted = canvas.map { [Range<Int>](repeating: 0..<0, count: $0.size.height) } }
    return repainted
  }
}
