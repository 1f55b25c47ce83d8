import Foundation

extension View {
  /// Draws `overlay` in front of this view, offered this view's size and aligned in it.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    _DecoratedView(content: self, decoration: overlay, alignment: alignment, isInFront: true)
  }

  /// Draws the views `content` builds in front of this view, on top of each other, offered
  /// this view's size and aligned in it.
  ///
  /// ```swift
  /// Image(systemName: "bell")
  ///   .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
  /// ```
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    _DecoratedView(content: self, decoration: content(), alignment: alignment, isInFront: true)
  }

  /// Fills the space of this view with `style` in front of it.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(alignment: .center) { Rectangle().fill(style) }
  }

  /// Fills `shape`, in the space of this view, with `style` in front of it.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Draws a line `width` points wide in `content` just inside the edges of this view.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
  }
}
