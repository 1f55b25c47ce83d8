import Foundation

/// A geometric angle, in radians or degrees: where an arc starts and ends.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// No angle.
  public init() { radians = 0 }
  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// No angle.
  public static let zero = Angle()

  /// Whether `lhs` is the smaller angle.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// The angle turned the other way.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
