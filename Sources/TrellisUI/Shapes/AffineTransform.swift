import Foundation

#if !canImport(CoreGraphics)
  /// An affine transform of the plane, as Core Graphics defines it (which Linux's Foundation
  /// lacks): a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty).
  ///
  /// Shapes take one in ``Shape/transform(_:)`` and ``Path/applying(_:)``; build it from a
  /// rotation, a scale or a translation, and chain more with `rotated(by:)`, `scaledBy(x:y:)`
  /// and `translatedBy(x:y:)`, each applied before the transform it is called on.
  public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// How far x moves per unit of x.
    public var a: CGFloat
    /// How far y moves per unit of x.
    public var b: CGFloat
    /// How far x moves per unit of y.
    public var c: CGFloat
    /// How far y moves per unit of y.
    public var d: CGFloat
    /// How far x moves.
    public var tx: CGFloat
    /// How far y moves.
    public var ty: CGFloat

    /// The transform with these six values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform with these six values, in Core Graphics' order.
    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform that changes nothing.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    /// A rotation by `angle` radians: clockwise on a screen, whose y axis points down.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (sin(angle), cos(angle))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A scale by `sx` along x and `sy` along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A move by `tx` along x and `ty` along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This transform after `other`: a point goes through this one, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by `tx` and `ty`, made before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx` and `sy`, made before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, made before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one itself when it cannot be undone (it
    /// flattens the plane onto a line), as Core Graphics returns it.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// The point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
      CGPoint(
        x: transform.a * x + transform.c * y + transform.tx,
        y: transform.b * x + transform.d * y + transform.ty)
    }
  }

  extension CGSize {
    /// The size as a vector through `transform`'s scale and rotation (its move left out).
    public func applying(_ transform: CGAffineTransform) -> CGSize {
      CGSize(
        width: transform.a * width + transform.c * height,
        height: transform.b * width + transform.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the rectangle's four corners moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
      ].map { $0.applying(transform) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
  }
#endif
