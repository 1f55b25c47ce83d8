import Foundation

/// A shape drawn in a style: filled, or stroked when the shape is an outline
/// (`stroke(_:lineWidth:)`). It takes the size the shape chooses and draws its path there.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// Drawn by Trellis: a display item with the path and its paint.
  public typealias Body = Never
  /// The shape drawn.
  public var shape: Content
  /// What it is filled (or stroked) with.
  public var style: Style
  /// The fill rule.
  public var fillStyle: FillStyle
}

extension _ShapeView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_ShapeLayout(shape: shape, style: style, fillStyle: fillStyle))
  }
}

/// A shape's leaf: the size its shape chooses, and one item that draws its path.
struct _ShapeLayout: _Layout {
  let shape: any Shape
  let style: any ShapeStyle
  let fillStyle: FillStyle

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    // An unspecified dimension is the host's ideal for a fill (10 points; a terminal cell).
    let offered = proposal.replacingUnspecifiedDimensions(by: context.metrics.fillIdealSize)
    return shape.sizeThatFits(ProposedViewSize(offered))
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let bounds = CGRect(origin: .zero, size: frame.size)
    let path = shape._path(in: bounds, direction: context.environment.layoutDirection)
    // A gradient's points are in the frame of the shape it fills.
    let gradient = style._gradientPaint(in: context.environment)?.resolved(in: bounds)
    let color = gradient?.middleColor ?? style._resolvedColor(in: context.environment)
    let paint: _ShapeItem.Paint =
      if let stroked = shape as? any _StrokeProviding {
        .stroke(color, stroked._strokeStyle)
      } else {
        .fill(color, isEvenOdd: fillStyle.isEOFilled)
      }
    let item = _ShapeItem(
      path: path, paint: paint, clips: _ShapeItem.clips(of: context.node, in: frame),
      gradient: gradient)
    return [(frame, .shape(item))]
  }
}
