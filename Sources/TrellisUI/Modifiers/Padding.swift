import Foundation

extension View {
  /// Adds space around the view: `length` points on `edges`, or the default 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? 16
    return modifier(
      _PaddingModifier(
        insets: EdgeInsets(
          top: edges.contains(.top) ? amount : 0,
          leading: edges.contains(.leading) ? amount : 0,
          bottom: edges.contains(.bottom) ? amount : 0,
          trailing: edges.contains(.trailing) ? amount : 0)))
  }

  /// Adds `length` points on every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  /// Adds the given insets.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingModifier(insets: insets))
  }
}

struct _PaddingModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let insets: EdgeInsets

  func _layout(node: _ViewNode) -> _LayoutBehavior { .layout(_PaddingLayout(insets: insets)) }
}

/// Insets its content by `insets`, each rounded to the host's pixel.
struct _PaddingLayout: _WrappingLayout, Equatable {
  let insets: EdgeInsets

  private func rounded(_ context: _LayoutContext) -> EdgeInsets {
    let grid = context.grid
    return EdgeInsets(
      top: grid.rounded(insets.top, along: .vertical),
      leading: grid.rounded(insets.leading, along: .horizontal),
      bottom: grid.rounded(insets.bottom, along: .vertical),
      trailing: grid.rounded(insets.trailing, along: .horizontal))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let insets = rounded(context)
    let size = _StackLayout.column.sizeThatFits(
      insets.inset(proposal), subviews: subviews, context: context)
    return CGSize(
      width: size.width + insets.leading + insets.trailing,
      height: size.height + insets.top + insets.bottom)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let insets = rounded(context)
    _StackLayout.column.placeSubviews(
      in: insets.inset(bounds), proposal: insets.inset(proposal), subviews: subviews,
      context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // The content's guide, moved by the inset before it.
    let insets = rounded(context)
    guard subviews.count == 1 else { return nil }
    let inner = insets.inset(bounds)
    let value = context.engine.explicitAlignment(
      of: guide, in: subviews[0].node, bounds: CGRect(origin: .zero, size: inner.size),
      proposal: insets.inset(proposal))
    return value.map { $0 + (guide.axis == .horizontal ? insets.leading : insets.top) }
  }
}

extension EdgeInsets {
  /// `proposal` less these insets (never below zero).
  func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - leading - trailing) },
      height: proposal.height.map { max(0, $0 - top - bottom) })
  }

  /// `rect` less these insets (never below zero).
  func inset(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + leading, y: rect.minY + top, width: max(0, rect.width - leading - trailing),
      height: max(0, rect.height - top - bottom))
  }
}
