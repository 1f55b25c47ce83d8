import Foundation

extension Path {
  /// The path with every point moved by `transform`.
  ///
  /// A move or a scale that keeps the axes keeps rectangles, rounded rectangles and
  /// ellipses whole, so a host still draws them its own way; a rotation or a skew turns them
  /// into the lines and curves they are made of.
  public func applying(_ transform: CGAffineTransform) -> Path {
    if transform.isIdentity { return self }
    var moved = Path()
    if transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
      moved.segments = segments.map { $0.applying(axisAligned: transform) }
    } else {
      func visit(_ element: Element) {
        switch element {
        case .move(let point): moved.move(to: point.applying(transform))
        case .line(let point): moved.addLine(to: point.applying(transform))
        case .quadCurve(let to, let control):
          moved.addQuadCurve(to: to.applying(transform), control: control.applying(transform))
        case .curve(let to, let control1, let control2):
          moved.addCurve(
            to: to.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform))
        case .closeSubpath: moved.closeSubpath()
        }
      }
      expanded.forEach(visit)
    }
    moved.currentPoint = currentPoint.map { $0.applying(transform) }
    return moved
  }
}

extension Path._Segment {
  /// The segment through a transform that only scales (by positive factors) and moves.
  fileprivate func applying(axisAligned transform: CGAffineTransform) -> Self {
    func move(_ point: CGPoint) -> CGPoint { point.applying(transform) }
    func move(_ rect: CGRect) -> CGRect { rect.applying(transform) }
    switch self {
    case .move(let point): return .move(move(point))
    case .line(let point): return .line(move(point))
    case .quadCurve(let to, let control): return .quadCurve(to: move(to), control: move(control))
    case .curve(let to, let control1, let control2):
      return .curve(to: move(to), control1: move(control1), control2: move(control2))
    case .close: return .close
    case .rect(let rect): return .rect(move(rect))
    case .roundedRect(let rect, let corner):
      return .roundedRect(
        move(rect),
        cornerSize: CGSize(width: corner.width * transform.a, height: corner.height * transform.d))
    case .ellipse(let rect): return .ellipse(move(rect))
    }
  }
}
