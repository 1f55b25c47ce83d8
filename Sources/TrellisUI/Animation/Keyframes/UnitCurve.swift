import Foundation

/// A curve from 0 to 1 over the unit of time: how a keyframe's progress is eased.
public struct UnitCurve: Hashable, Sendable {
  /// The cubic Bézier's control points; `(0, 0)` and `(1, 1)` are its ends.
  private let c1: UnitPoint
  private let c2: UnitPoint

  private init(_ c1: UnitPoint, _ c2: UnitPoint) {
    self.c1 = c1
    self.c2 = c2
  }

  /// A cubic Bézier from `(0, 0)` to `(1, 1)` through two control points.
  /// - Parameters:
  ///   - startControlPoint: The control point next to the start.
  ///   - endControlPoint: The control point next to the end.
  /// - Returns: The curve.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(startControlPoint, endControlPoint)
  }

  /// The same speed throughout.
  public static let linear = UnitCurve(
    UnitPoint(x: 1.0 / 3, y: 1.0 / 3), UnitPoint(x: 2.0 / 3, y: 2.0 / 3))
  /// Starting slowly.
  public static let easeIn = UnitCurve(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 1, y: 1))
  /// Ending slowly.
  public static let easeOut = UnitCurve(UnitPoint(x: 0, y: 0), UnitPoint(x: 0.58, y: 1))
  /// Starting and ending slowly.
  public static let easeInOut = UnitCurve(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1))

  /// How far along the curve is at `progress` of its time.
  /// - Parameter progress: The time elapsed, from 0 to 1 (clamped).
  /// - Returns: The eased progress.
  public func value(at progress: Double) -> Double {
    let x = min(1, max(0, progress))
    // Finds the Bézier's parameter whose x is `x` (Newton's method, then bisection), and
    // returns its y.
    var t = x
    for _ in 0..<8 {
      let error = Self.component(t, Double(c1.x), Double(c2.x)) - x
      let slope = Self.slope(t, Double(c1.x), Double(c2.x))
      if abs(error) < 1e-7 { return Self.component(t, Double(c1.y), Double(c2.y)) }
      guard abs(slope) > 1e-6 else { break }
      t -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<40 {
      let found = Self.component(t, Double(c1.x), Double(c2.x))
      if abs(found - x) < 1e-7 { break }
      if found < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return Self.component(t, Double(c1.y), Double(c2.y))
  }

  /// One coordinate of the Bézier at parameter `t`, its control coordinates `a` and `b`.
  private static func component(_ t: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
  }

  private static func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
  }
}
