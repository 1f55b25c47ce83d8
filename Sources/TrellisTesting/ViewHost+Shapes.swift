import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost {
  /// A path the screen shows filled or stroked: a shape, a colour used as a view, a
  /// background, an overlay, a border.
  public struct DrawnShape: Equatable {
    /// Where it is drawn, in points.
    public var frame: CGRect
    /// The part of the screen it may be drawn in (a scroll view's viewport, a clip shape's
    /// bounds).
    public var clip: CGRect
    /// Its outline, in the frame's space (its origin at the frame's origin).
    public var path: Path
    /// The colour it is filled with, if it is filled.
    public var fill: Color?
    /// The colour its outline is drawn in, if it is stroked.
    public var stroke: Color?
    /// How its outline is drawn, if it is stroked.
    public var strokeStyle: StrokeStyle?
    /// How many clip shapes cut it.
    public var clipShapeCount: Int

    /// Its outline where it is on the screen.
    public var placedPath: Path { path.offsetBy(dx: frame.minX, dy: frame.minY) }
  }

  /// The shapes on screen, in drawing order: what is behind first.
  ///
  /// ```swift
  /// let host = ViewHost(Text("New").padding(4).background(Capsule().fill(.blue)))
  /// #expect(host.shapes.first?.fill == .blue)
  /// ```
  public var shapes: [DrawnShape] {
    core.update()
    return core.drawnShapes.map { shape in
      DrawnShape(
        frame: shape.frame, clip: shape.clip, path: shape.path,
        fill: shape.stroke == nil ? shape.color : nil,
        stroke: shape.stroke == nil ? nil : shape.color, strokeStyle: shape.stroke,
        clipShapeCount: shape.clips.count)
    }
  }
}
