import Foundation
@_spi(TrellisHost) import TrellisUI

/// The terminal's approximation of render effects. Cells cannot be half transparent, scaled
/// or turned, so:
/// - an opacity of 0 (or a scale of 0) draws nothing; below one half, what the item draws is
///   dim, and a fill is drawn as a light shade (`░`) in its colour over what is behind;
/// - the colour filters change the colours the item draws (named colours become true
///   colour);
/// - a scale or rotation moves a shape's outline (which is drawn in cells as it lands) and
///   moves other items (text, controls) so that their centre is where the transform puts it:
///   text keeps its size and cannot turn; mirrored left to right, text reads backwards and
///   its arrows and brackets point the other way (`_MirroredCells`);
/// - a shape's shadow is drawn first (after it for a canvas's `.shadowAbove`, alone for
///   `.shadowOnly`), as dim shade where it falls; a blur draws dim.
extension _TerminalRenderer {
  /// Draws `item` under `effects`; returns where a focused field drew its caret.
  func draw(
    _ item: _DisplayItem, under effects: HostEffects, within area: _CellRect?,
    canvas: inout _Canvas
  ) -> (position: _CellPoint, scrollStart: Int)? {
    guard effects.isVisible, !effects.isFlattened else { return nil }
    let moved = effects.isTransformed ? Self.moved(item, by: effects.transform) : item
    drawShadows(of: moved, effects, above: false, within: area, canvas: &canvas)
    // A canvas's `.shadowOnly` shadow leaves its drawing out.
    guard effects.drawsContent else {
      drawShadows(of: moved, effects, above: true, within: area, canvas: &canvas)
      return nil
    }
    defer { drawShadows(of: moved, effects, above: true, within: area, canvas: &canvas) }
    let region = self.region(of: moved, within: area)
    let before = canvas.cells(in: region)
    var plain = moved
    plain.effects = nil
    let caret = drawContent(of: plain, within: area, canvas: &canvas)
    let isFaint = effects.opacity < 0.5 || effects.blurRadius > 0
    canvas.rework(region, changedFrom: before) { cell, old in
      if !effects.colorFilters.isEmpty {
        cell.style.foreground = cell.style.foreground.map(effects.filtered)
        // A fill under text drawn now is the item's; one it only kept is what was behind.
        if cell.style.background != old.style.background {
          cell.style.background = cell.style.background.map(effects.filtered)
        }
      }
      if isFaint { Self.fade(&cell, over: old) }
    }
    return caret
  }

  /// The cells `item` may draw in, within its clip and `area`.
  private func region(of item: _DisplayItem, within area: _CellRect?) -> _CellRect {
    var region = grid.cells(item.drawnFrame).intersection(grid.cells(item.clip))
    // Text may run a line or so past its frame's width as cells round it.
    region = _CellRect(
      x: region.x - 1, y: region.y, width: region.width + 2,
      height: max(region.height, item.lineCount))
    if let area { region = region.intersection(area) }
    return region
  }

  /// Draws a cell faint: its text dim, and a fill it drew (a new background on a blank
  /// cell) as a light shade in the fill's colour over what was behind.
  private static func fade(_ cell: inout _Canvas.Cell, over old: _Canvas.Cell) {
    if cell.grapheme == " ", let fill = cell.style.background,
      fill != old.style.background
    {
      cell.grapheme = "░"
      cell.style.foreground = fill
      cell.style.background = old.style.background
    }
    cell.style.dim = true
  }

  /// Draws the shadows of `item` (a shape) that go under it, or over it (`.shadowAbove`).
  /// An inverted shadow (`.invertsAlpha`) would cover every cell around the shape, so the
  /// terminal leaves it out.
  private func drawShadows(
    of item: _DisplayItem, _ effects: HostEffects, above: Bool, within area: _CellRect?,
    canvas: inout _Canvas
  ) {
    guard case .shape(let shape) = item.content else { return }
    for shadow in effects.shadows where shadow.isAbove == above && !shadow.invertsAlpha {
      drawShadow(
        of: shape, item: item, shadow, opacity: effects.opacity, within: area, canvas: &canvas)
    }
  }

  /// Draws `shape`'s shadow: its outline moved by the shadow's offset, faint, in the
  /// shadow's colour.
  private func drawShadow(
    of shape: _ShapeItem, item: _DisplayItem, _ shadow: HostShadow, opacity: Double,
    within area: _CellRect?, canvas: inout _Canvas
  ) {
    var cast = shape
    let color = shadow.color.opacity(1)
    cast.paint =
      switch shape.paint {
      case .fill(_, let isEvenOdd): .fill(color, isEvenOdd: isEvenOdd)
      case .stroke(_, let style): .stroke(color, style)
      }
    cast.gradient = nil
    var shadowItem = item
    shadowItem.frame = item.frame.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
    shadowItem.content = .shape(cast)
    shadowItem.effects = nil
    let region = self.region(of: shadowItem, within: area)
    let before = canvas.cells(in: region)
    _ = drawContent(of: shadowItem, within: area, canvas: &canvas)
    canvas.rework(region, changedFrom: before) { cell, old in Self.fade(&cell, over: old) }
  }

  /// `item` drawn where `transform` (in the window's points) puts it: a shape's outline and
  /// clips moved point by point; anything else moved whole, its centre to where the
  /// transform takes it.
  static func moved(_ item: _DisplayItem, by transform: CGAffineTransform) -> _DisplayItem {
    var moved = item
    let origin = item.frame.origin
    // The transform in the item's own space, whose origin is the frame's.
    let local = CGAffineTransform(translationX: origin.x, y: origin.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    if case .shape(var shape) = item.content {
      shape.path = shape.path.applying(local)
      shape.clips = shape.clips.map { $0.applying(local) }
      if case .stroke(let color, var style) = shape.paint {
        // A stroke scales with its outline.
        let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
        style.lineWidth *= scale
        shape.paint = .stroke(color, style)
      }
      moved.content = .shape(shape)
    } else {
      let centre = CGPoint(x: item.frame.midX, y: item.frame.midY)
      let target = centre.applying(transform)
      moved.frame = item.frame.offsetBy(dx: target.x - centre.x, dy: target.y - centre.y)
      if transform.a < 0, transform.d > 0 { moved.content = _MirroredCells.mirrored(item.content) }
    }
    return moved
  }
}
