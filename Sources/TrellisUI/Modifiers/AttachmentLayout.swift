import Foundation

/// A layout sized by its content (its first child) that places a second view, its attachment
/// (a background, an overlay, a mask), over the content's bounds along `alignment`. The
/// content's traits and alignment guides are the whole view's.
protocol _AttachmentLayout: _Layout {
  var alignment: Alignment { get }
}

extension _AttachmentLayout {
  /// The view's traits are its content's: a `zIndex` set before `background` still orders
  /// it.
  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.soleSubview(of: node.children.prefix(1))
  }

  /// The content and the attachment; `nil` before both are made.
  func parts(_ context: _LayoutContext) -> (content: _Subview, attachment: _Subview)? {
    let children = context.node.children
    guard children.count == 2 else { return nil }
    return (_Subview(node: children[0]), _Subview(node: children[1]))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    guard let parts = parts(context) else { return .zero }
    return parts.content.sizeThatFits(proposal, context: context)
  }

  /// Where `attachment` goes in `bounds`, and what it is offered: the content's size, as
  /// Apple's background is, aligned along `alignment`. Unlike `_aligned`, an offset may be
  /// negative: a larger attachment overflows.
  func attachmentFrame(of attachment: _Subview, in bounds: CGRect, context: _LayoutContext)
    -> (frame: CGRect, proposal: ProposedViewSize)
  {
    let proposal = ProposedViewSize(bounds.size)
    let size = attachment.sizeThatFits(proposal, context: context)
    let x = context.grid.floor(
      (bounds.width - size.width) * (alignment.horizontal.key.fraction ?? 0.5), along: .horizontal)
    let y = context.grid.floor(
      (bounds.height - size.height) * (alignment.vertical.key.fraction ?? 0.5), along: .vertical)
    let frame = CGRect(
      x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
    return (frame, proposal)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // The content's guides are the whole view's.
    guard let parts = parts(context) else { return nil }
    return context.engine.explicitAlignment(
      of: guide, in: parts.content.node, bounds: bounds, proposal: proposal)
  }
}
