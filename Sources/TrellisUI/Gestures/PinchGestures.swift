import Foundation

/// A gesture that follows two fingers pinching: accepted so that code written for Apple's
/// platforms builds, but no host here reports pinches (a terminal's mouse and the pointer
/// GTK hosts have one point), so it never changes or ends.
public struct MagnifyGesture: Gesture {
  /// The state of a pinch.
  public struct Value: Equatable, Sendable {
    /// When the event that made this value happened.
    public var time: Date
    /// How much the pinch has scaled, 1 at its start.
    public var magnification: CGFloat
    /// How fast the scale changes, per second.
    public var velocity: CGFloat
    /// Where the pinch began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// Where the pinch began, in the view's points.
    public var startLocation: CGPoint
  }

  /// How much the scale must change before the gesture begins.
  public var minimumScaleDelta: CGFloat

  /// A pinch that begins once its scale changed by `minimumScaleDelta`.
  /// - Parameter minimumScaleDelta: The change needed to begin; 0.01 unless given.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// Makes a recognizer that never recognizes.
  public func _makeRecognizer() -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// A gesture that follows two fingers turning: accepted, but no host here reports
/// rotations, so it never changes or ends.
public struct RotateGesture: Gesture {
  /// The state of a rotation.
  public struct Value: Equatable, Sendable {
    /// When the event that made this value happened.
    public var time: Date
    /// How far the fingers turned since the start.
    public var rotation: Angle
    /// How fast they turn, per second.
    public var velocity: Angle
    /// Where the rotation began, in the view's unit space.
    public var startAnchor: UnitPoint
    /// Where the rotation began, in the view's points.
    public var startLocation: CGPoint
  }

  /// How far the fingers must turn before the gesture begins.
  public var minimumAngleDelta: Angle

  /// A rotation that begins once the fingers turned `minimumAngleDelta`.
  /// - Parameter minimumAngleDelta: The turn needed to begin; one degree unless given.
  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  /// Makes a recognizer that never recognizes.
  public func _makeRecognizer() -> _GestureRecognizer<Value> { _GestureRecognizer() }
}
