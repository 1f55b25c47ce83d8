import Foundation

extension HostPresentation {
  /// Whether the presentation is a popover (`popover(isPresented:)`), shown beside the view
  /// that presents it rather than centred.
  @_spi(TrellisHost) public var isPopover: Bool { node.view is any _PopoverMarker }

  /// The rectangle a popover points at (its attachment anchor in the presenting view), in
  /// the main window's points; `nil` for a sheet or alert.
  @_spi(TrellisHost) public var popoverAnchor: CGRect? {
    guard node.isAlive, let marker = node.view as? any _PopoverMarker, let presenter = node.parent,
      let frame = box.core.engine?.frame(of: presenter)
    else { return nil }
    return marker.attachment.anchor.rect(in: frame)
  }

  /// The edge of its anchor a popover asked to attach to (`arrowEdge:`), if it asked.
  @_spi(TrellisHost) public var popoverArrowEdge: Edge? {
    (node.view as? any _PopoverMarker)?.attachment.arrowEdge
  }
}

extension HostCore {
  /// A press at `point` (window points) while a popover is in front: outside it, the popover
  /// is dismissed as a person dismisses it (unless `interactiveDismissDisabled()` says no)
  /// and the press goes no further, as on a desktop. Returns whether the press was taken.
  @_spi(TrellisHost) public func pressOutsidePopover(at point: CGPoint) -> Bool {
    guard let front = presentations.last, front.isPopover, !front.box.frame.contains(point)
    else { return false }
    front.dismissInteractively()
    update()
    return true
  }

  /// After a layout: when a popover came to the front, focus goes to its first control
  /// (unless its own view focused one), so keys go to it at once. Returns whether focus moved.
  func focusesNewPopover(_ engine: _LayoutEngine) -> Bool {
    let front = engine.overlays.last
    guard front !== lastFrontOverlay else { return false }
    lastFrontOverlay = front
    guard let front, front.view is any _PopoverMarker,
      graph.focusedNode.map({ $0.isInSubtree(of: front) }) != true
    else { return false }
    return moveFocus(backward: false)
  }
}
