import Foundation

/// Plays a track's segments: the value at a time, from the value the track starts with.
struct _KeyframeSegmentPlayer<Value: Animatable> {
  let segments: [_Keyframe<Value>]

  /// How long the track lasts: its segments one after the other.
  var duration: TimeInterval { segments.reduce(0) { $0 + $1.duration } }

  /// The value `time` seconds after the start, from `initial`; the last keyframe's value
  /// after the end.
  func value(from initial: Value, at time: TimeInterval) -> Value {
    var start = initial
    var previous: (point: Value.AnimatableData, duration: TimeInterval)?
    var elapsed: TimeInterval = 0
    for (index, segment) in segments.enumerated() {
      let end = elapsed + segment.duration
      if time < end, segment.duration > 0 {
        let progress = max(0, (time - elapsed) / segment.duration)
        let next = segments.dropFirst(index + 1).first { $0.duration > 0 }
        return interpolate(
          from: start, segment, progress: progress, previous: previous,
          next: next.map { ($0.target.animatableData, $0.duration) })
      }
      previous = (start.animatableData, segment.duration)
      start = segment.target
      elapsed = end
    }
    return start
  }

  private func interpolate(
    from start: Value, _ segment: _Keyframe<Value>, progress p: Double,
    previous: (point: Value.AnimatableData, duration: TimeInterval)?,
    next: (point: Value.AnimatableData, duration: TimeInterval)?
  ) -> Value {
    let a = start.animatableData
    let b = segment.target.animatableData
    var data: Value.AnimatableData
    switch segment.kind {
    case .move:
      data = b
    case .linear(let curve):
      data = a + (b - a).scaled(by: curve.value(at: p))
    case .spring(let spring):
      data = a + (b - a).scaled(by: spring.fraction(at: p * segment.duration))
    case .cubic(let startVelocity, let endVelocity):
      // A cubic Hermite curve; slopes not given follow the points around (Catmull-Rom).
      let d = segment.duration
      let m0 =
        startVelocity
        ?? previous.map { (b - $0.point).scaled(by: 1 / ($0.duration + d)) } ?? .zero
      let m1 = endVelocity ?? next.map { ($0.point - a).scaled(by: 1 / (d + $0.duration)) } ?? .zero
      let p2 = p * p
      let p3 = p2 * p
      data =
        a.scaled(by: 2 * p3 - 3 * p2 + 1) + m0.scaled(by: (p3 - 2 * p2 + p) * d)
        + b.scaled(by: -2 * p3 + 3 * p2) + m1.scaled(by: (p3 - p2) * d)
    }
    var value = segment.target
    value.animatableData = data
    return value
  }
}
