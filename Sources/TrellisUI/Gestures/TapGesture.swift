import Foundation

/// A gesture that ends when the view is tapped `count` times in a row: clicked in the
/// terminal and in GTK (a double click for 2), `tap(count:)` on a `ViewHost` element.
///
/// A tap is a press and a release close to where it was pressed; a press that moves further
/// than a few points is not a tap. A gesture of two taps ends on every second tap of a run.
public struct TapGesture: Gesture {
  /// A tap reports no value.
  public typealias Value = Void

  /// How many taps in a row end the gesture.
  public var count: Int

  /// A gesture for `count` taps in a row.
  /// - Parameter count: How many taps; 1 unless given.
  public init(count: Int = 1) { self.count = count }

  /// Makes the recognizer for one press.
  public func _makeRecognizer() -> _GestureRecognizer<Void> {
    _TapRecognizer(count: count, space: .local).map { _ in () }
  }
}

/// A gesture that ends when the view is tapped `count` times in a row, with the place of the
/// last tap.
public struct SpatialTapGesture: Gesture {
  /// Where the tap was.
  public struct Value: Equatable, Sendable {
    /// The tap's location in the gesture's coordinate space.
    public var location: CGPoint
  }

  /// How many taps in a row end the gesture.
  public var count: Int
  /// The space `Value.location` is in.
  public var coordinateSpace: CoordinateSpace

  /// A gesture for `count` taps in a row, reporting where in `coordinateSpace`.
  /// - Parameters:
  ///   - count: How many taps; 1 unless given.
  ///   - coordinateSpace: The space of the location: the view's own unless given.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Makes the recognizer for one press.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _TapRecognizer(count: count, space: coordinateSpace).map { Value(location: $0) }
  }
}

/// Ends with the location on the release of a press that stayed within `slop` points of
/// where it began and whose number in its run of clicks is a multiple of `count`.
final class _TapRecognizer: _GestureRecognizer<CGPoint> {
  /// How far a tap may move before it is a drag, in points.
  static let slop: CGFloat = 10

  let count: Int
  let space: CoordinateSpace
  private var start: CGPoint?
  private var pressCount = 1

  init(count: Int, space: CoordinateSpace) {
    self.count = max(1, count)
    self.space = space
  }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<CGPoint>
  {
    switch event.kind {
    case .down(let count):
      start = event.location
      pressCount = count
      return .possible
    case .moved:
      guard let start, start.distance(to: event.location) <= Self.slop else { return .failed }
      return .possible
    case .up:
      guard pressCount % count == 0, let start, start.distance(to: event.location) <= Self.slop
      else { return .failed }
      return .ended(context.convert(event.location, space))
    case .tick:
      return .possible
    }
  }
}

extension CGPoint {
  /// The straight distance to `other`.
  func distance(to other: CGPoint) -> CGFloat {
    ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
  }
}
