import Dispatch
import Foundation

/// The pointer as hosts report it: a press, its moves and its release, in the window's
/// points on the host's clock. A press starts a `_PointerRun` of the gestures around what
/// it hit; the terminal reports its mouse (SGR), GTK its pointer, `ViewHost` elements their
/// `tap`, `drag` and `longPress`. While a press is held, the core wakes on the system clock
/// when a long press is due, unless the date is pinned (tests), when the test moves time
/// with `pointerTick(time:)`.
extension HostCore {
  /// A press at `point`, the `count`th of a run of clicks. - Returns: Whether any gesture
  /// is under it (a control, a disabled view or nothing drawn there has none).
  @_spi(TrellisHost) @discardableResult
  public func pointerDown(at point: CGPoint, count: Int = 1, time: Date = Date()) -> Bool {
    guard let node = pressedNode(at: point) else {
      pointerRun = nil
      return false
    }
    return beginPointerRun(from: node, at: point, count: count, time: time)
  }

  /// The pressed pointer moved to `point`.
  @_spi(TrellisHost) public func pointerMoved(to point: CGPoint, time: Date = Date()) {
    // A press on a drag source that moved far enough starts a drag, which takes the
    // pointer from the gestures (DragAndDrop/HostCore+DragAndDrop.swift).
    if let pending = pendingDrag, dragSession == nil,
      pending.start.distance(to: point) >= Self.dragThreshold
    {
      pendingDrag = nil
      pointerRun?.cancel()
      pointerRun = nil
      beginDrag(providers: pending.source.makeProviders())
    }
    if dragSession != nil, pendingDrag == nil {
      dragMoved(to: point)
      return
    }
    send(.moved, at: point, time: time)
  }

  /// The pointer came up at `point`. - Returns: Whether a gesture ended and acted.
  @_spi(TrellisHost) @discardableResult
  public func pointerUp(at point: CGPoint, time: Date = Date()) -> Bool {
    if pendingDrag != nil || dragSession != nil {
      pendingDrag = nil
      if dragSession != nil { return drop(at: point) }
    }
    guard let run = pointerRun else { return false }
    send(.up, at: point, time: time)
    pointerRun = nil
    return run.didEnd
  }

  /// Time passed with the pointer held (a long press comes due).
  @_spi(TrellisHost) public func pointerTick(time: Date = Date()) {
    guard let run = pointerRun else { return }
    send(.tick, at: run.location, time: time)
  }

  /// The host lost the pointer (a window lost it mid-press): the gestures under way are
  /// cancelled and their gesture state reset.
  @_spi(TrellisHost) public func cancelPointer() {
    pointerRun?.cancel()
    pointerRun = nil
    pendingDrag = nil
    cancelDrag()
  }

  /// When the press under way last reported, for hosts that move time themselves (tests).
  @_spi(TrellisHost) public var pointerTime: Date? { pointerRun?.time }

  /// Whether a press is being followed by gestures.
  @_spi(TrellisHost) public var isFollowingPointer: Bool {
    pointerRun != nil || pendingDrag != nil || dragSession != nil
  }

  /// Starts a run at `point` for the gestures of `node` and the views around it.
  /// - Returns: Whether there are any.
  func beginPointerRun(from node: _ViewNode, at point: CGPoint, count: Int, time: Date) -> Bool {
    pointerRun?.cancel()
    pendingDrag = nil
    if startsDragsFromPointer, dragSession == nil, let source = dragSource(from: node) {
      pendingDrag = _PendingDrag(source: source, start: point)
    }
    let candidates = gestureCandidates(from: node)
    guard !candidates.isEmpty else {
      pointerRun = nil
      return pendingDrag != nil
    }
    pointerRun = _PointerRun(candidates: candidates, at: point)
    send(.down(count: max(1, count)), at: point, time: time)
    return true
  }

  private func send(_ kind: _PointerEvent.Kind, at point: CGPoint, time: Date) {
    guard let run = pointerRun else { return }
    run.receive(_PointerEvent(kind: kind, location: point, time: time))
    if run.isOver, kind != .up {
      pointerRun = nil
    } else if let wake = run.wakeTime {
      schedulePointerTick(at: wake, for: run)
    }
  }

  /// Wakes for a long press on the system clock, unless tests pinned the date.
  private func schedulePointerTick(at wake: Date, for run: _PointerRun) {
    guard pinnedDate == nil else { return }
    let delay = max(0, wake.timeIntervalSinceNow)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self, weak run] in
      MainActor.assumeIsolated {
        guard let self, let run, self.pointerRun === run else { return }
        self.pointerTick(time: max(Date(), wake))
      }
    }
  }

  /// The gestures a press on `node` reaches, in the order they compete (see `_PointerRun`):
  /// those of `node` and the views around it up to a control (which takes the press), a
  /// sheet's edge, or a mask that leaves out the views inside.
  private func gestureCandidates(from node: _ViewNode) -> [_PointerRun.Candidate] {
    let overlays = engine?.overlays ?? []
    var found: [(_GestureRegistration, _ViewNode)] = []
    var current: _ViewNode? = node
    while let candidate = current {
      // A control takes the press, but not a container of controls (a selecting list),
      // whose rows' gestures still act.
      if let control = candidate.control, !control.isContainer { break }
      if let registration = candidate.existingModifierState(_GestureRegistration.self) {
        if !registration.mask.contains(.subviews) { found.removeAll() }
        if registration.mask.contains(.gesture) { found.append((registration, candidate)) }
      }
      if overlays.contains(where: { $0 === candidate }) { break }
      current = candidate.parent
    }
    let element = HostElement(node: node, frame: .zero, core: self)
    func candidate(_ entry: (_GestureRegistration, _ViewNode)) -> _PointerRun.Candidate {
      let (registration, owner) = entry
      let context = _GestureContext { point, space in
        element.location(of: point, in: owner, space: space)
      }
      return _PointerRun.Candidate(
        registration.makeRecognizer(), context: context,
        isSimultaneous: registration.priority == .simultaneous)
    }
    let high = found.filter { $0.0.priority == .high }.reversed()
    let normal = found.filter { $0.0.priority == .normal }
    let simultaneous = found.filter { $0.0.priority == .simultaneous }
    return (high + normal + simultaneous).map(candidate)
  }
}

extension HostElement {
  /// Presses the pointer on this view at `point` (window points), for its gestures and
  /// those of the views around it, whatever is drawn over it.
  @_spi(TrellisHost) public func beginPointerRun(at point: CGPoint, count: Int = 1) throws {
    let label = "\(typeName) \"\(text)\""
    try checkUsable(label)
    guard core.beginPointerRun(from: node, at: point, count: count, time: Date()) else {
      throw ActionError.notApplicable("\(label) has no gesture and is no drag source")
    }
  }
}
