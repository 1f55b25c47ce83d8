import Foundation

extension View {
  /// Draws this view only where `mask` draws, the mask offered this view's size and aligned
  /// in it by `alignment`, as an overlay is. The mask itself is not shown, and the view keeps
  /// its size.
  ///
  /// A mask that is a shape (`mask { Circle() }`) cuts shapes inside exactly to its outline,
  /// and other views (text, controls) to its bounds, as `clipShape` does; any other mask cuts
  /// the view to the bounds of the mask's frame (its transparency is not read).
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    _MaskedView(content: self, mask: mask(), alignment: alignment)
  }

  /// Draws this view only where `mask` draws, centred in it.
  @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    _MaskedView(content: self, mask: mask, alignment: .center)
  }
}

/// A view drawn only where its mask is.
public struct _MaskedView<Content: View, Mask: View>: View {
  /// Drawn by Trellis: the content, cut to its mask.
  public typealias Body = Never
  let content: Content
  let mask: Mask
  let alignment: Alignment
}

extension _MaskedView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([
      _Child(id: .index(0), view: content),
      _Child(id: .index(1), view: ZStack(alignment: alignment) { mask }),
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_MaskLayout(alignment: alignment, shape: mask as? any Shape))
  }
}

/// Sizes a view by its content and places its mask as an overlay would, inside a clip with
/// no area (laid out, never drawn); the content is placed clipped to the mask's frame, and
/// a mask that is a shape gives its outline to the shapes inside (`_ShapeItem.clips`).
struct _MaskLayout: _AttachmentLayout, _OutlineClipping {
  let alignment: Alignment
  let shape: (any Shape)?

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    guard let parts = parts(context) else { return }
    let mask = attachmentFrame(of: parts.attachment, in: bounds, context: context)
    // Where the mask is drawn: mirrored within the bounds right to left, as it is placed.
    let maskRect = context.directed(mask.frame)
    context.engine.clipping(to: CGRect(origin: maskRect.origin, size: .zero)) {
      parts.attachment.place(in: mask.frame, proposal: mask.proposal, context: context)
    }
    let outline = shape.map {
      $0._path(
        in: CGRect(origin: .zero, size: maskRect.size), direction: context.layoutDirection
      ).boundingRect
        .offsetBy(dx: maskRect.minX, dy: maskRect.minY)
    }
    context.engine.clipping(to: outline ?? maskRect) {
      parts.content.place(in: bounds, proposal: proposal, context: context)
    }
  }

  /// The mask's outline when it is a shape, in the space of an item at `frame`, for the mask
  /// view's node `node` as last placed.
  @MainActor func outline(of node: _ViewNode, in frame: CGRect) -> Path? {
    guard let shape, node.children.count == 2 else { return nil }
    let maskFrame = node.children[1].placedFrame
    return shape._path(
      in: CGRect(origin: .zero, size: maskFrame.size), direction: node.environment.layoutDirection
    )
    .offsetBy(dx: maskFrame.minX - frame.minX, dy: maskFrame.minY - frame.minY)
  }
}
