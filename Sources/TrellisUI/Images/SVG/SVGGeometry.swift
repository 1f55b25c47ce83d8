import Foundation

/// Turns paths into the polygons a canvas fills: curves cut into lines short enough that
/// they stray less than a tenth of a pixel, and outlines stroked into polygons whose union
/// is the stroke (each segment a quadrilateral, each join and cap a polygon of its own, all
/// wound the same way so that the non-zero rule joins them).
enum _SVGGeometry {
  /// How far, in pixels, a flattened curve may stray from the curve.
  static let tolerance: CGFloat = 0.1

  /// `path`'s subpaths as polylines in the space `transform` maps to, with `tolerance` in
  /// that space.
  static func polylines(
    _ path: Path, transform: CGAffineTransform, tolerance: CGFloat = _SVGGeometry.tolerance
  ) -> [(points: [CGPoint], isClosed: Bool)] {
    path.applying(transform).polylines { bend in
      min(500, max(1, Int((bend * 0.75 / tolerance).squareRoot().rounded(.up))))
    }
  }

  /// The polygons whose union is `path` stroked `width` wide with `cap`, `join` and
  /// `miterLimit`, in the user space (the caller transforms them); `scale` is pixels per
  /// user unit, for how finely curves and round ends are cut.
  static func stroke(
    _ path: Path, width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat,
    scale: CGFloat
  ) -> [[CGPoint]] {
    guard width > 0 else { return [] }
    let half = width / 2
    var polygons: [[CGPoint]] = []
    func add(_ polygon: [CGPoint]) {
      // All one way round, so that overlaps add up under the non-zero rule.
      var area: CGFloat = 0
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        area += a.x * b.y - b.x * a.y
      }
      polygons.append(area < 0 ? Array(polygon.reversed()) : polygon)
    }
    func disc(_ centre: CGPoint) {
      let count = max(8, min(256, Int((2 * .pi * half * scale / 1.5).rounded(.up))))
      add(
        (0..<count).map { index in
          let angle = CGFloat(index) / CGFloat(count) * 2 * .pi
          return CGPoint(x: centre.x + half * cos(angle), y: centre.y + half * sin(angle))
        })
    }
    for line in polylines(path, transform: .identity, tolerance: tolerance / max(scale, 1e-6)) {
      // Repeated points make no direction.
      var points: [CGPoint] = []
      for point in line.points
      where points.last.map({ hypot($0.x - point.x, $0.y - point.y) > 1e-9 }) ?? true {
        points.append(point)
      }
      if line.isClosed, points.count > 1, let first = points.first, let last = points.last,
        hypot(first.x - last.x, first.y - last.y) <= 1e-9
      {
        points.removeLast()
      }
      guard points.count > 1 else {
        // A subpath of zero length: a dot for round caps, a square for square ones.
        if let point = points.first, !line.isClosed {
          if cap == .round { disc(point) }
          if cap == .square {
            add([
              CGPoint(x: point.x - half, y: point.y - half),
              CGPoint(x: point.x + half, y: point.y - half),
              CGPoint(x: point.x + half, y: point.y + half),
              CGPoint(x: point.x - half, y: point.y + half),
            ])
          }
        }
        continue
      }
      let closed = line.isClosed && points.count > 2
      let segmentCount = closed ? points.count : points.count - 1
      func direction(_ index: Int) -> CGPoint {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        let length = hypot(b.x - a.x, b.y - a.y)
        return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
      }
      for index in 0..<segmentCount {
        var a = points[index]
        var b = points[(index + 1) % points.count]
        let d = direction(index)
        if !closed && cap == .square {
          if index == 0 { a = CGPoint(x: a.x - d.x * half, y: a.y - d.y * half) }
          if index == segmentCount - 1 { b = CGPoint(x: b.x + d.x * half, y: b.y + d.y * half) }
        }
        let normal = CGPoint(x: -d.y * half, y: d.x * half)
        add([
          CGPoint(x: a.x + normal.x, y: a.y + normal.y),
          CGPoint(x: b.x + normal.x, y: b.y + normal.y),
          CGPoint(x: b.x - normal.x, y: b.y - normal.y),
          CGPoint(x: a.x - normal.x, y: a.y - normal.y),
        ])
      }
      // Joins, at the points between two segments.
      let joints = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
      for vertex in joints {
        let incoming = direction((vertex - 1 + points.count) % points.count)
        let outgoing = direction(vertex)
        let point = points[vertex]
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        guard abs(cross) > 1e-9 || dot < 0 else { continue }
        if join == .round {
          disc(point)
          continue
        }
        // The outer side: away from the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -incoming.y * half * side, y: incoming.x * half * side)
        let n1 = CGPoint(x: -outgoing.y * half * side, y: outgoing.x * half * side)
        let p0 = CGPoint(x: point.x + n0.x, y: point.y + n0.y)
        let p1 = CGPoint(x: point.x + n1.x, y: point.y + n1.y)
        // The miter's length over the stroke's width: 1 / sin(θ/2) of the angle θ between
        // the segments.
        let ratio = 1 / max(((1 + dot) / 2).squareRoot(), 1e-9)
        if join == .miter && ratio <= miterLimit {
          let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
          let length = hypot(bisector.x, bisector.y)
          guard length > 1e-12 else { continue }
          let tip = CGPoint(
            x: point.x + bisector.x / length * half * ratio,
            y: point.y + bisector.y / length * half * ratio)
          add([point, p0, tip, p1])
        } else {
          add([point, p0, p1])
        }
      }
      if !closed && cap == .round {
        disc(points[0])
        disc(points[points.count - 1])
      }
    }
    return polygons
  }
}
