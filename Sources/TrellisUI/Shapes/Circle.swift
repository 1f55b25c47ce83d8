import Foundation

/// A circle centred in the frame it is placed in, as wide as the frame's shorter side.
public struct Circle: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0

  /// A circle.
  public init() {}

  /// The shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    let rect = rect._inset(by: insetAmount)
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  /// The shape `amount` points inside this one on every side.
  public func inset(by amount: CGFloat) -> Circle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// An ellipse filling the frame it is placed in.
public struct Ellipse: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0

  /// An ellipse.
  public init() {}

  /// The shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect._inset(by: insetAmount)) }

  /// The shape `amount` points inside this one on every side.
  public func inset(by amount: CGFloat) -> Ellipse {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}
