import Foundation

extension _LayoutEngine {
  /// Runs `body` (measuring or placing a scroll view's content) with `node` as the
  /// container of what it lays out, `size` large.
  func inContainer<Result>(_ node: _ViewNode, size: CGSize, _ body: () -> Result) -> Result {
    containers.append((ObjectIdentifier(node), size))
    defer { containers.removeLast() }
    return body()
  }

  /// The size of the container `node` is in, as `containerRelativeFrame` measures it: its
  /// nearest enclosing scroll view's (or list's) viewport, else the window's.
  func containerSize(of node: _ViewNode) -> CGSize {
    var ancestor = node.parent
    while let current = ancestor {
      if current.isScrollContainer {
        let id = ObjectIdentifier(current)
        if let entry = containers.last(where: { $0.node == id }) { return entry.size }
        // Laid out again on its own, inside a scroll view placed before: its viewport.
        return current.placedFrame.isEmpty ? screen.size : current.placedFrame.size
      }
      ancestor = current.parent
    }
    return screen.size
  }
}
