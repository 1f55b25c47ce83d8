import Foundation

/// A keyframe reached at a steady pace, or along a timing curve.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegments {
  let segment: _Keyframe<Value>

  /// Moves to `to` over `duration` seconds.
  /// - Parameters:
  ///   - to: The value at the end of the keyframe.
  ///   - duration: How long the keyframe lasts, in seconds.
  ///   - timingCurve: How progress is eased; `.linear` by default.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = _Keyframe(target: to, duration: max(0, duration), kind: .linear(timingCurve))
  }

  var segments: [_Keyframe<Value>] { [segment] }
  /// The keyframe itself.
  public var body: Self { return self }
}

/// A keyframe reached with a spring's motion, which may overshoot.
///
/// Trellis starts the spring at rest (a `startVelocity` is not followed) and ends the
/// segment on its target.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegments {
  let segment: _Keyframe<Value>

  /// Moves to `to` with `spring`.
  /// - Parameters:
  ///   - to: The value the spring pulls towards.
  ///   - duration: How long the keyframe lasts; `nil` for the spring's duration.
  ///   - spring: The spring.
  ///   - startVelocity: Apple's velocity at the start; Trellis starts at rest.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    segment = _Keyframe(
      target: to, duration: max(0, duration ?? spring.duration), kind: .spring(spring))
  }

  var segments: [_Keyframe<Value>] { [segment] }
  /// The keyframe itself.
  public var body: Self { return self }
}

/// A keyframe reached along a smooth cubic curve through the keyframes around it.
///
/// Without velocities given, the curve's slope at each end follows the keyframes before and
/// after it (a Catmull-Rom spline), or is flat where there is none.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegments {
  let segment: _Keyframe<Value>

  /// Moves to `to` over `duration` seconds along a cubic curve.
  /// - Parameters:
  ///   - to: The value at the end of the keyframe.
  ///   - duration: How long the keyframe lasts, in seconds.
  ///   - startVelocity: The rate of change at the start, per second; `nil` to follow the
  ///     keyframes around.
  ///   - endVelocity: The rate of change at the end, per second; `nil` to follow the
  ///     keyframes around.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    segment = _Keyframe(
      target: to, duration: max(0, duration),
      kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))
  }

  var segments: [_Keyframe<Value>] { [segment] }
  /// The keyframe itself.
  public var body: Self { return self }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, _KeyframeSegments {
  let segment: _Keyframe<Value>

  /// Jumps to `to`.
  /// - Parameter to: The value from now on.
  public init(_ to: Value) {
    segment = _Keyframe(target: to, duration: 0, kind: .move)
  }

  var segments: [_Keyframe<Value>] { [segment] }
  /// The keyframe itself.
  public var body: Self { return self }
}
