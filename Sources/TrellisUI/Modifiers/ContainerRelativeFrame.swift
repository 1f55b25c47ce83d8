import Foundation

extension View {
  /// Sizes the view along `axes` to the size of its container: the nearest enclosing scroll
  /// view's visible area, else the window. Along the other axis the view is sized as it
  /// would be without the modifier; it is placed in its frame by `alignment`.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack {
  ///     ForEach(photos) { photo in
  ///       PhotoView(photo).containerRelativeFrame(.horizontal)  // one photo a screen
  ///     }
  ///   }
  /// }
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
  }

  /// Sizes the view along `axes` to `span` of `count` equal columns (or rows) of its
  /// container with `spacing` between them: `(length - spacing × (count - 1)) / count × span
  /// + spacing × (span - 1)`.
  ///
  /// - Parameters:
  ///   - axes: The axes to size along the container.
  ///   - count: How many columns (rows) the container is divided into.
  ///   - span: How many of them the view spans.
  ///   - spacing: The room between columns (rows).
  ///   - alignment: Where the view is placed in its frame.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    containerRelativeFrame(axes, alignment: alignment) { length, _ in
      let count = CGFloat(max(count, 1))
      let span = CGFloat(max(span, 1))
      let column = (length - spacing * (count - 1)) / count
      return column * span + spacing * (span - 1)
    }
  }

  /// Sizes the view along `axes` to what `length` makes of its container's length along
  /// each axis (given the length and the axis).
  ///
  /// ```swift
  /// Color.blue.containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

struct _ContainerRelativeFrameModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length))
  }
}

/// A fixed frame whose lengths along its axes come from its container's size, found where
/// it is laid out.
struct _ContainerRelativeFrameLayout: _WrappingLayout {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  private func frame(_ context: _LayoutContext) -> _FrameLayout {
    let container = context.engine.containerSize(of: context.node)
    func bounds(_ axis: Axis) -> _FrameLayout.Bounds {
      guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else {
        return _FrameLayout.Bounds()
      }
      let size = max(0, length(axis == .horizontal ? container.width : container.height, axis))
      return _FrameLayout.Bounds(minimum: size, ideal: size, maximum: size)
    }
    return _FrameLayout(
      width: bounds(.horizontal), height: bounds(.vertical), alignment: alignment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    frame(context).sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    frame(context).placeSubviews(
      in: bounds, proposal: proposal, subviews: subviews, context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    frame(context).explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
