import Foundation

extension Path {
  /// The smallest rectangle holding every point of the path, control points of curves
  /// included; the null rectangle's origin and zero size for an empty path.
  public var boundingRect: CGRect {
    var box: CGRect?
    func add(_ point: CGPoint) {
      let rect = CGRect(origin: point, size: .zero)
      box = box.map { $0._joined(with: rect) } ?? rect
    }
    for segment in segments {
      switch segment {
      case .move(let point), .line(let point): add(point)
      case .quadCurve(let to, let control):
        add(to)
        add(control)
      case .curve(let to, let control1, let control2):
        add(to)
        add(control1)
        add(control2)
      case .close: break
      case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect):
        add(rect.origin)
        add(CGPoint(x: rect.maxX, y: rect.maxY))
      }
    }
    return box ?? .zero
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func move(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
    var moved = self
    moved.segments = segments.map { segment in
      switch segment {
      case .move(let point): return .move(move(point))
      case .line(let point): return .line(move(point))
      case .quadCurve(let to, let control): return .quadCurve(to: move(to), control: move(control))
      case .curve(let to, let control1, let control2):
        return .curve(to: move(to), control1: move(control1), control2: move(control2))
      case .close: return .close
      case .rect(let rect): return .rect(rect.offsetBy(dx: dx, dy: dy))
      case .roundedRect(let rect, let corner):
        return .roundedRect(rect.offsetBy(dx: dx, dy: dy), cornerSize: corner)
      case .ellipse(let rect): return .ellipse(rect.offsetBy(dx: dx, dy: dy))
      }
    }
    moved.currentPoint = currentPoint.map(move)
    return moved
  }

  /// Calls `body` with each step of the path, rectangles and ellipses as their lines and
  /// curves.
  public func forEach(_ body: (Element) -> Void) {
    for segment in segments {
      switch segment {
      case .move(let point): body(.move(to: point))
      case .line(let point): body(.line(to: point))
      case .quadCurve(let to, let control): body(.quadCurve(to: to, control: control))
      case .curve(let to, let control1, let control2):
        body(.curve(to: to, control1: control1, control2: control2))
      case .close: body(.closeSubpath)
      case .rect, .roundedRect, .ellipse:
        var whole = Path()
        whole.segments = [segment]
        whole.expanded.forEach(body)
      }
    }
  }

  /// The path with its rectangles, rounded rectangles and ellipses as the lines and curves
  /// they are made of (quarter ellipses as cubic curves).
  package var expanded: Path {
    var path = Path()
    // 4/3 (√2 − 1): how far a quarter circle's cubic handles reach, as a part of its radius.
    let kappa: CGFloat = 0.552_284_749_8
    func quarter(
      _ path: inout Path, from: CGPoint, to: CGPoint, corner: CGPoint
    ) {
      path.addCurve(
        to: to,
        control1: CGPoint(
          x: from.x + (corner.x - from.x) * kappa, y: from.y + (corner.y - from.y) * kappa),
        control2: CGPoint(x: to.x + (corner.x - to.x) * kappa, y: to.y + (corner.y - to.y) * kappa))
    }
    for segment in segments {
      switch segment {
      case .move(let point): path.move(to: point)
      case .line(let point): path.addLine(to: point)
      case .quadCurve(let to, let control): path.addQuadCurve(to: to, control: control)
      case .curve(let to, let control1, let control2):
        path.addCurve(to: to, control1: control1, control2: control2)
      case .close: path.closeSubpath()
      case .rect(let rect):
        path.move(to: rect.origin)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      case .roundedRect(let rect, let corner):
        let (w, h) = (corner.width, corner.height)
        path.move(to: CGPoint(x: rect.minX + w, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - w, y: rect.minY))
        quarter(
          &path, from: CGPoint(x: rect.maxX - w, y: rect.minY),
          to: CGPoint(x: rect.maxX, y: rect.minY + h), corner: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h))
        quarter(
          &path, from: CGPoint(x: rect.maxX, y: rect.maxY - h),
          to: CGPoint(x: rect.maxX - w, y: rect.maxY), corner: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + w, y: rect.maxY))
        quarter(
          &path, from: CGPoint(x: rect.minX + w, y: rect.maxY),
          to: CGPoint(x: rect.minX, y: rect.maxY - h), corner: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + h))
        quarter(
          &path, from: CGPoint(x: rect.minX, y: rect.minY + h),
          to: CGPoint(x: rect.minX + w, y: rect.minY), corner: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
      case .ellipse(let rect):
        let (top, right) = (
          CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY)
        )
        let (bottom, left) = (
          CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY)
        )
        path.move(to: right)
        quarter(&path, from: right, to: bottom, corner: CGPoint(x: rect.maxX, y: rect.maxY))
        quarter(&path, from: bottom, to: left, corner: CGPoint(x: rect.minX, y: rect.maxY))
        quarter(&path, from: left, to: top, corner: CGPoint(x: rect.minX, y: rect.minY))
        quarter(&path, from: top, to: right, corner: CGPoint(x: rect.maxX, y: rect.minY))
        path.closeSubpath()
      }
    }
    return path
  }

  /// The path as polylines, curves cut into short straight pieces: each subpath's points,
  /// and whether it was closed. A cell host samples shapes with them.
  package var polylines: [(points: [CGPoint], isClosed: Bool)] { polylines { _ in 12 } }

  /// The subpaths as polylines, each curve cut into `pieces(bend)` lines, where `bend` is how
  /// far its control points pull it off a straight line (the largest second difference of
  /// its points), and whether each subpath was closed. A lone point left by a close is no
  /// subpath.
  package func polylines(
    pieces: (_ bend: CGFloat) -> Int
  ) -> [(points: [CGPoint], isClosed: Bool)] {
    var result: [(points: [CGPoint], isClosed: Bool)] = []
    var points: [CGPoint] = []
    func finish(closed: Bool) {
      if !points.isEmpty { result.append((points, closed)) }
      points = []
    }
    func bend(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
      let x = a.x - 2 * b.x + c.x
      let y = a.y - 2 * b.y + c.y
      return (x * x + y * y).squareRoot()
    }
    func visit(_ element: Element) {
      switch element {
      case .move(let point):
        finish(closed: false)
        points = [point]
      case .line(let point): points.append(point)
      case .quadCurve(let to, let control):
        let from = points.last ?? to
        let count = max(1, pieces(bend(from, control, to)))
        for step in 1...count {
          let t = CGFloat(step) / CGFloat(count)
          let u = 1 - t
          points.append(
            CGPoint(
              x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
              y: u * u * from.y + 2 * u * t * control.y + t * t * to.y))
        }
      case .curve(let to, let c1, let c2):
        let from = points.last ?? to
        let count = max(1, pieces(max(bend(from, c1, c2), bend(c1, c2, to))))
        for step in 1...count {
          let t = CGFloat(step) / CGFloat(count)
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          points.append(
            CGPoint(
              x: a * from.x + b * c1.x + c * c2.x + d * to.x,
              y: a * from.y + b * c1.y + c * c2.y + d * to.y))
        }
      case .closeSubpath:
        let start = points.first
        finish(closed: true)
        if let start { points = [start] }
      }
    }
    forEach(visit)
    finish(closed: false)
    return result.filter { $0.points.count > 1 || $0.isClosed }
  }

  /// Whether `point` is inside the path when it is filled: by the even-odd rule, or the
  /// non-zero winding rule.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    Self.contains(point, in: polylines, eoFill: eoFill)
  }

  /// Whether `point` is inside `polylines` (every one taken as closed) by the fill rule.
  package static func contains(
    _ point: CGPoint, in polylines: [(points: [CGPoint], isClosed: Bool)], eoFill: Bool
  ) -> Bool {
    var winding = 0
    var crossings = 0
    for polyline in polylines {
      let points = polyline.points
      guard points.count > 2 else { continue }
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > point.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }
}
