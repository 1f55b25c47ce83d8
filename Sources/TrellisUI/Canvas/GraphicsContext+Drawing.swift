import Foundation

extension GraphicsContext {
  /// Fills the inside of `path` (in the current user space) with `shading`.
  ///
  /// - Parameters:
  ///   - path: The outline to fill.
  ///   - shading: What to paint with: a colour, a style, a gradient.
  ///   - style: The fill rule (even-odd or non-zero winding).
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let placed = path.applying(transform)
    record(placed, shading, stroke: nil, isEvenOdd: style.isEOFilled)
  }

  /// Draws the outline of `path` (in the current user space) with `shading`, as `style`
  /// says; its width is scaled with the user space.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var scaled = style
    scaled.lineWidth *= transform.lengthScale
    let placed = path.applying(transform)
    record(placed, shading, stroke: scaled, isEvenOdd: false)
  }

  /// Draws the outline of `path` (in the current user space) with `shading`, `lineWidth`
  /// points wide in the user space.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Records a shape item for `path` (in the canvas's space): stroked in `stroke` when it
  /// has one, else filled.
  private func record(_ path: Path, _ shading: Shading, stroke: StrokeStyle?, isEvenOdd: Bool) {
    guard !path.isEmpty else { return }
    let clips = clipPaths
    // The renderer runs on the main actor, where styles resolve; the context is not
    // isolated to it (as Apple's is not), so it is handed over unchecked.
    nonisolated(unsafe) let context = self
    let item = MainActor.assumeIsolated { () -> _ShapeItem in
      let (color, gradient) = context.paint(shading, over: path.boundingRect)
      let paint: _ShapeItem.Paint =
        if let stroke { .stroke(color, stroke) } else { .fill(color, isEvenOdd: isEvenOdd) }
      var item = _ShapeItem(path: path, paint: paint, clips: clips, gradient: gradient)
      item.blendMode = context.blendMode
      return item
    }
    recorder.record(.shape(item), by: self)
  }
}
