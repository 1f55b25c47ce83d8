import Foundation

extension HostCore {
  /// Runs the tap gestures that a tap at `point` (in the window's points) reaches, for the
  /// `count`th tap of a run of clicks: a press and its release there. As on Apple's
  /// platforms, a tap hits what is drawn there, the frontmost first (text, a shape's inside,
  /// a colour, a control; not the empty part of a stack or frame, nor what a scroll view
  /// cuts off), and goes to the gestures around it (HostCore+Pointer.swift); a control, a
  /// disabled view or a sheet in front takes it.
  /// - Returns: Whether a gesture ran.
  @_spi(TrellisHost) @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    let time = Date()
    guard pointerDown(at: point, count: count, time: time) else { return false }
    return pointerUp(at: point, time: time)
  }

  /// The view drawn frontmost at `point` that a press there reaches, if any: `nil` where
  /// nothing is drawn, a disabled view is, or a sheet in front of it is not. Views with
  /// `allowsHitTesting(false)` are skipped. A view with a `contentShape` is hit inside its
  /// shape (behind what it draws there), and nothing inside it is hit outside the shape.
  func pressedNode(at point: CGPoint) -> _ViewNode? {
    update()
    guard let engine else { return nil }
    var nodes: [ObjectIdentifier: _ViewNode] = [:]
    for node in engine.placed { nodes[ObjectIdentifier(node)] = node }
    let items = displayList.items
    var contentShapes: [ObjectIdentifier: _DisplayItem] = [:]
    for item in items {
      if case .contentShape = item.content { contentShapes[item.id.node] = item }
    }
    for item in items.reversed() where Self.hits(item, point) {
      // A view that allows no hit testing is passed through to what is behind it.
      guard let node = nodes[item.id.node], node.environment.allowsHitTesting else { continue }
      guard
        contentShapes.isEmpty
          || Self.isInsideContentShapes(
            around: node, contentShapes, point, presented: engine.overlays)
      else { continue }
      if let front = engine.overlays.last, !node.isInSubtree(of: front) { return nil }
      guard node.isEnabled else { return nil }
      return node
    }
    return nil
  }

  /// Whether `point` is inside the content shape of every view around `node` that has one
  /// (a view's own shape was hit already when its item was), up to the sheet, popover or
  /// menu `node` is presented in: what a view presents is not cut to its shape.
  private static func isInsideContentShapes(
    around node: _ViewNode, _ shapes: [ObjectIdentifier: _DisplayItem], _ point: CGPoint,
    presented: [_ViewNode]
  ) -> Bool {
    var ancestor: _ViewNode? = node
    while let current = ancestor, !presented.contains(where: { $0 === current }) {
      if current !== node, let shape = shapes[ObjectIdentifier(current)], !hits(shape, point) {
        return false
      }
      ancestor = current.parent
    }
    return true
  }

  /// Whether `point` is on what `item` draws, within its clip: where its effects draw it
  /// (scaled, rotated), and not at all when its opacity is 0 or its colour clear.
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
    case .contentShape(let path, let isEvenOdd):
      let local = CGPoint(x: point.x - item.frame.minX, y: point.y - item.frame.minY)
      return path.contains(local, eoFill: isEvenOdd)
    case .shape(let shape):
      // As on Apple's platforms, a clear colour takes no taps (`contentShape` gives it some).
      if shape.gradient == nil, shape.color.isInvisible { return false }
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
  /// Runs the tap gestures of this view and the views around it for the `count`th tap of
  /// a run, with `point` in the window's points, as a press and release there would; a
  /// control around the view takes the tap instead, and a sheet's gestures stay inside it.
  /// - Returns: Whether one ran.
  func runTapGesture(at point: CGPoint, count: Int) -> Bool {
    let time = Date()
    guard core.beginPointerRun(from: node, at: point, count: count, time: time) else {
      return false
    }
    return core.pointerUp(at: point, time: time)
  }

  /// `point` (window points) in `space` as seen from `node`.
  func location(of point: CGPoint, in node: _ViewNode, space: CoordinateSpace) -> CGPoint {
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
