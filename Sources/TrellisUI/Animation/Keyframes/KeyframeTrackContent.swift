import Foundation

/// The keyframes of one track: ``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe``,
/// ``MoveKeyframe``, or a group of yours built from them.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes move.
  associatedtype Value: Animatable = Body.Value
  /// The keyframes this content is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this content is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One segment of a track, as the timeline plays it.
struct _Keyframe<Value: Animatable> {
  enum Kind {
    case linear(UnitCurve)
    case spring(Spring)
    case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
    case move
  }

  let target: Value
  let duration: TimeInterval
  let kind: Kind
}

/// Keyframe content Trellis knows how to play: it lists its segments itself.
protocol _KeyframeSegments<Value> {
  associatedtype Value: Animatable
  var segments: [_Keyframe<Value>] { get }
}

extension KeyframeTrackContent {
  /// The segments of this content, in order: its own if Trellis plays it directly, else
  /// its body's.
  var segments: [_Keyframe<Value>] {
    if let known = self as? any _KeyframeSegments<Value> { return known.segments }
    return (body.segments as? [_Keyframe<Value>]) ?? []
  }
}

/// Keyframes in the order written, as a builder joins them.
public struct _KeyframeList<Value: Animatable>: KeyframeTrackContent, _KeyframeSegments {
  let segments: [_Keyframe<Value>]

  /// The list itself.
  public var body: Self { return self }
}

/// Builds a track's keyframes from the keyframes written one after the other, with `if`,
/// `switch` and `for` among them.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe or a group of them.
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeList<Value>
  where K.Value == Value {
    _KeyframeList(segments: keyframe.segments)
  }

  /// The keyframes in the order written.
  public static func buildBlock(_ parts: _KeyframeList<Value>...) -> _KeyframeList<Value> {
    _KeyframeList(segments: parts.flatMap(\.segments))
  }

  /// Keyframes written under an `if` without `else`.
  public static func buildOptional(_ part: _KeyframeList<Value>?) -> _KeyframeList<Value> {
    part ?? _KeyframeList(segments: [])
  }

  /// The first branch of an `if` or a `switch`.
  public static func buildEither(first part: _KeyframeList<Value>) -> _KeyframeList<Value> {
    part
  }

  /// The second branch of an `if` or a `switch`.
  public static func buildEither(second part: _KeyframeList<Value>) -> _KeyframeList<Value> {
    part
  }

  /// The keyframes a `for` loop wrote.
  public static func buildArray(_ parts: [_KeyframeList<Value>]) -> _KeyframeList<Value> {
    _KeyframeList(segments: parts.flatMap(\.segments))
  }
}
