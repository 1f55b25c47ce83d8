extension View {
  /// Gives the view a fixed width and/or height in points; the view is aligned inside it.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _FrameModifier(
        minWidth: width, idealWidth: nil, maxWidth: width, minHeight: height, idealHeight: nil,
        maxHeight: height, alignment: alignment))
  }

  /// Bounds the view's size in points; `.infinity` as a maximum makes it take all it is
  /// offered.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}

struct _FrameModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let minWidth: Double?
  let idealWidth: Double?
  let maxWidth: Double?
  let minHeight: Double?
  let idealHeight: Double?
  let maxHeight: Double?
  let alignment: Alignment

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _FrameLayout(
        width: _FrameLayout.Bounds(
          minimum: minWidth.map(_Points.columns), ideal: idealWidth.map(_Points.columns),
          maximum: maxWidth.map(_Points.columns)),
        height: _FrameLayout.Bounds(
          minimum: minHeight.map(_Points.rows), ideal: idealHeight.map(_Points.rows),
          maximum: maxHeight.map(_Points.rows)),
        alignment: alignment))
  }
}

/// SwiftUI's flexible frame: clamps the proposal to [min, max] before asking the child,
/// then clamps the child's answer the same way, and aligns the child inside.
struct _FrameLayout: _Layout {
  struct Bounds {
    var minimum: Int?
    var ideal: Int?
    var maximum: Int?

    func proposal(_ offered: Int?) -> Int? {
      guard var value = offered ?? ideal else { return nil }
      if let maximum { value = min(value, maximum) }
      if let minimum { value = max(value, minimum) }
      return value
    }

    func size(child: Int, offered: Int?) -> Int {
      var value = child
      if let minimum { value = max(value, minimum) }
      if let maximum {
        // A maximum of "infinity" takes what is offered.
        value = maximum >= _ProposedSize.huge ? max(value, offered ?? value) : min(value, maximum)
      }
      if let offered, minimum == nil, maximum == nil, let ideal { value = min(ideal, offered) }
      return value
    }
  }

  let width: Bounds
  let height: Bounds
  let alignment: Alignment

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let inner = _ProposedSize(
      width: width.proposal(proposal.width), height: height.proposal(proposal.height))
    let child = _StackLayout(axis: .vertical, alignment: alignment.horizontal.position, spacing: 0)
      .sizeThatFits(inner, subviews: subviews, context: context)
    return _Size(
      width: width.size(child: child.width, offered: proposal.width),
      height: height.size(child: child.height, offered: proposal.height))
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let proposal = _ProposedSize(width: bounds.width, height: bounds.height)
    let stack = _StackLayout(axis: .vertical, alignment: alignment.horizontal.position, spacing: 0)
    let child = stack.sizeThatFits(proposal, subviews: subviews, context: context)
    let x =
      bounds.x + _aligned(child.width, in: bounds.width, position: alignment.horizontal.position)
    let y =
      bounds.y + _aligned(child.height, in: bounds.height, position: alignment.vertical.position)
    stack.placeSubviews(
      in: _Rect(
        x: x, y: y, width: min(child.width, bounds.width), height: min(child.height, bounds.height)),
      subviews: subviews, context: context)
  }
}
