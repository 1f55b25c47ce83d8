import Foundation

/// The views a layout arranges: its node's children, with transparent nodes (composite
/// views, `TupleView`, `ForEach`...) replaced by their own children, recursively.
struct _Subviews: RandomAccessCollection {
  let nodes: [_ViewNode]
  var startIndex: Int { 0 }
  var endIndex: Int { nodes.count }
  subscript(index: Int) -> _Subview { _Subview(node: nodes[index]) }

  @MainActor init(of node: _ViewNode) {
    var nodes: [_ViewNode] = []
    for child in node.children { Self.collect(child, into: &nodes) }
    self.nodes = nodes
  }

  init(nodes: [_ViewNode]) { self.nodes = nodes }

  @MainActor static func collect(_ node: _ViewNode, into nodes: inout [_ViewNode]) {
    if node.joinsParentLayout {
      for child in node.children { collect(child, into: &nodes) }
    } else {
      nodes.append(node)
    }
  }
}

extension _ViewNode {
  /// Whether a layout looks through this node to its children: it has no layout of its own
  /// and realises no lazy rows.
  var joinsParentLayout: Bool {
    if case .transparent = layout, lazyRows == nil { return true }
    return false
  }
}

/// One view as a layout sees it: it can be measured and placed.
struct _Subview {
  let node: _ViewNode

  @MainActor func sizeThatFits(_ proposal: ProposedViewSize, context: _LayoutContext) -> CGSize {
    context.engine.size(of: node, proposal: proposal)
  }

  /// Places the subview in `rect`, which has the size it chose for `proposal`.
  /// The rectangle is worked out left to right: a container laid out right to left places
  /// the subview mirrored within itself.
  @MainActor func place(in rect: CGRect, proposal: ProposedViewSize, context: _LayoutContext) {
    context.engine.place(node, in: context.directed(rect), proposal: proposal)
  }

  @MainActor var isSpacer: Bool {
    if case .layout(let layout) = node.layout { return layout is _SpacerLayout }
    return false
  }

  /// The subview's size and guides when it is given `proposal` and takes `size`.
  @MainActor func dimensions(
    size: CGSize, proposal: ProposedViewSize, context: _LayoutContext
  ) -> ViewDimensions {
    let engine = context.engine
    let node = self.node
    return ViewDimensions(size: size) { key in
      engine.explicitAlignment(
        of: key, in: node, bounds: CGRect(origin: .zero, size: size), proposal: proposal)
    }
  }
}

@MainActor
struct _LayoutContext {
  let engine: _LayoutEngine
  let node: _ViewNode
  var environment: EnvironmentValues { node.environment }
  /// What the host measures: text, controls, its chrome.
  var measurer: any _HostMeasurer { engine.measurer }
  var metrics: _HostMetrics { engine.measurer.metrics }
  /// The host's pixel, to which lengths are rounded.
  var grid: _PixelGrid { engine.grid }
  /// The direction the container lays out its subviews in.
  var layoutDirection: LayoutDirection { node.environment.layoutDirection }

  /// Where the container places a subview it worked out at `rect`: there when it lays out
  /// left to right, mirrored within the container's frame when right to left. Layouts work
  /// every position out left to right, so mirroring each view's place within its container
  /// lays out the whole tree from the right.
  func directed(_ rect: CGRect) -> CGRect {
    guard _RightToLeftUse.isSeen, layoutDirection == .rightToLeft else { return rect }
    return rect._mirrored(within: node.placedFrame)
  }
}
