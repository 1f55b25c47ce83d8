import Foundation

/// Tracks of keyframes that move the properties of a value: what a ``KeyframeTimeline`` and
/// a keyframe animator play.
public protocol Keyframes<Value> {
  /// The value the tracks move.
  associatedtype Value = Body.Value
  /// The tracks these keyframes are made of.
  associatedtype Body: Keyframes
  /// The tracks these keyframes are made of.
  @KeyframesBuilder<Value> var body: Body { get }
}

/// One track as a timeline plays it: it sets its property of the value at a time.
struct _AnyKeyframeTrack<Root> {
  let duration: TimeInterval
  /// Sets the track's property of `value` to its value `time` seconds in, starting from
  /// that property of `initial`.
  let apply: (_ value: inout Root, _ initial: Root, _ time: TimeInterval) -> Void
}

/// Tracks played side by side, as a builder joins them. Keyframes written outside any
/// track make one track of the whole value, in the order written.
public struct _KeyframeTracks<Value>: Keyframes {
  /// The `KeyframeTrack`s written.
  let explicit: [_AnyKeyframeTrack<Value>]
  /// The keyframes written outside a track.
  let loose: _LooseKeyframes<Value>?

  init(explicit: [_AnyKeyframeTrack<Value>], loose: _LooseKeyframes<Value>? = nil) {
    self.explicit = explicit
    self.loose = loose
  }

  /// The tracks to play: those written, and the one of the keyframes outside them.
  var tracks: [_AnyKeyframeTrack<Value>] {
    explicit + (loose.map { [$0.track()] } ?? [])
  }

  /// The tracks themselves.
  public var body: Self { return self }
}

/// Keyframes of the whole value written outside any track, which join into one track.
/// Their type needs the value to be `Animatable`, which the builder of tracks does not
/// know, so they are kept erased with the way to make their track.
struct _LooseKeyframes<Root> {
  var segments: [Any]
  let makeTrack: ([Any]) -> _AnyKeyframeTrack<Root>

  func track() -> _AnyKeyframeTrack<Root> { makeTrack(segments) }

  /// These keyframes, then `other`'s.
  func followed(by other: Self?) -> Self {
    guard let other else { return self }
    var joined = self
    joined.segments += other.segments
    return joined
  }
}

extension Keyframes {
  /// The tracks of these keyframes.
  var tracks: [_AnyKeyframeTrack<Value>] {
    if let known = self as? _KeyframeTracks<Value> { return known.tracks }
    return (body.tracks as? [_AnyKeyframeTrack<Value>]) ?? []
  }
}

/// The keyframes of one property of a value (a key path), or of the whole value.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   LinearKeyframe(1.5, duration: 0.2)
///   SpringKeyframe(1.0, spring: .init(duration: 0.4, bounce: 0.3))
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>
where Value == Content.Value {
  let track: _AnyKeyframeTrack<Root>

  /// A track moving the property of the value at `keyPath`.
  /// - Parameters:
  ///   - keyPath: The property the track moves.
  ///   - content: Its keyframes, in order.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    let player = _KeyframeSegmentPlayer(segments: content().segments)
    track = _AnyKeyframeTrack(duration: player.duration) { value, initial, time in
      value[keyPath: keyPath] = player.value(from: initial[keyPath: keyPath], at: time)
    }
  }

  /// A track moving the whole value.
  /// - Parameter content: Its keyframes, in order.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.init(\.self, content: content)
  }
}

/// Builds keyframes from tracks written one after the other (or from one track's keyframes
/// written alone), with `if`, `switch` and `for` among them.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// A track.
  public static func buildExpression<Property, Content>(
    _ track: KeyframeTrack<Value, Property, Content>
  ) -> _KeyframeTracks<Value> {
    _KeyframeTracks(explicit: [track.track])
  }

  /// Keyframes written without a track: with the others written so, a track of the whole
  /// value.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> _KeyframeTracks<Value>
  where Content.Value == Value {
    let loose = _LooseKeyframes<Value>(segments: content.segments) { segments in
      let player = _KeyframeSegmentPlayer(
        segments: segments.compactMap { $0 as? _Keyframe<Content.Value> })
      return _AnyKeyframeTrack(duration: player.duration) { value, initial, time in
        value = player.value(from: initial, at: time)
      }
    }
    return _KeyframeTracks(explicit: [], loose: loose)
  }

  /// Keyframes built elsewhere: a type of yours, or what a closure returned.
  public static func buildExpression<Content: Keyframes>(_ keyframes: Content)
    -> _KeyframeTracks<Value>
  where Content.Value == Value {
    _KeyframeTracks(explicit: keyframes.tracks)
  }

  /// The tracks, played side by side.
  public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
    joined(parts)
  }

  private static func joined(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
    var loose: _LooseKeyframes<Value>?
    for next in parts.compactMap(\.loose) { loose = loose?.followed(by: next) ?? next }
    return _KeyframeTracks(explicit: parts.flatMap(\.explicit), loose: loose)
  }

  /// Tracks written under an `if` without `else`.
  public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
    part ?? _KeyframeTracks(explicit: [])
  }

  /// The first branch of an `if` or a `switch`.
  public static func buildEither(first part: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
    part
  }

  /// The second branch of an `if` or a `switch`.
  public static func buildEither(second part: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
    part
  }

  /// The tracks a `for` loop wrote.
  public static func buildArray(_ parts: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
    joined(parts)
  }
}
