import Foundation

/// A value that can be added, subtracted and scaled: what keyframes interpolate between.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  /// - Parameter rhs: The factor.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself: how large it is, squared.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `rhs`.
  /// - Parameter rhs: The factor.
  /// - Returns: The scaled value.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the number by `rhs`.
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The number squared.
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the number by `rhs`.
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The number squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies the number by `rhs`.
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The number squared.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two vectors animated together, as one: a point's x and y, a size's width and height.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first component.
  public var first: First
  /// The second component.
  public var second: Second

  /// A pair of `first` and `second`.
  /// - Parameters:
  ///   - first: The first component.
  ///   - second: The second component.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  public static var zero: Self { Self(.zero, .zero) }

  /// The componentwise sum.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// The componentwise difference.
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both components by `rhs`.
  /// - Parameter rhs: The factor.
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of the components' squared magnitudes.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
