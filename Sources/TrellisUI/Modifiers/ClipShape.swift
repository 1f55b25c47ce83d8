import Foundation

extension View {
  /// Draws this view only inside `shape`, placed in the view's bounds. Shapes inside are cut
  /// to the shape exactly in every host; other views are cut to the shape's bounds (the
  /// terminal's cells, GTK's native widgets).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(_ClipShapeModifier(shape: shape))
  }

  /// Draws this view only inside its bounds.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle())
  }

  /// Draws this view only inside its bounds with corners rounded by `radius` points.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }
}

struct _ClipShapeModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let shape: any Shape

  func _layout(node: _ViewNode) -> _LayoutBehavior { .layout(_ClipShapeLayout(shape: shape)) }
}

/// Sizes and places its content as it is, inside a clip of its own bounds; the shapes drawn
/// inside carry its outline (`_ShapeItem.clips`).
struct _ClipShapeLayout: _WrappingLayout, _OutlineClipping {
  let shape: any Shape

  @MainActor func outline(of node: _ViewNode, in frame: CGRect) -> Path? {
    let bounds = node.placedFrame
    return shape._path(
      in: CGRect(origin: .zero, size: bounds.size), direction: node.environment.layoutDirection
    )
    .offsetBy(dx: bounds.minX - frame.minX, dy: bounds.minY - frame.minY)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let outline = shape._path(
      in: CGRect(origin: .zero, size: bounds.size), direction: context.layoutDirection
    ).boundingRect
    context.engine.clipping(to: outline.offsetBy(dx: bounds.minX, dy: bounds.minY)) {
      _StackLayout.column.placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    subviewAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
