import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// Drags this view onto `target` and lets go there, as a pointer would: a press on this
  /// view's centre, moves to `point` in the target's own space (its centre unless given),
  /// and the release. The drag source is the innermost `onDrag` or `draggable` around this
  /// view.
  /// - Returns: Whether a drop target took the drop (`dropDestination`'s items load after
  ///   it; `await` ``ViewHost/finishDrops()`` for them).
  /// - Throws: When this view is no drag source, or is disabled or gone.
  @discardableResult
  public func drag(onto target: ViewHost.Element, at point: CGPoint? = nil) throws -> Bool {
    let drag = try beginDrag()
    drag.move(over: target, at: point)
    return drag.drop()
  }

  /// Presses this view's centre and moves the pointer a little, which starts a drag of what
  /// its drag source carries; move the returned drag over other views and drop it.
  /// - Throws: When this view is no drag source, or is disabled or gone.
  public func beginDrag() throws -> ViewHost.Drag {
    let centre = CGPoint(x: base.frame.midX, y: base.frame.midY)
    try run { try base.beginPointerRun(at: centre) }
    let core = base.core
    let start = core.pointerTime ?? Date()
    core.pointerMoved(
      to: CGPoint(x: centre.x + 4, y: centre.y), time: start.addingTimeInterval(0.05))
    guard core.isDragging else {
      core.cancelPointer()
      throw ViewHostError.notApplicable("\(self) is no drag source")
    }
    return ViewHost.Drag(core: core, byPointer: true)
  }
}

extension ViewHost {
  /// Starts a drag of `providers` coming from another program: it is over no view until
  /// moved over one.
  public func beginDrag(of providers: [NSItemProvider]) -> Drag {
    core.beginDrag(providers: providers)
    return Drag(core: core, byPointer: false)
  }

  /// Waits until the drops made so far have loaded their items and handed them to their
  /// actions (`dropDestination` loads them off the main actor), then updates the screen.
  public func finishDrops() async {
    await core.finishDrops()
  }

  /// A drag under way, moved over views and dropped by the test as a pointer would.
  @MainActor
  public final class Drag {
    private let core: HostCore
    /// Whether the drag follows a pressed pointer (one started on a view) rather than
    /// coming in from outside.
    private let byPointer: Bool
    private var location = CGPoint(x: -1, y: -1)
    private var time: Date

    init(core: HostCore, byPointer: Bool) {
      self.core = core
      self.byPointer = byPointer
      time = core.pointerTime ?? Date()
    }

    /// What a release where the drag is would do: `nil` over no drop target that takes it.
    public private(set) var operation: DropOperation?

    /// Whether the drag is still under way.
    public var isActive: Bool { core.isDragging }

    /// Moves the drag over `element`, to `point` in its own space (its centre unless given).
    public func move(over element: ViewHost.Element, at point: CGPoint? = nil) {
      let frame = element.bounds
      let local = point ?? CGPoint(x: frame.width / 2, y: frame.height / 2)
      move(to: CGPoint(x: frame.minX + local.x, y: frame.minY + local.y))
    }

    /// Moves the drag to `point`, in the window's points.
    public func move(to point: CGPoint) {
      location = point
      time = time.addingTimeInterval(0.05)
      if byPointer {
        core.pointerMoved(to: point, time: time)
        operation = core.dragOperation
      } else {
        operation = core.dragMoved(to: point)
      }
    }

    /// Moves the drag out of the window: the view it was over is told it left.
    public func leave() {
      move(to: CGPoint(x: -100, y: -100))
    }

    /// Lets go where the drag is. - Returns: Whether a drop target took the drop.
    @discardableResult
    public func drop() -> Bool {
      operation = nil
      return byPointer ? core.pointerUp(at: location, time: time) : core.drop(at: location)
    }

    /// Ends the drag without a drop, as pressing Escape or losing the pointer does.
    public func cancel() {
      operation = nil
      if byPointer { core.cancelPointer() } else { core.cancelDrag() }
    }
  }
}
