/// How a node takes part in layout.
@MainActor
enum _LayoutBehavior {
  /// The node has no layout of its own: its children join its parent's layout (composite
  /// views, `TupleView`, `Group`, `ForEach`, conditionals).
  case transparent
  /// The node sizes, places and draws itself and its layout children.
  case layout(any _Layout)
}

/// A layout: SwiftUI's proposal model. The parent proposes a size, the view chooses its
/// own, and the parent places it.
@MainActor
protocol _Layout {
  /// The size this view chooses for `proposal`.
  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  /// Places the subviews inside `bounds`, which has the size this view chose.
  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext)
  /// Draws what the view itself shows (not its subviews) into `bounds`.
  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext)
  /// How much this view stretches along `axis` beyond its ideal size (spacers and fields do).
  var layoutPriority: Double { get }
}

extension _Layout {
  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {}
  var layoutPriority: Double { 0 }

  /// The default for views with several subviews: stack them vertically.
  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
      .placeSubviews(in: bounds, subviews: subviews, context: context)
  }
}
