import Foundation

extension HostCore {
  /// Runs the tap gesture that a tap at `point` (in the window's points) reaches, for the
  /// `count`th tap of a run of clicks. As on Apple's platforms, a tap hits what is drawn
  /// there, the frontmost first (text, a shape's inside, a colour, a control; not the empty
  /// part of a stack or frame, nor what a scroll view cuts off), and goes to the innermost
  /// gesture around it; a control, a disabled view or a sheet in front takes it.
  /// - Returns: Whether a gesture ran.
  @_spi(TrellisHost) @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    update()
    guard let engine else { return false }
    var nodes: [ObjectIdentifier: _ViewNode] = [:]
    for node in engine.placed { nodes[ObjectIdentifier(node)] = node }
    for item in displayList.items.reversed() where Self.hits(item, point) {
      guard let node = nodes[item.id.node] else { continue }
      if let front = engine.overlays.last, !node.isInSubtree(of: front) { return false }
      guard node.isEnabled else { return false }
      return HostElement(node: node, frame: engine.frame(of: node) ?? item.frame, core: self)
        .runTapGesture(at: point, count: count)
    }
    return false
  }

  /// Whether `point` is on what `item` draws, within its clip: where its effects draw it
  /// (scaled, rotated), and not at all when its opacity is 0.
  private static func hits(_ item: _DisplayItem, _ point: CGPoint) -> Bool {
    guard item.id.part != _DisplayItemID.focusPart, item.clip.contains(point) else { return false }
    var point = point
    if let effects = item.effects {
      guard effects.isVisible, !effects.isFlattened else { return false }
      // The point where the item was laid out that is drawn under `point`.
      if effects.isTransformed { point = point.applying(effects.transform.inverted()) }
    }
    switch item.content {
    case .focus, .scrollIndicator:
      return false
    case .shape(let shape):
      let reach = shape.reach.offsetBy(dx: item.frame.minX, dy: item.frame.minY)
      guard item.frame.union(reach).contains(point) else { return false }
      guard case .fill(_, let isEvenOdd) = shape.paint else { return true }
      let local = CGPoint(x: point.x - item.frame.minX, y: point.y - item.frame.minY)
      return shape.path.contains(local, eoFill: isEvenOdd)
    default:
      return item.frame.contains(point)
    }
  }
}

extension HostElement {
  /// Runs the tap gesture of this view or the innermost view around it whose gesture wants
  /// `count` taps (a gesture of two taps runs on every second one), with `point` in the
  /// window's points; a control around the view takes the tap instead, and a sheet's
  /// gestures stay inside it. - Returns: Whether one ran.
  func runTapGesture(at point: CGPoint, count: Int) -> Bool {
    let overlays = core.engine?.overlays ?? []
    var current: _ViewNode? = node
    while let candidate = current {
      if candidate !== node, let control = candidate.control, !control.isContainer {
        return false
      }
      if let tap = candidate.existingModifierState(_TapGestureRegistration.self),
        count % tap.count == 0
      {
        tap.action(location(of: point, in: candidate, space: tap.coordinateSpace))
        return true
      }
      if overlays.contains(where: { $0 === candidate }) { return false }
      current = candidate.parent
    }
    return false
  }

  /// `point` (window points) in `space` as seen from `node`.
  private func location(of point: CGPoint, in node: _ViewNode, space: CoordinateSpace) -> CGPoint {
    let origin: CGPoint
    switch space {
    case .global:
      return point
    case .local:
      origin = placedBounds(of: node)?.origin ?? .zero
    case .named(let name):
      origin = namedSpace(name, around: node)?.origin ?? .zero
    }
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// The frame `node` is laid out in: its own, or (a modifier's node, which joins its
  /// parent's layout) the union of its nearest laid-out views'.
  private func placedBounds(of node: _ViewNode) -> CGRect? {
    if let frame = core.engine?.frame(of: node) { return frame }
    return node.children.compactMap(placedBounds).reduce(nil) { $0?.union($1) ?? $1 }
  }

  /// The frame of the nearest ancestor of `node` that names the coordinate space `name`.
  private func namedSpace(_ name: AnyHashable, around node: _ViewNode) -> CGRect? {
    var ancestor = node.parent
    while let current = ancestor {
      if case .layout(let layout) = current.layout,
        let space = layout as? _CoordinateSpaceLayout, space.name == name
      {
        return core.engine?.frame(of: current)
      }
      ancestor = current.parent
    }
    return nil
  }
}
