import Foundation
@_spi(TrellisHost) import TrellisUI

extension _TerminalRenderer {
  /// Colours each glyph cell of the runs with a gradient `foregroundStyle` with the gradient's
  /// colour at the cell's centre, the gradient spanning the whole text's `frame`.
  func shadeGradients(
    of lines: [[_StyledRun]], _ alignment: TextAlignment, in bounds: _CellRect, frame: CGRect,
    canvas: inout _Canvas
  ) {
    guard lines.contains(where: { $0.contains { $0.style.gradient != nil } }) else { return }
    let cell = grid.pixel
    let space = CGRect(origin: .zero, size: frame.size)
    for (row, line) in lines.enumerated() {
      // The same columns `draw` put the runs in.
      var x = bounds.x
      if alignment != .leading {
        let spare = bounds.width - line.reduce(0) { $0 + _DisplayWidth.of($1.string) }
        x += max(0, alignment == .center ? spare / 2 : spare)
      }
      let y = bounds.y + row
      for run in line {
        let width = min(_DisplayWidth.of(run.string), max(0, bounds.maxX - x))
        if let paint = run.style.gradient, width > 0 {
          let gradient = paint.resolved(in: space)
          for column in x..<(x + width) {
            let centre = CGPoint(
              x: (CGFloat(column) + 0.5) * cell.width - frame.minX,
              y: (CGFloat(y) + 0.5) * cell.height - frame.minY)
            let color = gradient.color(at: centre)
            canvas.restyle(_CellRect(x: column, y: y, width: 1, height: 1)) {
              $0.foreground = color
            }
          }
        }
        x += width
      }
    }
  }
}
