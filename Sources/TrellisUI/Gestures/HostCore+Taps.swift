import Foundation

extension HostCore {
  /// Runs the tap gesture of the innermost view under `point` (in the window's points) that
  /// has one for the `count`th tap of a run of clicks; what is in front is hit first.
  /// - Returns: Whether a gesture ran.
  @_spi(TrellisHost) @discardableResult
  public func tap(at point: CGPoint, count: Int = 1) -> Bool {
    let order = drawingOrder
    let under = elements.filter { $0.frame.contains(point) && $0.node.isEnabled }
    guard
      let front = under.max(by: {
        (order[$0.identity] ?? -1) < (order[$1.identity] ?? -1)
      })
    else { return false }
    return front.runTapGesture(at: point, count: count)
  }
}

extension HostElement {
  /// Runs the tap gesture of this view or the innermost view around it whose gesture wants
  /// `count` taps (a gesture of two taps runs on every second one), with `point` in the
  /// window's points. - Returns: Whether one ran.
  func runTapGesture(at point: CGPoint, count: Int) -> Bool {
    var current: _ViewNode? = node
    while let candidate = current {
      defer { current = candidate.parent }
      guard let tap = candidate.existingModifierState(_TapGestureRegistration.self),
        count % tap.count == 0
      else { continue }
      tap.action(location(of: point, in: candidate, space: tap.coordinateSpace))
      return true
    }
    return false
  }

  /// `point` (window points) in `space` as seen from `node`.
  private func location(of point: CGPoint, in node: _ViewNode, space: CoordinateSpace) -> CGPoint {
    let engine = core.engine
    switch space {
    case .global:
      return point
    case .local:
      let origin = engine?.frame(of: node)?.origin ?? .zero
      return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    case .named(let name):
      var ancestor = node.parent
      while let current = ancestor {
        defer { ancestor = current.parent }
        guard case .layout(let layout) = current.layout,
          let space = layout as? _CoordinateSpaceLayout, space.name == name,
          let frame = engine?.frame(of: current)
        else { continue }
        return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
      }
      return point
    }
  }
}
