import Foundation

/// An input that a view recognizes from a pointer (or touch), such as a tap, a long press or
/// a drag, and reports as a value of type `Value`.
///
/// Attach one to a view with `gesture(_:including:)`, `highPriorityGesture(_:including:)` or
/// `simultaneousGesture(_:including:)`; react to it with `onChanged(_:)`, `onEnded(_:)` and
/// `updating(_:body:)`; combine gestures with `simultaneously(with:)`, `sequenced(before:)`
/// and `exclusively(before:)`. A gesture of your own declares `body` from other gestures:
///
/// ```swift
/// struct DoubleTapThenDrag: Gesture {
///   var body: some Gesture {
///     TapGesture(count: 2).sequenced(before: DragGesture())
///   }
/// }
/// ```
///
/// The terminal reports presses, drags and releases of its mouse (SGR mouse reporting), GTK
/// those of its pointer, and `ViewHost` elements have `tap()`, `drag(from:to:)` and
/// `longPress(for:)`. No host here reports pinches or rotations.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports as it changes and when it ends.
  associatedtype Value

  /// The gesture this gesture is made of.
  associatedtype Body: Gesture

  /// The gesture this gesture is made of; the built-in gestures have none.
  var body: Body { get }

  /// Makes the object that follows one run of pointer events for this gesture. Built-in
  /// gestures make their own; a gesture of your own makes its body's.
  func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
  /// Makes the recognizer of `body`.
  public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Gesture where Body == Never {
  /// Built-in gestures have no body.
  public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: Gesture {
  /// `Never` reports nothing.
  public typealias Value = Never

  /// Never called: nothing is a `Never`.
  public func _makeRecognizer() -> _GestureRecognizer<Never> { fatalError() }
}

/// One pointer event of a gesture's run, in the window's points, on the host's clock.
struct _PointerEvent {
  enum Kind: Equatable {
    /// The pointer went down; `count` is its place in a run of clicks (2 for a double
    /// click's second press).
    case down(count: Int)
    /// The pointer moved while down.
    case moved
    /// The pointer came up.
    case up
    /// Time passed with the pointer still down (for long presses).
    case tick
  }

  var kind: Kind
  var location: CGPoint
  var time: Date
}

/// What a recognizer made of an event.
enum _GestureOutcome<Value> {
  /// Not recognized yet.
  case possible
  /// Recognized (or, for a press not yet held long enough, under way) with a new value.
  case changed(Value)
  /// Recognized and over.
  case ended(Value)
  /// Not this gesture.
  case failed
}

/// Where a recognizer's run takes place: how to convert window points into a coordinate
/// space as seen from the gesture's view, and the queue of actions the gesture's callbacks
/// ask for (run when the gesture is allowed to act, dropped when another wins).
@MainActor
final class _GestureContext {
  let convert: (CGPoint, CoordinateSpace) -> CGPoint
  var effects: [() -> Void] = []

  init(convert: @escaping (CGPoint, CoordinateSpace) -> CGPoint) { self.convert = convert }

  /// The context of a gesture without a view, in the window's points.
  static var window: _GestureContext { _GestureContext { point, _ in point } }
}

/// Follows the pointer events of one run (a press to its release) for one gesture. Each
/// built-in gesture and each combination subclasses it; callbacks (`onChanged`, `onEnded`,
/// `updating`) wrap the recognizer they observe.
@MainActor @preconcurrency
public class _GestureRecognizer<Value> {
  /// Whether the gesture's changes take the pointer from competing gestures: a drag that has
  /// moved does; a press that has not been held long enough yet does not.
  var claimsWhenChanged: Bool { true }

  /// When the recognizer needs a `tick` event, if it does (a long press's duration).
  var wakeTime: Date? { nil }

  /// What the recognizer makes of `event`; called until it ends or fails.
  func receive(_ event: _PointerEvent, in context: _GestureContext) -> _GestureOutcome<Value> {
    .failed
  }

  /// The run ended without this gesture ending (another won, or the host cancelled it):
  /// gesture state it set goes back to its initial value.
  func cancel(in context: _GestureContext) {}
}
