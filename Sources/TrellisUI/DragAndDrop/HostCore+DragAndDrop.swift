import Foundation

/// Drag and drop as every host does it: a drag carries item providers over the window, the
/// drop targets under it (`onDrop`, `dropDestination`) that take one of its types are told
/// as it enters, moves and leaves, and the one under a release performs the drop.
///
/// The terminal and `ViewHost` start drags from the pointer: a press on a drag source
/// (`onDrag`, `draggable`) that moves starts one. GTK starts them from its own drag source,
/// and drags from other programs come in through ``beginDrag(providers:)``.
extension HostCore {
  /// How far a press on a drag source moves before a drag starts, in points (less than a
  /// terminal cell, so the first cell moved starts it).
  static let dragThreshold: CGFloat = 3

  /// Whether a drag is under way.
  @_spi(TrellisHost) public var isDragging: Bool { dragSession != nil }

  /// What a release where the drag is would do: `nil` over no target that takes it.
  @_spi(TrellisHost) public var dragOperation: DropOperation? {
    guard let session = dragSession, session.target != nil else { return nil }
    return session.proposal?.operation ?? .copy
  }

  /// Whether a drag source (`onDrag`, `draggable`) is under `point` (window points).
  @_spi(TrellisHost) public func isDragSource(at point: CGPoint) -> Bool {
    pressedNode(at: point).flatMap(dragSource(from:)) != nil
  }

  /// A press at `point` (window points) that a control took (a list's row) still starts a
  /// drag of the drag source there, if any, once it moves; the views' gestures do not
  /// follow it. - Returns: Whether a drag source is there.
  @_spi(TrellisHost) @discardableResult
  public func pressDragSource(at point: CGPoint) -> Bool {
    guard startsDragsFromPointer, dragSession == nil, let node = pressedNode(at: point),
      let source = dragSource(from: node)
    else { return false }
    pointerRun?.cancel()
    pointerRun = nil
    pendingDrag = _PendingDrag(source: source, start: point)
    return true
  }

  /// Starts a drag of what the drag source at `point` (window points) carries.
  /// - Returns: The dragged items' providers, or `nil` when no drag source is there.
  @_spi(TrellisHost) @discardableResult
  public func beginDrag(at point: CGPoint) -> [NSItemProvider]? {
    guard let node = pressedNode(at: point), let source = dragSource(from: node) else {
      return nil
    }
    let providers = source.makeProviders()
    beginDrag(providers: providers)
    return providers
  }

  /// Starts a drag of `providers`, such as one coming in from another program; the drag is
  /// over no target until ``dragMoved(to:)`` says where it is.
  @_spi(TrellisHost) public func beginDrag(providers: [NSItemProvider]) {
    cancelDrag()
    dragSession = _DragSession(providers: providers)
  }

  /// The drag is at `point` (window points), or left the window (`nil`): the target it
  /// leaves is told, the one it comes over is asked and told, and the one it is over is told
  /// it moved.
  /// - Returns: What a release here would do: `nil` over no target.
  @_spi(TrellisHost) @discardableResult
  public func dragMoved(to point: CGPoint?) -> DropOperation? {
    guard let session = dragSession else { return nil }
    session.location = point
    let found = point.flatMap { dropTarget(at: $0, for: session) }
    if let old = session.target, old.registration !== found?.registration {
      session.target = nil
      session.proposal = nil
      old.registration.delegate.dropExited(info: info(at: point, over: old.node, session))
    }
    guard let found, let point else { return nil }
    if session.target == nil {
      session.target = found
      found.registration.delegate.dropEntered(info: info(at: point, over: found.node, session))
    }
    let proposal = found.registration.delegate.dropUpdated(
      info: info(at: point, over: found.node, session))
    session.proposal = proposal
    return proposal?.operation ?? .copy
  }

  /// The drag is released at `point` (window points): the target there, if it accepts the
  /// drag and proposes no `.cancel` or `.forbidden`, performs the drop; then it is told the
  /// drag left. The drag ends either way.
  /// - Returns: Whether a target took the drop.
  /// - Parameter providers: What the drop carries, when it is more than the drag said as
  ///   it moved (a drag from another program is only read when it is dropped).
  @_spi(TrellisHost) @discardableResult
  public func drop(at point: CGPoint, providers: [NSItemProvider]? = nil) -> Bool {
    guard let session = dragSession else { return false }
    if let providers { session.providers = providers }
    // A release where the drag was last reported is no move: the target is not told again.
    let operation = session.location == point ? dragOperation : dragMoved(to: point)
    var taken = false
    if let target = session.target, operation == .copy || operation == .move {
      taken = target.registration.delegate.performDrop(
        info: info(at: point, over: target.node, session))
    }
    if let target = session.target {
      session.target = nil
      target.registration.delegate.dropExited(info: info(at: point, over: target.node, session))
    }
    dragSession = nil
    return taken
  }

  /// Ends the drag without a drop: the target it is over is told it left.
  @_spi(TrellisHost) public func cancelDrag() {
    guard let session = dragSession else { return }
    if let target = session.target {
      session.target = nil
      target.registration.delegate.dropExited(info: info(at: nil, over: target.node, session))
    }
    dragSession = nil
  }

  /// Waits until the items of the drops made so far are loaded and handed to their
  /// actions (`dropDestination` loads them off the main actor), then updates the views.
  @_spi(TrellisHost) public func finishDrops() async {
    await dropLoads.finish()
    update()
  }

  // MARK: Finding sources and targets

  /// The innermost drag source around `node`, up to a sheet or popover's edge.
  func dragSource(from node: _ViewNode) -> _DragSourceRegistration? {
    let overlays = engine?.overlays ?? []
    var current: _ViewNode? = node
    while let candidate = current {
      if let source = candidate.existingModifierState(_DragSourceRegistration.self) {
        return source
      }
      if overlays.contains(where: { $0 === candidate }) { return nil }
      current = candidate.parent
    }
    return nil
  }

  /// The innermost drop target under `point` that takes what `session` carries: one of its
  /// types is offered, and its delegate validated the drag. Targets that do not take it are
  /// passed by, as if they were not there.
  private func dropTarget(at point: CGPoint, for session: _DragSession)
    -> (registration: _DropTargetRegistration, node: _ViewNode)?
  {
    guard let hit = pressedNode(at: point) else {
      session.validated = [:]
      return nil
    }
    let overlays = engine?.overlays ?? []
    var under: Set<ObjectIdentifier> = []
    var found: (registration: _DropTargetRegistration, node: _ViewNode)?
    var current: _ViewNode? = hit
    while let node = current {
      if let registration = node.existingModifierState(_DropTargetRegistration.self) {
        let key = ObjectIdentifier(registration)
        under.insert(key)
        if found == nil, accepts(registration, node, point, session) {
          found = (registration, node)
        }
      }
      if overlays.contains(where: { $0 === node }) { break }
      current = node.parent
    }
    // A target the drag left validates it afresh when it comes back.
    session.validated = session.validated.filter { under.contains($0.key) }
    return found
  }

  private func accepts(
    _ registration: _DropTargetRegistration, _ node: _ViewNode, _ point: CGPoint,
    _ session: _DragSession
  ) -> Bool {
    let key = ObjectIdentifier(registration)
    if let known = session.validated[key] { return known }
    let info = info(at: point, over: node, session)
    let accepted =
      info.hasItemsConforming(to: registration.types)
      && registration.delegate.validateDrop(info: info)
    session.validated[key] = accepted
    return accepted
  }

  private func info(at point: CGPoint?, over node: _ViewNode, _ session: _DragSession)
    -> DropInfo
  {
    let element = HostElement(node: node, frame: .zero, core: self)
    let location = point.map { element.location(of: $0, in: node, space: .local) } ?? .zero
    return DropInfo(location: location, providers: session.providers, loads: dropLoads)
  }
}
