import Foundation

/// A rectangle filling the frame it is placed in.
public struct Rectangle: InsettableShape, Sendable {
  var insetAmount: CGFloat = 0

  /// A rectangle.
  public init() {}

  /// The shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path { Path(rect._inset(by: insetAmount)) }

  /// The shape `amount` points inside this one on every side.
  public func inset(by amount: CGFloat) -> Rectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A rectangle whose corners are rounded by quarter circles (or quarter ellipses), never by
/// more than half its shorter side. A negative corner size draws square corners.
public struct RoundedRectangle: InsettableShape, Sendable {
  /// The width and height of each corner's rounding.
  public var cornerSize: CGSize
  /// How the corners curve.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A rectangle with corners rounded by `cornerRadius` points.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  /// A rectangle with corners rounded by quarter ellipses of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    // An inset rounded rectangle keeps its corners concentric: their radius shrinks with it.
    let corner = CGSize(
      width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount)
    )
    return Path(roundedRect: rect._inset(by: insetAmount), cornerSize: corner, style: style)
  }

  /// The shape `amount` points inside this one on every side.
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

/// A rectangle with half circles at its shorter sides' ends: a pill.
public struct Capsule: InsettableShape, Sendable {
  /// How the ends curve.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A capsule.
  public init(style: RoundedCornerStyle = .circular) { self.style = style }

  /// The shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    let rect = rect._inset(by: insetAmount)
    let radius = min(rect.width, rect.height) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }

  /// The shape `amount` points inside this one on every side.
  public func inset(by amount: CGFloat) -> Capsule {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}
