import Foundation
@_spi(TrellisHost) import TrellisUI

/// Draws a shape item in cells. A cell is two squares of 8 x 8 points, one above the other,
/// each sampled at its centre: a fill covering both is the cell's background colour (text
/// drawn over it later keeps it), one covering half is `▀` or `▄` in the fill's colour.
/// Rectangles and rounded rectangles are stroked with box-drawing lines (`╭╮╰╯` corners when
/// rounded, `╌` and `╎` sides when dashed); other outlines are drawn as the half cells they
/// pass through, a dashed one along its dashes only. A gradient colours
/// each cell with its colour at the cell's centre (a half block at that half's centre).
struct _ShapeCells {
  let grid: _PixelGrid
  /// The item frame's origin, in points: where the path's origin is on the screen.
  let origin: CGPoint

  func draw(_ item: _ShapeItem, canvas: inout _Canvas) {
    let color = item.color
    guard item.gradient != nil || (color != .clear && color.alpha > 0), !item.path.isEmpty
    else { return }
    let shade = Shade(item: item)
    let clips = item.clips.map(\.polylines)
    switch item.paint {
    case .fill(_, let isEvenOdd):
      fill(item.path, color: shade, isEvenOdd: isEvenOdd, clips: clips, canvas: &canvas)
    case .stroke(_, let style):
      let isDashed = style.dash.contains { $0 > 0 }
      if let box = box(of: item.path) {
        strokeBox(box.rect, rounded: box.rounded, dashed: isDashed, color: shade, canvas: &canvas)
      } else {
        // A negative length counts as zero, as GTK's cairo drawing has it.
        let pattern = style.dash.map { max(0, $0) }
        let outline =
          isDashed ? item.path.dashed(pattern, phase: style.dashPhase) { _ in 12 } : item.path
        stroke(outline, width: style.drawnWidth, color: shade, clips: clips, canvas: &canvas)
      }
    }
  }

  /// The cells the path's bounds touch, within the canvas's clip.
  private func cells(around path: Path, margin: CGFloat, canvas: _Canvas) -> _CellRect {
    let bounds = path.boundingRect.insetBy(dx: -margin, dy: -margin)
      .offsetBy(dx: origin.x, dy: origin.y)
    let cell = grid.pixel
    let left = Int((bounds.minX / cell.width).rounded(.down))
    let top = Int((bounds.minY / cell.height).rounded(.down))
    let right = Int((bounds.maxX / cell.width).rounded(.up))
    let bottom = Int((bounds.maxY / cell.height).rounded(.up))
    return _CellRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
      .intersection(canvas.clip)
  }

  /// The centres of a cell's upper and lower halves, in the path's space.
  private func samples(x: Int, y: Int) -> (upper: CGPoint, lower: CGPoint) {
    let cell = grid.pixel
    let centreX = (CGFloat(x) + 0.5) * cell.width - origin.x
    let top = CGFloat(y) * cell.height - origin.y
    return (
      CGPoint(x: centreX, y: top + cell.height / 4),
      CGPoint(x: centreX, y: top + cell.height * 3 / 4)
    )
  }

  private func fill(
    _ path: Path, color: Shade, isEvenOdd: Bool, clips: [[(points: [CGPoint], isClosed: Bool)]],
    canvas: inout _Canvas
  ) {
    let outline = path.polylines
    func inside(_ point: CGPoint) -> Bool {
      Path.contains(point, in: outline, eoFill: isEvenOdd)
        && clips.allSatisfy { Path.contains(point, in: $0, eoFill: false) }
    }
    let area = cells(around: path, margin: 0, canvas: canvas)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let (upper, lower) = samples(x: x, y: y)
        paint(upper: inside(upper), lower: inside(lower), x: x, y: y, color: color, canvas: &canvas)
      }
    }
  }

  /// Colours a cell's halves: both as its background (blank), one as a half block.
  private func paint(
    upper: Bool, lower: Bool, x: Int, y: Int, color: Shade, canvas: inout _Canvas
  ) {
    let (top, bottom) = samples(x: x, y: y)
    switch (upper, lower) {
    case (true, true):
      var style = _Canvas.Style()
      style.background = color.at(CGPoint(x: top.x, y: (top.y + bottom.y) / 2))
      canvas.paint(" ", x: x, y: y, style: style, keepsBackground: false)
    case (true, false), (false, true):
      var style = _Canvas.Style()
      style.foreground = color.at(upper ? top : bottom)
      canvas.paint(upper ? "▀" : "▄", x: x, y: y, style: style, keepsBackground: true)
    case (false, false):
      break
    }
  }

  private func stroke(
    _ path: Path, width: CGFloat, color: Shade, clips: [[(points: [CGPoint], isClosed: Bool)]],
    canvas: inout _Canvas
  ) {
    let lines = path.polylines
    // Half a sample's diagonal at least: a line between two samples still marks one of them.
    let reach = max(width / 2, grid.pixel.width / 2 * 1.42)
    func onLine(_ point: CGPoint) -> Bool {
      clips.allSatisfy { Path.contains(point, in: $0, eoFill: false) }
        && lines.contains { line in
          Self.distance(from: point, to: line.points, closed: line.isClosed) <= reach
        }
    }
    let area = cells(around: path, margin: reach, canvas: canvas)
    guard area.width > 0, area.height > 0 else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let (upper, lower) = samples(x: x, y: y)
        let marks = (onLine(upper), onLine(lower))
        if marks.0 && marks.1 {
          var style = _Canvas.Style()
          style.foreground = color.at(CGPoint(x: upper.x, y: (upper.y + lower.y) / 2))
          canvas.paint("█", x: x, y: y, style: style, keepsBackground: true)
        } else {
          paint(upper: marks.0, lower: marks.1, x: x, y: y, color: color, canvas: &canvas)
        }
      }
    }
  }

  /// The distance from `point` to the nearest piece of a polyline.
  private static func distance(from point: CGPoint, to points: [CGPoint], closed: Bool) -> CGFloat {
    var nearest = CGFloat.infinity
    let count = closed ? points.count : points.count - 1
    for index in 0..<max(0, count) {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length = dx * dx + dy * dy
      let t =
        length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
      let x = a.x + t * dx - point.x
      let y = a.y + t * dy - point.y
      nearest = min(nearest, (x * x + y * y).squareRoot())
    }
    return nearest
  }

  /// The rectangle of a path that is one rectangle or rounded rectangle, which the terminal
  /// strokes with box-drawing lines.
  private func box(of path: Path) -> (rect: CGRect, rounded: Bool)? {
    guard path.segments.count == 1 else { return nil }
    switch path.segments[0] {
    case .rect(let rect): return (rect, false)
    case .roundedRect(let rect, _): return (rect, true)
    default: return nil
    }
  }

  /// A box along the cells of `rect`'s edges: lines drawn over what is there (keeping a
  /// fill's colour), its inside left as it is. A box one row high is only its ends, `(` and
  /// `)` when rounded, `[` and `]` when not, so that it does not strike through its text.
  private func strokeBox(
    _ rect: CGRect, rounded: Bool, dashed: Bool, color: Shade, canvas: inout _Canvas
  ) {
    let placed = rect.offsetBy(dx: origin.x, dy: origin.y)
    let cell = grid.pixel
    // The cells the outline runs through: the edges' cells, a half-point stroke's included.
    let left = Int((placed.minX / cell.width).rounded(.down))
    let top = Int((placed.minY / cell.height).rounded(.down))
    let right = max(left + 1, Int((placed.maxX / cell.width).rounded(.up)))
    let bottom = max(top + 1, Int((placed.maxY / cell.height).rounded(.up)))
    func put(_ glyph: String, _ x: Int, _ y: Int) {
      let (upper, lower) = samples(x: x, y: y)
      var style = _Canvas.Style()
      style.foreground = color.at(CGPoint(x: upper.x, y: (upper.y + lower.y) / 2))
      canvas.paint(glyph, x: x, y: y, style: style, keepsBackground: true)
    }
    let width = right - left
    let height = bottom - top
    if height == 1 {
      if width == 1 { return put("□", left, top) }
      put(rounded ? "(" : "[", left, top)
      put(rounded ? ")" : "]", right - 1, top)
      return
    }
    let (across, down) = dashed ? ("╌", "╎") : ("─", "│")
    if width == 1 {
      for y in top..<bottom { put(down, left, y) }
      return
    }
    let corners = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
    put(corners[0], left, top)
    put(corners[1], right - 1, top)
    put(corners[2], left, bottom - 1)
    put(corners[3], right - 1, bottom - 1)
    for x in (left + 1)..<(right - 1) {
      put(across, x, top)
      put(across, x, bottom - 1)
    }
    for y in (top + 1)..<(bottom - 1) {
      put(down, left, y)
      put(down, right - 1, y)
    }
  }
}

/// A shape's colour where a cell samples it, in the path's space: one colour, or a
/// gradient's colour at the point.
private struct Shade {
  let item: _ShapeItem

  func at(_ point: CGPoint) -> Color { item.color(at: point) }
}
