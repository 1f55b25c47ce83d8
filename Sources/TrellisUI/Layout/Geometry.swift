import Foundation

/// A proposal for the size of a view: each dimension is a length in points, or `nil` for
/// "unspecified" (the view's ideal size). A parent proposes, the child chooses its size.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the view's ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the view's ideal height.
  public var height: CGFloat?

  /// A proposal of `width` and `height`, either of which may be unspecified.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    width = size.width
    height = size.height
  }

  /// A proposal of no space: a view answers with its minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal that leaves both dimensions unspecified: a view answers with its ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// A proposal of unlimited space: a view answers with its maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// This proposal with each unspecified dimension replaced by the one in `size`
  /// (10 x 10 points by default, as Apple's).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  subscript(axis: _Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// One of layout's two directions.
@_spi(TrellisHost) public enum _Axis: Hashable, Sendable {
  /// Across: widths and x.
  case horizontal
  /// Down: heights and y.
  case vertical
  var other: _Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
  subscript(axis: _Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension CGRect {
  /// The part of this rectangle inside `other`; where they do not meet, an empty rectangle
  /// at the nearest place (unlike `intersection(_:)`, never the null rectangle).
  func _clipped(to other: CGRect) -> CGRect {
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    return CGRect(
      x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
  }

  /// Whether `point` is inside, the leading and top edges included, the others not.
  func _holds(_ point: CGPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle holding both.
  func _joined(with other: CGRect) -> CGRect {
    let left = Swift.min(minX, other.minX)
    let top = Swift.min(minY, other.minY)
    return CGRect(
      x: left, y: top, width: Swift.max(maxX, other.maxX) - left,
      height: Swift.max(maxY, other.maxY) - top)
  }
}
