import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// Where the view is in its window, in points (a cell is 8 by 16 points): what gesture
  /// locations are measured against.
  public var bounds: CGRect { base.frame }

  /// Drags from `start` to `end` (points in the view's own space, its top-left corner at
  /// zero; the start is the view's centre unless given) in `steps` moves over `duration`
  /// seconds, then lets go: the gestures of the view and the views around it follow the
  /// press as a pointer's would.
  /// - Throws: When no gesture is under the view, or it is disabled or gone.
  public func drag(
    from start: CGPoint? = nil, to end: CGPoint, steps: Int = 4, duration: TimeInterval = 0.2
  ) throws {
    let origin = base.frame.origin
    let from = start ?? CGPoint(x: base.frame.width / 2, y: base.frame.height / 2)
    let window = { (point: CGPoint) in CGPoint(x: point.x + origin.x, y: point.y + origin.y) }
    try run { try base.beginPointerRun(at: window(from)) }
    let steps = max(1, steps)
    let begin = base.core.pointerTime ?? Date()
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      let point = CGPoint(
        x: from.x + (end.x - from.x) * fraction, y: from.y + (end.y - from.y) * fraction)
      base.core.pointerMoved(
        to: window(point), time: begin.addingTimeInterval(duration * Double(fraction)))
    }
    base.core.pointerUp(at: window(end), time: begin.addingTimeInterval(duration))
  }

  /// Presses the view's centre, holds it for `duration` seconds without moving, and lets
  /// go: a long press of that length.
  /// - Throws: When no gesture is under the view, or it is disabled or gone.
  public func longPress(for duration: TimeInterval = 0.5) throws {
    let centre = CGPoint(x: base.frame.midX, y: base.frame.midY)
    try run { try base.beginPointerRun(at: centre) }
    let end = (base.core.pointerTime ?? Date()).addingTimeInterval(duration)
    base.core.pointerTick(time: end)
    base.core.pointerUp(at: centre, time: end)
  }
}

extension ViewHost {
  /// Presses the pointer at `point` (in the window's points; a cell is 8 by 16 points), the
  /// `count`th press of a run of clicks, as a mouse button going down there.
  /// - Returns: Whether any gesture is under it.
  @discardableResult
  public func pressPointer(at point: CGPoint, count: Int = 1) -> Bool {
    core.pointerDown(at: point, count: count)
  }

  /// Moves the pressed pointer to `point`, `seconds` after its last report.
  public func movePointer(to point: CGPoint, after seconds: TimeInterval = 0.05) {
    core.pointerMoved(to: point, time: (core.pointerTime ?? Date()).addingTimeInterval(seconds))
  }

  /// Keeps the pointer pressed for `seconds` more: a long press comes due.
  public func holdPointer(for seconds: TimeInterval) {
    core.pointerTick(time: (core.pointerTime ?? Date()).addingTimeInterval(seconds))
  }

  /// Lets the pointer go at `point`. - Returns: Whether a gesture ended and acted.
  @discardableResult
  public func releasePointer(at point: CGPoint) -> Bool {
    core.pointerUp(at: point, time: core.pointerTime ?? Date())
  }

  /// Loses the pressed pointer, as a window does when another takes it: the gestures under
  /// way are cancelled and their `@GestureState` reset.
  public func cancelPointer() { core.cancelPointer() }
}
