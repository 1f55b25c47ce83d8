import Foundation

extension View {
  /// Draws this view moved by `offset`, leaving its place in layout where it was: the views
  /// around it do not move, and a `border` or `background` added after the offset stays
  /// around the original place. The view is hit where it is drawn.
  public func offset(_ offset: CGSize) -> some View {
    modifier(_OffsetModifier(offset: offset))
  }

  /// Draws this view moved `x` points right and `y` points down, leaving its place in layout
  /// where it was.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }
}

struct _OffsetModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let offset: CGSize

  func _layout(node: _ViewNode) -> _LayoutBehavior { .layout(_OffsetLayout(offset: offset)) }

  func _attach(to node: _ViewNode) { node.graph.drawsOverlapping = true }
}

/// Takes its content's size and places the content moved by `offset` (rounded to the host's
/// pixel): only what is drawn moves.
struct _OffsetLayout: _WrappingLayout {
  let offset: CGSize

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let moved = bounds.offsetBy(
      dx: context.grid.rounded(offset.width, along: .horizontal),
      dy: context.grid.rounded(offset.height, along: .vertical))
    _StackLayout.column.placeSubviews(
      in: moved, proposal: proposal, subviews: subviews, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // Alignment is layout: the guides stay where the view would be without the offset.
    subviewAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
