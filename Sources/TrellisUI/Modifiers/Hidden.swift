import Foundation

extension View {
  /// Hides this view: it keeps its place in layout, but draws nothing, takes no clicks or
  /// focus, and assistive technologies do not see it.
  public func hidden() -> some View {
    modifier(_HiddenModifier())
  }
}

struct _HiddenModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never

  func _layout(node: _ViewNode) -> _LayoutBehavior { .layout(_HiddenLayout()) }
}

/// Sizes and places its content as it is, inside a clip with no area: the content has
/// frames (a geometry reader in it still reads them) but nothing of it is shown or listed
/// among the elements on screen, so it cannot be focused, clicked or read aloud.
struct _HiddenLayout: _WrappingLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    context.engine.clipping(to: CGRect(origin: bounds.origin, size: .zero)) {
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
