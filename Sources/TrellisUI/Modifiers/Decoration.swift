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
struct _DecorationLayout: _AttachmentLayout {
  let alignment: Alignment
  let isInFront: Bool

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let parts = parts(context) else { return }
    let decoration = attachmentFrame(of: parts.attachment, in: bounds, context: context)
    if isInFront {
      parts.content.place(in: bounds, proposal: proposal, context: context)
      parts.attachment.place(in: decoration.frame, proposal: decoration.proposal, context: context)
    } else {
      parts.attachment.place(in: decoration.frame, proposal: decoration.proposal, context: context)
      parts.content.place(in: bounds, proposal: proposal, context: context)
    }
  }
}
