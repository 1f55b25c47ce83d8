/// What changed in one node since the last layout.
struct _LayoutChange: OptionSet, Hashable {
  let rawValue: UInt8
  /// What the node shows, not its size nor where its children go: a toggle's state, an
  /// accessibility attribute. Its layout is one that says it places as before
  /// (``_Layout/placesLike(_:)``), in the same environment.
  static let content = _LayoutChange(rawValue: 1)
  /// What it measures or how it lays its children out (a text's string, a stack's spacing,
  /// a new environment), or it cannot tell.
  static let layout = _LayoutChange(rawValue: 2)
  /// Which children it has, or their order.
  static let structure = _LayoutChange(rawValue: 4)
}

/// The nodes that changed what they lay out or show since the last layout, and how: each
/// node evaluated with something new (its view, environment, control or children) and each
/// node whose accessibility attributes changed. A layout that follows only such changes can
/// place again just the subtrees around them (LayoutEngine+Local.swift).
@MainActor
struct _LayoutChanges {
  /// The changed nodes and how, in the order they changed (a node may come more than once).
  private(set) var nodes: [(node: _ViewNode, change: _LayoutChange)] = []
  /// Whether more changed than is worth following one by one: the next layout is a whole one.
  private(set) var overflowed = false

  /// More changes than this in one frame, and placing the whole window costs no more.
  private static let limit = 256

  /// Notes that `node` changed, unless a layout is running (what changes then, that layout
  /// takes in).
  mutating func note(_ node: _ViewNode, _ change: _LayoutChange) {
    guard !overflowed, !node.graph.layoutStamps.isLayingOut else { return }
    guard nodes.count < Self.limit else {
      overflowed = true
      nodes.removeAll()
      return
    }
    nodes.append((node, change))
  }

  /// The changes noted since the last call, which starts noting afresh; `nil` when there were
  /// too many to follow.
  mutating func take() -> [(node: _ViewNode, change: _LayoutChange)]? {
    defer {
      nodes.removeAll(keepingCapacity: true)
      overflowed = false
    }
    return overflowed ? nil : nodes
  }
}
