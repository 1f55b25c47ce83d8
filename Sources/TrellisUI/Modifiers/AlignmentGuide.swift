import Foundation

extension View {
  /// Sets where `guide` is in this view, computed from its dimensions: a stack aligned by
  /// `guide` lines this view up at that value.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
  }

  /// Sets where `guide` is in this view, computed from its dimensions: a stack aligned by
  /// `guide` lines this view up at that value.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(_AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
  }

  /// Sets the view's priority when its parent stack shares out space: views of a higher
  /// priority are offered space first (0 by default).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(_LayoutPriorityModifier(priority: value))
  }
}

struct _AlignmentGuideModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let key: _AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PassThroughLayout(guide: (key, computeValue)))
  }
}

struct _LayoutPriorityModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let priority: Double

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PassThroughLayout(layoutPriority: priority))
  }
}

/// Lays its content out as its own, adding an explicit alignment guide, a layout priority or
/// a z index.
struct _PassThroughLayout: _WrappingLayout {
  var guide: (key: _AlignmentKey, compute: (ViewDimensions) -> CGFloat)?
  /// The priority `layoutPriority(_:)` sets, if this modifier is that one.
  var layoutPriority: Double?
  /// Where the view is drawn among its siblings (`zIndex(_:)`), if this modifier sets it.
  var zIndex: Double?

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    if subviews.count == 1 {
      subviews[0].place(in: bounds, proposal: proposal, context: context)
    } else {
      _StackLayout.column.placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
  }

  func explicitAlignment(
    of key: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    let inner: (_AlignmentKey) -> CGFloat? = { other in
      guard subviews.count == 1 else { return nil }
      return context.engine.explicitAlignment(
        of: other, in: subviews[0].node, bounds: bounds, proposal: proposal)
    }
    guard let guide, guide.key == key else { return inner(key) }
    // The closure sees the content's own guides (an earlier `alignmentGuide` included).
    return guide.compute(ViewDimensions(size: bounds.size, explicit: inner))
  }
}
