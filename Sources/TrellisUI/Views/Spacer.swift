/// Flexible empty space that pushes its neighbours apart in a stack.
public struct Spacer {
  /// Drawn by Trellis as blank space.
  public typealias Body = Never
  /// The least space it takes, in points.
  public var minLength: Double?

  /// Creates a spacer of at least `minLength` points.
  public init(minLength: Double? = nil) { self.minLength = minLength }
}

extension Spacer: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_SpacerLayout(minimum: minLength.map { _Points.columns($0) } ?? 0))
  }
}

/// Takes all it is offered along a stack's axis, nothing across it.
struct _SpacerLayout: _Layout {
  let minimum: Int
  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let axis = context.node.parentStackAxis ?? .vertical
    var size = _Size.zero
    size[axis] = max(minimum, proposal[axis] ?? minimum)
    return size
  }
}

/// A line that separates content: horizontal in a column, vertical in a row.
public struct Divider {
  /// Drawn by Trellis as a dim line of `─` (in a column) or `│` (in a row).
  public typealias Body = Never
  /// Creates a divider.
  public init() {}
}

extension Divider: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_DividerLayout()) }
}

struct _DividerLayout: _Layout {
  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    if context.node.parentStackAxis == .horizontal {
      return _Size(width: 1, height: proposal.height ?? 1)
    }
    return _Size(width: proposal.width ?? 1, height: 1)
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    let vertical = context.node.parentStackAxis == .horizontal
    canvas.fill(bounds, with: vertical ? "│" : "─", style: _Canvas.Style(dim: true))
  }
}

extension _ViewNode {
  /// The axis of the nearest enclosing stack, for spacers and dividers.
  var parentStackAxis: _Axis? {
    var current = parent
    while let node = current {
      if case .layout(let layout) = node.layout {
        if let stack = layout as? _StackLayout { return stack.axis }
        return nil
      }
      current = node.parent
    }
    return nil
  }
}

extension Spacer: View {}
extension Divider: View {}
