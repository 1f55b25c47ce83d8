import Foundation

/// A gesture that follows a press as it moves: it begins once the press has moved
/// `minimumDistance` points, changes with each move, and ends on the release.
///
/// ```swift
/// @State private var offset = CGSize.zero
/// @GestureState private var dragging = CGSize.zero
///
/// Circle()
///   .offset(x: offset.width + dragging.width, y: offset.height + dragging.height)
///   .gesture(
///     DragGesture()
///       .updating($dragging) { value, state, _ in state = value.translation }
///       .onEnded { offset.width += $0.translation.width; offset.height += $0.translation.height })
/// ```
///
/// The terminal reports a drag of its mouse cell by cell (8 by 16 points a cell); GTK follows
/// its pointer; `drag(from:to:)` on a `ViewHost` element drags between two points.
public struct DragGesture: Gesture {
  /// The state of a drag.
  public struct Value: Equatable, Sendable {
    /// When the event that made this value happened.
    public var time: Date
    /// Where the pointer is now, in the gesture's coordinate space.
    public var location: CGPoint
    /// Where the press began.
    public var startLocation: CGPoint
    /// How fast the pointer is moving, in points a second.
    public var velocity: CGSize

    /// How far the pointer moved from where the press began: `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// Where the pointer would come to rest if the drag stopped now, going on at its
    /// velocity as it slows down.
    public var predictedEndLocation: CGPoint {
      CGPoint(
        x: location.x + velocity.width * Self.coastTime,
        y: location.y + velocity.height * Self.coastTime)
    }

    /// How far the drag would have moved if it stopped now: `predictedEndLocation -
    /// startLocation`.
    public var predictedEndTranslation: CGSize {
      let end = predictedEndLocation
      return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
    }

    /// How long a release coasts at the velocity, in effect (a quarter of a second, about
    /// what a flick travels as it decelerates).
    static let coastTime: CGFloat = 0.25
  }

  /// How far the press must move before the drag begins, in points.
  public var minimumDistance: CGFloat
  /// The space the values' locations are in.
  public var coordinateSpace: CoordinateSpace

  /// A drag that begins after `minimumDistance` points, reported in `coordinateSpace`.
  /// - Parameters:
  ///   - minimumDistance: How far to move before it begins; 10 points unless given.
  ///   - coordinateSpace: The space of the locations: the view's own unless given.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)
  {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  /// Makes the recognizer for one press.
  public func _makeRecognizer() -> _GestureRecognizer<Value> {
    _DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
  }
}

/// Begins once the press moved far enough; its velocity is that of the last move.
final class _DragRecognizer: _GestureRecognizer<DragGesture.Value> {
  let minimumDistance: CGFloat
  let space: CoordinateSpace
  private var start: CGPoint?
  private var last: (location: CGPoint, time: Date)?
  private var velocity = CGSize.zero
  private var began = false

  init(minimumDistance: CGFloat, space: CoordinateSpace) {
    self.minimumDistance = max(0, minimumDistance)
    self.space = space
  }

  override func receive(_ event: _PointerEvent, in context: _GestureContext)
    -> _GestureOutcome<DragGesture.Value>
  {
    if case .down = event.kind {
      start = event.location
      last = (event.location, event.time)
      // A drag of no minimum distance begins with the press.
      guard minimumDistance == 0 else { return .possible }
      began = true
      return .changed(value(at: event, in: context))
    }
    guard let start else { return .failed }
    switch event.kind {
    case .moved:
      if let last {
        let elapsed = event.time.timeIntervalSince(last.time)
        if elapsed > 0 {
          velocity = CGSize(
            width: (event.location.x - last.location.x) / elapsed,
            height: (event.location.y - last.location.y) / elapsed)
        }
      }
      last = (event.location, event.time)
      if !began, start.distance(to: event.location) >= minimumDistance { began = true }
      return began ? .changed(value(at: event, in: context)) : .possible
    case .up:
      return began ? .ended(value(at: event, in: context)) : .failed
    case .down, .tick:
      return began ? .changed(value(at: event, in: context)) : .possible
    }
  }

  private func value(at event: _PointerEvent, in context: _GestureContext) -> DragGesture.Value {
    DragGesture.Value(
      time: event.time, location: context.convert(event.location, space),
      startLocation: context.convert(start ?? event.location, space), velocity: velocity)
  }
}
