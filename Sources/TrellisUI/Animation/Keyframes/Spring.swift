import Foundation

/// A spring's motion, described by how long it takes and how much it bounces: what a
/// ``SpringKeyframe`` moves with.
public struct Spring: Hashable, Sendable {
  /// How long the spring takes to settle, as a person sees it (its period), in seconds.
  public let duration: TimeInterval
  /// 0 settles without overshooting; up to 1 bounces more; below 0 is sluggish.
  public let bounce: Double

  /// A spring of `duration` seconds and `bounce`.
  /// - Parameters:
  ///   - duration: The perceived duration, in seconds.
  ///   - bounce: How much it bounces, from -1 to 1.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    self.duration = max(0.000_1, duration)
    self.bounce = min(1, max(-1, bounce))
  }

  /// A spring of period `response` whose damping ratio is `dampingRatio` (1: no overshoot).
  /// - Parameters:
  ///   - response: The period, in seconds.
  ///   - dampingRatio: The damping ratio.
  public init(response: Double, dampingRatio: Double) {
    let bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    self.init(duration: response, bounce: bounce)
  }

  /// The damping ratio: 1 - bounce for a bouncing spring, more than 1 for a sluggish one.
  var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// How far from its start towards its target the spring is after `time` seconds,
  /// starting at rest: 0 at first, 1 once settled (past 1 while it overshoots).
  func fraction(at time: TimeInterval) -> Double {
    guard time > 0 else { return 0 }
    let omega = 2 * Double.pi / duration
    let zeta = dampingRatio
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      return 1 - decay * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }
    if zeta == 1 { return 1 - exp(-omega * time) * (1 + omega * time) }
    // Overdamped: two real roots.
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    return 1 - (r2 * exp(r1 * time) - r1 * exp(r2 * time)) / (r2 - r1)
  }
}
