import Foundation

/// Flexible empty space that pushes its neighbours apart in a stack.
public struct Spacer {
  /// Drawn by Trellis as blank space.
  public typealias Body = Never
  /// The least space it takes, in points.
  public var minLength: CGFloat?

  /// Creates a spacer of at least `minLength` points.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_SpacerLayout(minimum: minLength ?? 0))
  }
}

/// Takes all it is offered along a stack's axis, nothing across it.
struct _SpacerLayout: _Layout {
  /// The least length, in points (rounded to the host's pixel along the stack).
  let minimum: CGFloat
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let axis = context.node.parentStackAxis ?? .vertical
    let least = context.grid.rounded(minimum, along: axis)
    var size = CGSize.zero
    size[axis] = max(least, proposal[axis] ?? least)
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
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let thickness = context.metrics.separator
    if context.node.parentStackAxis == .horizontal {
      return CGSize(width: thickness.width, height: proposal.height ?? thickness.height)
    }
    return CGSize(width: proposal.width ?? thickness.width, height: thickness.height)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    [(frame, .separator(isVertical: context.node.parentStackAxis == .horizontal))]
  }
}

extension _ViewNode {
  /// The axis of the nearest enclosing stack, for spacers and dividers.
  var parentStackAxis: _Axis? {
    var current = parent
    while let node = current {
      if case .layout(let layout) = node.layout { return layout.stackOrientation }
      current = node.parent
    }
    return nil
  }
}

extension Spacer: View {}
extension Divider: View {}
