import Foundation

extension HostCore {
  /// Scrolls the first scroll view under `reader` to `edge` of its content, as a
  /// `ScrollPosition` asks.
  func scroll(under reader: _ViewNode, toEdge edge: Edge) {
    guard let scroller = reader.firstScrollView() else { return }
    switch edge {
    case .top: scroller.scrollOffset.y = 0
    case .leading: scroller.scrollOffset.x = 0
    // Past the end: the next layout brings it back to the end.
    case .bottom: scroller.scrollOffset.y = .greatestFiniteMagnitude
    case .trailing: scroller.scrollOffset.x = .greatestFiniteMagnitude
    }
    layout()
  }

  /// Scrolls the first scroll view under `reader` to `x` and `y` points into its content
  /// (within it); a `nil` coordinate stays as it is.
  func scroll(under reader: _ViewNode, toOffsetX x: CGFloat?, y: CGFloat?) {
    guard let scroller = reader.firstScrollView() else { return }
    if let x { scroller.scrollOffset.x = grid.rounded(max(0, x), along: .horizontal) }
    if let y { scroller.scrollOffset.y = grid.rounded(max(0, y), along: .vertical) }
    layout()
  }
}

extension _ViewNode {
  /// This node if it is a `ScrollView`, else the first one in its subtree.
  fileprivate func firstScrollView() -> _ViewNode? {
    if case .layout(let layout) = layout, layout is _ScrollLayout { return self }
    for child in children + (lazyRows?.realizedInOrder ?? []) {
      if let found = child.firstScrollView() { return found }
    }
    return nil
  }
}

extension HostCore {
  /// Runs `body`, in which code scrolls: scroll positions take the offsets it leaves as
  /// where the scroll views rest, not as a person's scrolling.
  func scrollingByCode(_ body: () -> Void) {
    let outer = graph.isScrollingByCode
    graph.isScrollingByCode = true
    defer { graph.isScrollingByCode = outer }
    body()
  }
}
