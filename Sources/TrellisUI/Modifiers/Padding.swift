extension View {
  /// Adds space around the view: `length` points on `edges`, or the default 16 points.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
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
  public func padding(_ length: Double) -> some View { padding(.all, length) }

  /// Adds the given insets.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingModifier(insets: insets))
  }
}

struct _PaddingModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let insets: EdgeInsets

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _PaddingLayout(
        top: _Points.rows(insets.top), leading: _Points.columns(insets.leading),
        bottom: _Points.rows(insets.bottom), trailing: _Points.columns(insets.trailing)))
  }
}

struct _PaddingLayout: _Layout {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let inner = _ProposedSize(
      width: proposal.width.map { max(0, $0 - leading - trailing) },
      height: proposal.height.map { max(0, $0 - top - bottom) })
    let size = _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
      .sizeThatFits(inner, subviews: subviews, context: context)
    return _Size(width: size.width + leading + trailing, height: size.height + top + bottom)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let inner = _Rect(
      x: bounds.x + leading, y: bounds.y + top,
      width: max(0, bounds.width - leading - trailing),
      height: max(0, bounds.height - top - bottom))
    _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
      .placeSubviews(in: inner, subviews: subviews, context: context)
  }
}
