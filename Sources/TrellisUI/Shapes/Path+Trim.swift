import Foundation

extension Path {
  /// The part of the path between two fractions of its length, `from` and `to` (each kept
  /// between 0 and 1): `Circle().path(in: rect).trimmedPath(from: 0, to: 0.25)` is the quarter
  /// from the circle's rightmost point, clockwise on the screen. Nothing when `from` is not
  /// below `to`; the path itself when they span it all.
  ///
  /// Curves stay curves: a piece cut from a Bézier curve is the same curve between the two
  /// points (found by length along it).
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = min(max(from, 0), 1)
    let end = min(max(to, 0), 1)
    if start <= 0, end >= 1 { return self }
    guard start < end else { return Path() }
    let pieces = _PathPiece.pieces(of: self)
    let total = pieces.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let (lower, upper) = (start * total, end * total)
    var trimmed = Path()
    var travelled: CGFloat = 0
    var drawing: (subpath: Int, wholeFrom: Bool)?
    for (index, piece) in pieces.enumerated() {
      defer { travelled += piece.length }
      let (pieceStart, pieceEnd) = (travelled, travelled + piece.length)
      guard pieceEnd > lower, pieceStart < upper, piece.length > 0 else { continue }
      let t0 = pieceStart >= lower ? 0 : piece.parameter(atLength: lower - pieceStart)
      let t1 = pieceEnd <= upper ? 1 : piece.parameter(atLength: upper - pieceStart)
      let part = piece.part(from: t0, to: t1)
      if drawing?.subpath != piece.subpath || t0 > 0 {
        trimmed.move(to: part.from)
        drawing = (piece.subpath, piece.isFirstOfSubpath && t0 == 0)
      }
      part.add(to: &trimmed)
      // A closed subpath taken whole stays closed.
      let isLastOfSubpath = index + 1 == pieces.count || pieces[index + 1].subpath != piece.subpath
      if piece.isClosing, isLastOfSubpath, t1 == 1, drawing?.wholeFrom == true {
        trimmed.closeSubpath()
      }
    }
    return trimmed
  }
}

/// One straight or curved piece of a path, from one point to the next, with its length: what
/// trimming measures along.
struct _PathPiece {
  enum Kind {
    case line
    case quadCurve(control: CGPoint)
    case curve(control1: CGPoint, control2: CGPoint)
  }

  var from: CGPoint
  var to: CGPoint
  var kind: Kind
  /// Which subpath it belongs to, counted from 0.
  var subpath: Int
  var isFirstOfSubpath: Bool
  /// Whether it is the line a `closeSubpath` draws back to the subpath's start.
  var isClosing = false
  /// Its length along the path, and the lengths reached at evenly spaced parameters.
  private(set) var length: CGFloat = 0
  private var reached: [CGFloat] = []

  private static let samples = 32

  init(from: CGPoint, to: CGPoint, kind: Kind, subpath: Int, isFirst: Bool, isClosing: Bool) {
    self.from = from
    self.to = to
    self.kind = kind
    self.subpath = subpath
    isFirstOfSubpath = isFirst
    self.isClosing = isClosing
    if case .line = kind {
      length = hypot(to.x - from.x, to.y - from.y)
    } else {
      var previous = from
      reached = [0]
      for step in 1...Self.samples {
        let point = self.point(at: CGFloat(step) / CGFloat(Self.samples))
        length += hypot(point.x - previous.x, point.y - previous.y)
        reached.append(length)
        previous = point
      }
    }
  }

  /// The pieces of `path`, in order; moves start subpaths and make no piece.
  static func pieces(of path: Path) -> [_PathPiece] {
    var pieces: [_PathPiece] = []
    var subpath = -1
    var start = CGPoint.zero
    var current = CGPoint.zero
    var isFirst = true
    func add(to end: CGPoint, _ kind: Kind, closing: Bool = false) {
      pieces.append(
        _PathPiece(
          from: current, to: end, kind: kind, subpath: subpath, isFirst: isFirst,
          isClosing: closing))
      isFirst = false
      current = end
    }
    func visit(_ element: Path.Element) {
      switch element {
      case .move(let point):
        subpath += 1
        (start, current, isFirst) = (point, point, true)
      case .line(let point): add(to: point, .line)
      case .quadCurve(let to, let control): add(to: to, .quadCurve(control: control))
      case .curve(let to, let control1, let control2):
        add(to: to, .curve(control1: control1, control2: control2))
      case .closeSubpath:
        add(to: start, .line, closing: true)
        isFirst = true
      }
    }
    path.expanded.forEach(visit)
    return pieces
  }

  /// The point at parameter `t` (0 at `from`, 1 at `to`).
  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch kind {
    case .line:
      return CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
    case .quadCurve(let control):
      return CGPoint(
        x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
        y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
    case .curve(let c1, let c2):
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * from.x + b * c1.x + c * c2.x + d * to.x,
        y: a * from.y + b * c1.y + c * c2.y + d * to.y)
    }
  }

  /// The parameter at which the piece has run `distance` along itself.
  func parameter(atLength distance: CGFloat) -> CGFloat {
    guard length > 0 else { return 0 }
    if case .line = kind { return min(max(distance / length, 0), 1) }
    guard distance < length else { return 1 }
    guard let step = reached.firstIndex(where: { $0 >= distance }), step > 0 else { return 0 }
    let (before, after) = (reached[step - 1], reached[step])
    let within = after > before ? (distance - before) / (after - before) : 0
    return (CGFloat(step - 1) + within) / CGFloat(Self.samples)
  }

  /// The same line or curve between parameters `t0` and `t1`.
  func part(from t0: CGFloat, to t1: CGFloat) -> _PathPiece {
    var part = self
    part.isFirstOfSubpath = isFirstOfSubpath && t0 == 0
    part.isClosing = isClosing && t1 == 1
    // The curve up to t1, then the last part of that from t0 / t1 (de Casteljau's split).
    let upper = t1 >= 1 ? self : split(at: t1).first
    let lower = t0 <= 0 ? upper : upper.split(at: t1 > 0 ? t0 / t1 : 0).second
    part.from = lower.from
    part.to = lower.to
    part.kind = lower.kind
    return part
  }

  /// The piece cut in two at parameter `t`.
  private func split(at t: CGFloat) -> (first: _PathPiece, second: _PathPiece) {
    func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
    let middle = point(at: t)
    var first = self
    var second = self
    first.to = middle
    second.from = middle
    switch kind {
    case .line: break
    case .quadCurve(let control):
      first.kind = .quadCurve(control: mix(from, control))
      second.kind = .quadCurve(control: mix(control, to))
    case .curve(let c1, let c2):
      let (ab, bc, cd) = (mix(from, c1), mix(c1, c2), mix(c2, to))
      first.kind = .curve(control1: ab, control2: mix(ab, bc))
      second.kind = .curve(control1: mix(bc, cd), control2: cd)
    }
    return (first, second)
  }

  /// Draws the piece onto `path`, whose current point is `from`.
  func add(to path: inout Path) {
    switch kind {
    case .line: path.addLine(to: to)
    case .quadCurve(let control): path.addQuadCurve(to: to, control: control)
    case .curve(let c1, let c2): path.addCurve(to: to, control1: c1, control2: c2)
    }
  }
}
