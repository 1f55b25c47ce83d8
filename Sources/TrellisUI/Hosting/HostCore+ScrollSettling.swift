import Foundation

extension HostElement {
  /// Brings the scroll view this element is (or the nearest one around it) to rest where its
  /// scroll target behavior says, after a person's scrolling that began at `start` (its
  /// offset then, from ``scrollStart``) and has stopped. Returns whether it moved.
  @discardableResult
  @_spi(TrellisHost) public func settleScroll(from start: CGPoint) -> Bool {
    guard let scrollView = node.settlingScrollView else { return false }
    return core.settleScroll(of: scrollView, from: start)
  }

  /// Where the scroll view this element is (or the nearest one around it) is scrolled now,
  /// in points: what a host keeps as a gesture begins, to settle it from when it ends.
  @_spi(TrellisHost) public var scrollStart: CGPoint? { node.settlingScrollView?.scrollOffset }

  /// Whether the scroll view this element is (or the nearest one around it) has a scroll
  /// target behavior, so that a host settles its scrolling when it stops. Lists and forms
  /// have none.
  @_spi(TrellisHost) public var hasScrollTargetBehavior: Bool {
    node.settlingScrollView?.environment.scrollTargetBehavior != nil
  }
}

extension _ViewNode {
  /// This node if it is a `ScrollView`, else the nearest one around it along either axis: a
  /// carousel inside a feed is settled, not the feed.
  fileprivate var settlingScrollView: _ViewNode? {
    var current: _ViewNode? = self
    while let node = current {
      if case .layout(let layout) = node.layout, layout is _ScrollLayout { return node }
      current = node.parent
    }
    return nil
  }
}

extension HostCore {
  /// Moves the scroll view `container`, which a person scrolled from `start`, to where the
  /// scroll target behavior in its environment says it rests, and lays out again. Lists and
  /// forms, and scroll views without a behavior, stay where they are. Returns whether it
  /// moved.
  @discardableResult
  func settleScroll(of container: _ViewNode, from start: CGPoint) -> Bool {
    guard let behavior = container.environment.scrollTargetBehavior,
      case .layout(let behaviorLayout) = container.layout,
      let scroller = behaviorLayout as? _ScrollLayout,
      let engine, let frame = engine.frame(of: container)
    else { return false }
    let moved = container.scrollOffset
    guard moved != start else { return false }
    var containerSize = frame.size
    var contentSize = frame.size
    for axis in [_Axis.horizontal, .vertical] where scroller.axes._contains(axis) {
      guard let extent = engine.scrollExtent(of: container, along: axis) else { continue }
      containerSize[axis] = extent.viewport
      contentSize[axis] = extent.content
    }
    // The content's coordinates start at its top leading corner, margins included: right
    // to left, at its top right corner, x growing leftward.
    let contentOrigin = CGPoint(x: frame.minX - moved.x, y: frame.minY - moved.y)
    let rightToLeft = container.environment.layoutDirection == .rightToLeft
    let targetRects = container.scrollTargets().compactMap { target in
      engine.frame(ofSubtree: target).map { rect in
        var placed = rect.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y)
        if rightToLeft { placed.origin.x = frame.maxX + moved.x - rect.maxX }
        return placed
      }
    }
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: start, size: containerSize)),
      velocity: CGVector(dx: moved.x - start.x, dy: moved.y - start.y),
      contentSize: contentSize, containerSize: containerSize, axes: scroller.axes,
      environment: container.environment, targetRects: targetRects)
    var target = ScrollTarget(rect: CGRect(origin: moved, size: containerSize))
    behavior.updateTarget(&target, context: context)
    // The target's anchor point goes to the viewport's same point.
    let anchor = target.anchor ?? .topLeading
    var offset = CGPoint(
      x: target.rect.minX + anchor.x * (target.rect.width - containerSize.width),
      y: target.rect.minY + anchor.y * (target.rect.height - containerSize.height))
    for axis in [_Axis.horizontal, .vertical] {
      let end = max(0, contentSize[axis] - containerSize[axis])
      offset[axis] = grid.rounded(min(max(0, offset[axis]), end), along: axis)
    }
    guard offset != moved else { return false }
    container.scrollOffset = offset
    layout()
    return true
  }
}
