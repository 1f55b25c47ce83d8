import Foundation

/// A colour picker's label, marked so that hosts find its text (the name of a colour well of
/// their own). It lays out as its content does.
struct _ColorPickerLabel<Content: View>: View {
  let content: Content
  var body: some View { content }
}

/// What hosts look for to find a colour picker's label.
protocol _ColorPickerLabelMarker {}
extension _ColorPickerLabel: _ColorPickerLabelMarker {}

/// A colour picker's control: the swatch (and its popover) drawn of views, or, where the host
/// shows a colour well of its own (``_HostMetrics/nativeColorWell``), a ``_ColorWell`` that
/// stands for it. Both stay in the graph; only the one shown is placed, so the other is
/// neither drawn nor reachable.
struct _ColorPickerControl<Swatch: View>: View {
  let swatch: Swatch

  /// Drawn by Trellis: see the layout.
  typealias Body = Never
}

extension _ColorPickerControl: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: swatch), _Child(id: .index(1), view: _ColorWell())])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_ColorPickerControlLayout()) }
}

/// Places the host's colour well at its size where the host has one, else the swatch as it
/// sizes itself.
struct _ColorPickerControlLayout: _WrappingLayout, Equatable {
  /// The swatch's subviews: all but the well, the last.
  private func swatch(_ subviews: _Subviews) -> _Subviews {
    _Subviews(nodes: Array(subviews.nodes.dropLast()))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    if let well = context.metrics.nativeColorWell { return well }
    return _PassThroughLayout().sizeThatFits(proposal, subviews: swatch(subviews), context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    if context.metrics.nativeColorWell != nil {
      guard let well = subviews.last else { return }
      well.place(in: bounds, proposal: ProposedViewSize(bounds.size), context: context)
      return
    }
    _PassThroughLayout().placeSubviews(
      in: bounds, proposal: proposal, subviews: swatch(subviews), context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    guard context.metrics.nativeColorWell == nil else { return nil }
    return _PassThroughLayout().explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: swatch(subviews), context: context)
  }
}

/// Where a host's own colour well goes: a view of the well's size that draws nothing. The
/// host finds the picker it belongs to by its ancestors.
struct _ColorWell: View {
  /// Drawn by the host.
  typealias Body = Never
}

extension _ColorWell: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_ColorWellLayout()) }
}

/// The host's colour well's size, whatever is proposed.
struct _ColorWellLayout: _Layout, Equatable {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.metrics.nativeColorWell ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {}
}
