import Foundation

/// A gesture that ends when a press is held for `minimumDuration` without moving more than
/// `maximumDistance`.
///
/// Its value is `true` while the press is under way: `onChanged` and `updating` see `true`
/// as the press begins, and `onEnded` sees `true` once it was held long enough. A release or
/// a move before then fails it. The terminal and GTK time the hold on the host's clock;
/// `longPress(for:)` on a `ViewHost` element holds it for a given time.
public struct LongPressGesture: Gesture {
  /// `true` while pressed, and when ended.
  public typealias Value = Bool

  /// How long the press must be held, in seconds.
  public var minimumDuration: Double
  /// How far the press may move before the gesture fails, in points.
  public var maximumDistance: CGFloat

  /// A long press held for `minimumDuration` seconds within `maximumDistance` points.
  /// - Parameters:
  ///   - minimumDuration: How long to hold, in seconds; half a second unless given.
  ///   - maximumDistance: How far the press may move, in points; 10 unless given.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  /// Makes the recognizer for one press.
  public func _makeRecognizer() -> _GestureRecognizer<Bool> {
    _LongPressRecognizer(duration: minimumDuration, distance: maximumDistance)
  }
}

/// Changes to `true` on the press, ends with `true` once it was held long enough.
final class _LongPressRecognizer: _GestureRecognizer<Bool> {
  let duration: TimeInterval
  let distance: CGFloat
  private var start: (location: CGPoint, time: Date)?

  init(duration: TimeInterval, distance: CGFloat) {
    self.duration = max(0, duration)
    self.distance = distance
  }

  /// The press under way does not take the pointer from a tap around it: only its end does.
  override var claimsWhenChanged: Bool { false }

  override var wakeTime: Date? { start.map { $0.time.addingTimeInterval(duration) } }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<Bool>
  {
    if case .down = event.kind {
      start = (event.location, event.time)
      return duration == 0 ? .ended(true) : .changed(true)
    }
    guard let start else { return .failed }
    if event.time.timeIntervalSince(start.time) >= duration { return .ended(true) }
    switch event.kind {
    case .moved where start.location.distance(to: event.location) > distance, .up:
      return .failed
    default:
      return .possible
    }
  }
}
