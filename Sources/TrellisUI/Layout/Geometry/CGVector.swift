import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as Core Graphics defines it (Linux's Foundation lacks it): a
  /// scroll's velocity, in points per second along each axis.
  public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector with these components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The vector with these components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector with these components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector of no length.
    public static let zero = CGVector(dx: 0, dy: 0)
  }
#endif
