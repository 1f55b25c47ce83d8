import Foundation

/// How a change would be animated: a timing curve or a spring, with a delay, a speed and
/// repetition.
///
/// Trellis's hosts apply every change at once, whatever the animation (see
/// <doc:PlatformOnlyAndAnimationAPI>), so an animation is a value that code builds, compares and
/// passes along (`withAnimation(.spring()) { ... }`, `.animation(.easeInOut, value: x)`),
/// and that a host may use later to animate for real.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The curve or spring of an animation.
  enum Curve: Hashable, Sendable {
    case `default`
    case linear(duration: Double)
    case easeIn(duration: Double)
    case easeOut(duration: Double)
    case easeInOut(duration: Double)
    case timingCurve(Double, Double, Double, Double, duration: Double)
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    case interpolatingSpring(
      mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  }

  let curve: Curve
  /// Seconds before the animation starts.
  private(set) var delay: Double = 0
  /// How much faster than written the animation runs.
  private(set) var speed: Double = 1
  /// How often it runs (`count` `nil`: forever) and whether every other run goes backwards.
  private var repeats: Repeat?

  private struct Repeat: Hashable, Sendable {
    let count: Int?
    let autoreverses: Bool
  }

  init(curve: Curve) { self.curve = curve }

  /// A description of the curve and its changes, for debugging.
  public var description: String {
    var text = "\(curve)"
    if delay != 0 { text += " delay \(delay)" }
    if speed != 1 { text += " speed \(speed)" }
    if let repeats {
      text += " repeated \(repeats.count.map(String.init) ?? "forever")"
      if repeats.autoreverses { text += " autoreversing" }
    }
    return text
  }

  // MARK: Curves

  /// The animation used when none is named: an ease in and out.
  public static let `default` = Animation(curve: .default)

  /// The same speed from start to end, over 0.35 seconds.
  public static var linear: Animation { linear(duration: 0.35) }
  /// The same speed from start to end.
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func linear(duration: Double) -> Animation {
    Animation(curve: .linear(duration: duration))
  }

  /// Starting slowly, over 0.35 seconds.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// Starting slowly.
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: Double) -> Animation {
    Animation(curve: .easeIn(duration: duration))
  }

  /// Ending slowly, over 0.35 seconds.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// Ending slowly.
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: Double) -> Animation {
    Animation(curve: .easeOut(duration: duration))
  }

  /// Starting and ending slowly, over 0.35 seconds.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// Starting and ending slowly.
  /// - Parameter duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: Double) -> Animation {
    Animation(curve: .easeInOut(duration: duration))
  }

  /// A cubic Bézier timing curve through the control points `(c0x, c0y)` and `(c1x, c1y)`.
  /// - Parameters:
  ///   - c0x: The first control point's x.
  ///   - c0y: The first control point's y.
  ///   - c1x: The second control point's x.
  ///   - c1y: The second control point's y.
  ///   - duration: How long it lasts, in seconds.
  /// - Returns: The animation.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(curve: .timingCurve(c0x, c0y, c1x, c1y, duration: duration))
  }

  // MARK: Springs

  /// A spring with the default response and damping.
  public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

  /// A spring described by how quickly it responds and how much it is damped.
  /// - Parameters:
  ///   - response: The spring's period, in seconds.
  ///   - dampingFraction: 1 settles without overshooting; less bounces.
  ///   - blendDuration: How long a change of the spring's parameters takes to blend in.
  /// - Returns: The animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      curve: .spring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A spring described by how long it takes and how much it bounces.
  /// - Parameters:
  ///   - duration: How long the spring takes to settle, perceptually, in seconds.
  ///   - bounce: 0 settles without overshooting; up to 1 bounces more; below 0 is sluggish.
  ///   - blendDuration: How long a change of the spring's parameters takes to blend in.
  /// - Returns: The animation.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return Animation(
      curve: .spring(response: duration, dampingFraction: damping, blendDuration: blendDuration))
  }

  /// A quick spring, for changes that follow a person's gesture.
  /// - Parameters:
  ///   - response: The spring's period, in seconds.
  ///   - dampingFraction: 1 settles without overshooting; less bounces.
  ///   - blendDuration: How long a change of the spring's parameters takes to blend in.
  /// - Returns: The animation.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A quick spring with the default parameters.
  public static var interactiveSpring: Animation { interactiveSpring() }

  /// A spring described by its physical parameters, with a unit mass.
  /// - Parameters:
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The friction slowing it.
  ///   - initialVelocity: Its velocity at the start.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    interpolatingSpring(
      mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// A spring described by its physical parameters.
  /// - Parameters:
  ///   - mass: The mass on the spring.
  ///   - stiffness: The spring's stiffness.
  ///   - damping: The friction slowing it.
  ///   - initialVelocity: Its velocity at the start.
  /// - Returns: The animation.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      curve: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// A spring with a little bounce.
  public static var bouncy: Animation { bouncy() }
  /// A spring with a little bounce.
  /// - Parameters:
  ///   - duration: How long it takes to settle, perceptually, in seconds.
  ///   - extraBounce: Bounce to add to the preset's.
  /// - Returns: The animation.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// A spring that settles smoothly, without bouncing.
  public static var smooth: Animation { smooth() }
  /// A spring that settles smoothly.
  /// - Parameters:
  ///   - duration: How long it takes to settle, perceptually, in seconds.
  ///   - extraBounce: Bounce to add to the preset's.
  /// - Returns: The animation.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A quick spring with a small bounce.
  public static var snappy: Animation { snappy() }
  /// A quick spring with a small bounce.
  /// - Parameters:
  ///   - duration: How long it takes to settle, perceptually, in seconds.
  ///   - extraBounce: Bounce to add to the preset's.
  /// - Returns: The animation.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  // MARK: Changing an animation

  /// This animation, started `delay` seconds later.
  /// - Parameter delay: The delay, in seconds.
  /// - Returns: The delayed animation.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }

  /// This animation, run `speed` times as fast.
  /// - Parameter speed: The speed factor; 2 halves the duration.
  /// - Returns: The animation at that speed.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }

  /// This animation, run `repeatCount` times.
  /// - Parameters:
  ///   - repeatCount: How many times it runs.
  ///   - autoreverses: Whether every other run goes backwards.
  /// - Returns: The repeating animation.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = Repeat(count: repeatCount, autoreverses: autoreverses)
    return copy
  }

  /// This animation, run again and again.
  /// - Parameter autoreverses: Whether every other run goes backwards.
  /// - Returns: The endlessly repeating animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = Repeat(count: nil, autoreverses: autoreverses)
    return copy
  }
}
