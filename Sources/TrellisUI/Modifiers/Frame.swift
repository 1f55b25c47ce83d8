import Foundation

extension View {
  /// Gives the view a fixed width and/or height in points; the view is aligned inside it.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      _FrameModifier(
        minWidth: width, idealWidth: nil, maxWidth: width, minHeight: height, idealHeight: nil,
        maxHeight: height, alignment: alignment, isFixed: true))
  }

  /// Bounds the view's size in points; `.infinity` as a maximum makes it take all it is
  /// offered.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
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
  let minWidth: CGFloat?
  let idealWidth: CGFloat?
  let maxWidth: CGFloat?
  let minHeight: CGFloat?
  let idealHeight: CGFloat?
  let maxHeight: CGFloat?
  let alignment: Alignment
  /// Whether this is `frame(width:height:)`, whose set lengths are offered to the view even
  /// when the frame itself is offered none.
  var isFixed = false

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _FrameLayout(
        width: _FrameLayout.Bounds(
          minimum: minWidth, ideal: isFixed ? minWidth : idealWidth, maximum: maxWidth),
        height: _FrameLayout.Bounds(
          minimum: minHeight, ideal: isFixed ? minHeight : idealHeight, maximum: maxHeight),
        alignment: alignment))
  }
}

/// SwiftUI's flexible frame: clamps the proposal to [min, max] before asking the child,
/// then clamps the child's answer the same way, and aligns the child inside. Its lengths
/// are rounded to the host's pixel.
struct _FrameLayout: _WrappingLayout {
  struct Bounds {
    var minimum: CGFloat?
    var ideal: CGFloat?
    var maximum: CGFloat?

    func rounded(along axis: _Axis, grid: _PixelGrid) -> Bounds {
      Bounds(
        minimum: minimum.map { grid.rounded($0, along: axis) },
        ideal: ideal.map { grid.rounded($0, along: axis) },
        maximum: maximum.map { grid.rounded($0, along: axis) })
    }

    func proposal(_ offered: CGFloat?) -> CGFloat? {
      guard var value = offered ?? ideal else { return nil }
      if let maximum { value = min(value, maximum) }
      if let minimum { value = max(value, minimum) }
      return value
    }

    func size(child: CGFloat, offered: CGFloat?) -> CGFloat {
      var value = child
      if let minimum { value = max(value, minimum) }
      if let maximum {
        // A maximum of infinity takes what is offered.
        value = maximum.isInfinite ? max(value, offered ?? value) : min(value, maximum)
      }
      if let offered, minimum == nil, maximum == nil, let ideal { value = min(ideal, offered) }
      return value
    }
  }

  let width: Bounds
  let height: Bounds
  let alignment: Alignment

  private func inner(_ proposal: ProposedViewSize, context: _LayoutContext) -> ProposedViewSize {
    ProposedViewSize(
      width: width.rounded(along: .horizontal, grid: context.grid).proposal(proposal.width),
      height: height.rounded(along: .vertical, grid: context.grid).proposal(proposal.height))
  }

  private var stack: _StackLayout {
    _StackLayout(axis: .vertical, alignment: alignment.horizontal.key, spacing: 0)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let child = stack.sizeThatFits(
      inner(proposal, context: context), subviews: subviews, context: context)
    return CGSize(
      width: width.rounded(along: .horizontal, grid: context.grid)
        .size(child: child.width, offered: proposal.width),
      height: height.rounded(along: .vertical, grid: context.grid)
        .size(child: child.height, offered: proposal.height))
  }

  /// Where the child goes in `bounds`: at the size it chose for `offer` (what the frame
  /// offered it when it was sized for the same proposal), aligned. A child larger than the
  /// frame keeps its size and overflows it on both sides as its alignment says, as in SwiftUI
  /// (`Text(long).frame(width: 80).frame(width: 40)` shows all 80 points of text).
  private func childRect(
    in bounds: CGRect, offer: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) -> CGRect {
    let child = stack.sizeThatFits(offer, subviews: subviews, context: context)
    // Unlike `_aligned`, an offset may be negative: the child overflows before the edge too.
    let x = context.grid.floor(
      (bounds.width - child.width) * (alignment.horizontal.key.fraction ?? 0), along: .horizontal)
    let y = context.grid.floor(
      (bounds.height - child.height) * (alignment.vertical.key.fraction ?? 0), along: .vertical)
    return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: child.width, height: child.height)
  }

  /// What the child is offered when the frame is placed in `bounds` for `proposal`: what it
  /// was offered when the frame was sized for `proposal`. Along an axis where the frame is
  /// placed smaller than it chose (only the root, in a terminal smaller than the window's
  /// `frame(minWidth:minHeight:)`, which a terminal cannot keep as a desktop window does)
  /// it offers the bounds instead, so the content is laid out in the screen rather than cut.
  private func childOffer(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) -> ProposedViewSize {
    var offer = inner(proposal, context: context)
    let chosen = sizeThatFits(proposal, subviews: subviews, context: context)
    if bounds.width < chosen.width { offer.width = bounds.width }
    if bounds.height < chosen.height { offer.height = bounds.height }
    return offer
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let offer = childOffer(in: bounds, proposal: proposal, subviews: subviews, context: context)
    stack.placeSubviews(
      in: childRect(in: bounds, offer: offer, subviews: subviews, context: context),
      proposal: offer, subviews: subviews, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // The child's guide, where the child sits in the frame.
    guard subviews.count == 1 else { return nil }
    let offer = childOffer(in: bounds, proposal: proposal, subviews: subviews, context: context)
    let rect = childRect(in: bounds, offer: offer, subviews: subviews, context: context)
    let value = context.engine.explicitAlignment(
      of: guide, in: subviews[0].node, bounds: CGRect(origin: .zero, size: rect.size),
      proposal: offer)
    return value.map {
      $0 + (guide.axis == .horizontal ? rect.minX : rect.minY)
        - (guide.axis == .horizontal ? bounds.minX : bounds.minY)
    }
  }
}
