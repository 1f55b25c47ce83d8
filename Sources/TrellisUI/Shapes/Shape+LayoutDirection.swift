import Foundation

// Which shapes mirror right to left. The symmetric shapes look the same either way and are
// never mirrored; a shape made from another mirrors as that one does.

extension Rectangle {
  /// Never mirrored: it is symmetric.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RoundedRectangle {
  /// Never mirrored: it is symmetric.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule {
  /// Never mirrored: it is symmetric.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
  /// Never mirrored: it is symmetric.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse {
  /// Never mirrored: it is symmetric.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension RotatedShape {
  /// As the rotated shape's.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension ScaledShape {
  /// As the scaled shape's.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension OffsetShape {
  /// As the moved shape's.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension TransformedShape {
  /// As the transformed shape's.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension _TrimmedShape {
  /// As the trimmed shape's: a trimmed circle (a progress ring) turns the same way in
  /// both directions.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension _StrokedShape {
  /// As the stroked shape's.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
