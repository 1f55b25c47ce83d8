import Foundation

extension Shape {
  /// The shape filled with `content` (the foreground style by default), by the rule
  /// `style` gives.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The outline of the shape drawn `lineWidth` points wide in `content`, centred on the
  /// outline (half of it outside the frame).
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline of the shape drawn in `content` as `style` says.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _StrokedShape(shape: self, style: style).fill(content)
  }

  /// The outline of the shape `lineWidth` points wide, as a shape (drawn in the foreground
  /// style unless filled with another).
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline of the shape drawn as `style` says, as a shape.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }
}

extension InsettableShape {
  /// The outline of the shape drawn `lineWidth` points wide in `content`, inside the frame:
  /// the shape inset by half the width, stroked.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1)
    -> some View
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The outline of the shape drawn in `content` as `style` says, inside the frame.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> some View {
    inset(by: style.drawnWidth / 2).stroke(content, style: style)
  }

  /// The outline of the shape drawn as `style` says, inside the frame, in the foreground
  /// style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }
}

/// A shape's outline as a shape of its own: what `stroke(lineWidth:)` gives. Filled, it draws
/// the outline in the fill's style.
public struct _StrokedShape<Base: Shape>: Shape {
  let shape: Base
  /// How the outline is drawn.
  public var style: StrokeStyle

  /// The path of the shape stroked (the outline itself; hosts draw it as a line).
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

  /// The size the stroked shape takes: the shape's own.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}

/// What `_ShapeView` needs of a stroked shape: the shape under the stroke, and the stroke.
@MainActor protocol _StrokeProviding {
  var _strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: _StrokeProviding {
  var _strokeStyle: StrokeStyle { style }
}
