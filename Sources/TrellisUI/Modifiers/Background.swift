import Foundation

extension View {
  /// Draws `background` behind this view, offered this view's size and aligned in it.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    _DecoratedView(content: self, decoration: background, alignment: alignment, isInFront: false)
  }

  /// Draws the views `content` builds behind this view, on top of each other, offered this
  /// view's size and aligned in it.
  ///
  /// ```swift
  /// Text("Draft")
  ///   .padding(4)
  ///   .background { Capsule().fill(.yellow) }
  /// ```
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    _DecoratedView(content: self, decoration: content(), alignment: alignment, isInFront: false)
  }

  /// Fills the space of this view with `style` behind it (`.background(.blue)`).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(alignment: .center) { Rectangle().fill(style) }
  }

  /// Fills `shape`, in the space of this view, with `style` behind it
  /// (`.background(.blue, in: RoundedRectangle(cornerRadius: 8))`).
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }
}
