import Foundation

/// A view with another drawn behind it (`background`) or in front of it (`overlay`). The
/// decorated view alone decides the size; the decoration is offered that size, as Apple's
/// are, and aligned in it (a larger one overflows it on every side its alignment says).
public struct _DecoratedView<Content: View, Decoration: View>: View {
  /// Drawn by Trellis: the content and its decoration, in drawing order.
  public typealias Body = Never
  let content: Content
  let decoration: Decoration
  let alignment: Alignment
  /// Whether the decoration is drawn over the content (an overlay) rather than behind it.
  let isInFront: Bool
}

extension _DecoratedView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // Several views in a decoration's builder lie on top of each other, aligned, as in a
    // ZStack.
    .list([
      _Child(id: .index(0), view: content),
      _Child(id: .index(1), view: ZStack(alignment: alignment) { decoration }),
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DecorationLayout(alignment: alignment, isInFront: isInFront))
  }
}

/// Sizes a view by its content, and places its decoration over the same bounds: behind the
/// content (placed, and so drawn, first) or in front of it.
struct _DecorationLayout: _Layout {
  let alignment: Alignment
  let isInFront: Bool

  /// The decorated view's traits are its content's: a `zIndex` set before `background` still
  /// orders it.
  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.soleSubview(of: node.children.prefix(1))
  }

  private func parts(_ context: _LayoutContext) -> (content: _Subview, decoration: _Subview)? {
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

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let parts = parts(context) else { return }
    // The decoration is offered the decorated view's size, as Apple's background is.
    let decorationProposal = ProposedViewSize(bounds.size)
    let size = parts.decoration.sizeThatFits(decorationProposal, context: context)
    // Unlike `_aligned`, an offset may be negative: a larger decoration overflows.
    let x = context.grid.floor(
      (bounds.width - size.width) * (alignment.horizontal.key.fraction ?? 0.5), along: .horizontal)
    let y = context.grid.floor(
      (bounds.height - size.height) * (alignment.vertical.key.fraction ?? 0.5), along: .vertical)
    let decorationRect = CGRect(
      x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
    if isInFront {
      parts.content.place(in: bounds, proposal: proposal, context: context)
      parts.decoration.place(in: decorationRect, proposal: decorationProposal, context: context)
    } else {
      parts.decoration.place(in: decorationRect, proposal: decorationProposal, context: context)
      parts.content.place(in: bounds, proposal: proposal, context: context)
    }
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // The content's guides are the decorated view's.
    guard let parts = parts(context) else { return nil }
    return context.engine.explicitAlignment(
      of: guide, in: parts.content.node, bounds: bounds, proposal: proposal)
  }
}
