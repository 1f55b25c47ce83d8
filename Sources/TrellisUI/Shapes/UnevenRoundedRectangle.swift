import Foundation

/// The radius of each corner of a rectangle, for ``UnevenRoundedRectangle``. Leading is the
/// left in a left-to-right layout.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
  /// The top-leading corner's radius.
  public var topLeading: CGFloat
  /// The bottom-leading corner's radius.
  public var bottomLeading: CGFloat
  /// The bottom-trailing corner's radius.
  public var bottomTrailing: CGFloat
  /// The top-trailing corner's radius.
  public var topTrailing: CGFloat

  /// Radii for each corner; square corners where none is given.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners are rounded each by its own radius (a tab's top corners, a
/// bubble's three): each never by more than half the rectangle's shorter side, nor by less
/// than zero.
public struct UnevenRoundedRectangle: InsettableShape, Sendable {
  /// The corners' radii.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners curve.
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A rectangle with corners rounded by `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with each corner rounded by its radius; square where none is given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path {
    // Inset, the corners stay concentric: each radius shrinks with the rectangle.
    func shrunk(_ radius: CGFloat) -> CGFloat { max(0, radius - insetAmount) }
    let radii = RectangleCornerRadii(
      topLeading: shrunk(cornerRadii.topLeading), bottomLeading: shrunk(cornerRadii.bottomLeading),
      bottomTrailing: shrunk(cornerRadii.bottomTrailing),
      topTrailing: shrunk(cornerRadii.topTrailing))
    return Path(roundedRect: rect._inset(by: insetAmount), cornerRadii: radii, style: style)
  }

  /// The shape `amount` points inside this one on every side.
  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}

extension Path {
  /// A path of `rect` with each corner rounded by its radius in `cornerRadii`.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Adds `rect` with each corner rounded by its radius in `cornerRadii` (never more than
  /// half the shorter side, never below zero), as a closed subpath from the top-leading
  /// corner's end, clockwise on the screen. Equal radii add the rounded rectangle
  /// `addRoundedRect(in:cornerSize:style:)` adds.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let rect = rect.standardized
    let radii = [
      cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing,
      cornerRadii.bottomLeading,
    ]
    var corner = Path()
    if radii.allSatisfy({ $0 == radii[0] }) {
      corner.addRoundedRect(
        in: rect, cornerSize: CGSize(width: radii[0], height: radii[0]), style: style)
    } else {
      corner.addCorners(of: rect, radii: radii.map { Self.clamped(radius: $0, in: rect) })
    }
    addPath(corner.applying(transform))
  }

  /// `rect`'s outline with quarter circles of `radii` (top-leading, top-trailing,
  /// bottom-trailing, bottom-leading) at its corners.
  private mutating func addCorners(of rect: CGRect, radii: [CGFloat]) {
    // 4/3 (√2 − 1): how far a quarter circle's cubic handles reach, as a part of its radius.
    let kappa: CGFloat = 0.552_284_749_8
    let (topLeading, topTrailing, bottomTrailing, bottomLeading) = (
      radii[0], radii[1], radii[2], radii[3]
    )
    /// A quarter circle from `from` to `to` about the corner `corner` of the rectangle.
    func quarter(from: CGPoint, to: CGPoint, corner: CGPoint) {
      guard from != to else { return }
      addCurve(
        to: to,
        control1: CGPoint(
          x: from.x + (corner.x - from.x) * kappa, y: from.y + (corner.y - from.y) * kappa),
        control2: CGPoint(x: to.x + (corner.x - to.x) * kappa, y: to.y + (corner.y - to.y) * kappa))
    }
    move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
    quarter(
      from: CGPoint(x: rect.maxX - topTrailing, y: rect.minY),
      to: CGPoint(x: rect.maxX, y: rect.minY + topTrailing),
      corner: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
    quarter(
      from: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing),
      to: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY),
      corner: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
    quarter(
      from: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY),
      to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeading),
      corner: CGPoint(x: rect.minX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
    quarter(
      from: CGPoint(x: rect.minX, y: rect.minY + topLeading),
      to: CGPoint(x: rect.minX + topLeading, y: rect.minY),
      corner: CGPoint(x: rect.minX, y: rect.minY))
    closeSubpath()
  }

  /// A radius no more than half of `rect`'s shorter side, and not negative.
  private static func clamped(radius: CGFloat, in rect: CGRect) -> CGFloat {
    radius.isNaN ? 0 : min(max(0, radius), min(rect.width, rect.height) / 2)
  }
}
