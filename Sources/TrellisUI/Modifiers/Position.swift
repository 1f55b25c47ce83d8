import Foundation

extension View {
  /// Places the centre of this view at `position` in its parent's coordinate space (from
  /// the top leading corner of the space the parent offers). The result takes all the space
  /// it is offered.
  public func position(_ position: CGPoint) -> some View {
    modifier(_PositionModifier(position: position))
  }

  /// Places the centre of this view at `x`, `y` in its parent's coordinate space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}

struct _PositionModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let position: CGPoint

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PositionLayout(position: position))
  }

  func _attach(to node: _ViewNode) { node.graph.drawsOverlapping = true }
}

/// Takes the whole proposal (a dimension left unspecified is the content's), offers its
/// content that size, and centres the content at `position` in its own bounds.
struct _PositionLayout: _WrappingLayout {
  let position: CGPoint

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let content = _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let offered = ProposedViewSize(bounds.size)
    let grid = context.grid
    for subview in subviews {
      let size = subview.sizeThatFits(offered, context: context)
      let origin = CGPoint(
        x: bounds.minX + grid.rounded(position.x - size.width / 2, along: .horizontal),
        y: bounds.minY + grid.rounded(position.y - size.height / 2, along: .vertical))
      subview.place(in: CGRect(origin: origin, size: size), proposal: offered, context: context)
    }
  }
}
