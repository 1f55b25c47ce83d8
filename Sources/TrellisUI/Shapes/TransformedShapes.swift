import Foundation

/// A shape turned by an angle about an anchor point of its frame; what
/// ``Shape/rotation(_:anchor:)`` makes.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// How far it is turned: clockwise on the screen for a positive angle.
  public var angle: Angle
  /// The point of the frame it turns about.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  /// The shape's outline in `rect`, turned.
  public func path(in rect: CGRect) -> Path {
    let pivot = rect.point(at: anchor)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: pivot.x, y: pivot.y)
        .rotated(by: CGFloat(angle.radians))
        .translatedBy(x: -pivot.x, y: -pivot.y))
  }

  /// The size the turned shape takes: its content's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape made larger or smaller about an anchor point of its frame; what
/// ``Shape/scale(x:y:anchor:)`` makes.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The factors along x and y.
  public var scale: CGSize
  /// The point of the frame that stays where it is.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  /// The shape's outline in `rect`, scaled.
  public func path(in rect: CGRect) -> Path {
    let pivot = rect.point(at: anchor)
    return shape.path(in: rect).applying(
      CGAffineTransform(translationX: pivot.x, y: pivot.y)
        .scaledBy(x: scale.width, y: scale.height)
        .translatedBy(x: -pivot.x, y: -pivot.y))
  }

  /// The size the scaled shape takes: its content's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape moved within its frame; what ``Shape/offset(x:y:)`` makes.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize

  /// `shape` moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  /// The shape's outline in `rect`, moved.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  /// The size the moved shape takes: its content's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// A shape through an affine transform, in its frame's space (the origin at the frame's
/// top-left corner); what ``Shape/transform(_:)`` makes.
public struct TransformedShape<Content: Shape>: Shape {
  /// The shape transformed.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform

  /// `shape` through `transform`.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  /// The shape's outline in `rect`, transformed.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

  /// The size the transformed shape takes: its content's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, turned the same way.
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, scaled the same way.
  public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
    ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The inset shape, moved the same way.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

extension Shape {
  /// The shape turned by `angle` about `anchor` (clockwise on the screen for a positive
  /// angle). Its frame stays as it was; the turned outline may reach past it.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled by `x` and `y` about `anchor`. Its frame stays as it was.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` on both axes about `anchor`. Its frame stays as it was.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape moved by `offset` within its frame, which stays where it was (a view's
  /// `offset` would move the frame).
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `offset` within its frame.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved by `x` and `y` within its frame.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape through `transform`, in its frame's space.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }

  /// The part of the shape's outline between two fractions of its length (see
  /// ``Path/trimmedPath(from:to:)``): `Circle().trim(from: 0, to: 0.75).stroke()` draws three
  /// quarters of a ring, from the circle's rightmost point, clockwise.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, from: startFraction, to: endFraction)
  }
}

/// A shape's outline cut to part of its length.
public struct _TrimmedShape<Content: Shape>: Shape {
  var shape: Content
  var from: CGFloat
  var to: CGFloat

  /// The part of the outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: from, to: to)
  }

  /// The size the trimmed shape takes: its content's.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

extension CGRect {
  /// The point at `unit` of the rectangle (0 its top-left corner, 1 its bottom-right).
  fileprivate func point(at unit: UnitPoint) -> CGPoint {
    CGPoint(x: minX + unit.x * width, y: minY + unit.y * height)
  }
}
