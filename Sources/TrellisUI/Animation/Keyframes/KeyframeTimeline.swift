import Foundation

/// Keyframes laid out in time from an initial value: the value at any time, without a view.
///
/// ```swift
/// let bounce = KeyframeTimeline(initialValue: 0.0) {
///   LinearKeyframe(10.0, duration: 1)
///   CubicKeyframe(0.0, duration: 1)
/// }
/// bounce.value(time: 0.5)  // 5
/// ```
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [_AnyKeyframeTrack<Value>]

  /// A timeline playing `content` from `initialValue`.
  /// - Parameters:
  ///   - initialValue: The value at time zero; each track starts from its property.
  ///   - content: The tracks.
  public init<Content: Keyframes>(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> Content
  ) where Content.Value == Value {
    self.initialValue = initialValue
    tracks = content().tracks
  }

  /// How long the timeline lasts: its longest track.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds after the start; the tracks' last keyframes after their ends.
  /// - Parameter time: The seconds since the start.
  /// - Returns: The value.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, initialValue, time) }
    return value
  }

  /// The value at `progress` of the timeline's duration.
  /// - Parameter progress: From 0 (the start) to 1 (the end), clamped.
  /// - Returns: The value.
  public func value(progress: Double) -> Value {
    value(time: duration * min(1, max(0, progress)))
  }
}
