extension _ViewNode {
  /// Where this node's path from the root parts from `other`'s: the last node both paths
  /// pass through, and the child of it on each path. `nil` when one node contains the other
  /// (or they are one node), and when they are in different trees.
  func divergence(from other: _ViewNode) -> (
    parent: _ViewNode, mine: _ViewNode, theirs: _ViewNode
  )? {
    func path(_ node: _ViewNode) -> [_ViewNode] {
      var nodes = [node]
      while let parent = nodes.last?.parent { nodes.append(parent) }
      return nodes.reversed()
    }
    let mine = path(self)
    let theirs = path(other)
    var index = 0
    while index < mine.count, index < theirs.count, mine[index] === theirs[index] { index += 1 }
    guard index > 0, index < mine.count, index < theirs.count else { return nil }
    return (mine[index - 1], mine[index], theirs[index])
  }
}
