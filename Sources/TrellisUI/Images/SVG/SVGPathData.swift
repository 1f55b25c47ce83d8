import Foundation

/// Reads SVG path data (the `d` attribute) into a ``Path``: every command, absolute
/// (upper case) and relative (lower case) — moves, lines, horizontal and vertical lines,
/// cubic and quadratic curves with their smooth forms, elliptical arcs (as cubic curves)
/// and close — numbers written as SVG allows (`1.5.5` is two, `-1-2` is two, exponents,
/// flags without separators). As SVG asks, data with an error is drawn up to the error.
struct _SVGPathData {
  private let bytes: [UInt8]
  private var index = 0

  private init(_ text: String) { bytes = Array(text.utf8) }

  static func path(_ text: String) -> Path {
    var reader = _SVGPathData(text)
    return reader.read()
  }

  private mutating func skipSeparators() {
    while index < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index])
    {
      index += 1
    }
  }

  /// The next number, or `nil` (nothing consumed) when there is none.
  private mutating func number() -> CGFloat? {
    skipSeparators()
    let start = index
    var position = index
    func digits() -> Bool {
      let from = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position > from
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
    {
      position += 1
    }
    var hasDigits = digits()
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      hasDigits = digits() || hasDigits
    }
    guard hasDigits else { return nil }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      var exponent = position + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-")
      {
        exponent += 1
      }
      if exponent < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[exponent]) {
        position = exponent
        _ = digits()
      }
    }
    guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
      return nil
    }
    index = position
    return CGFloat(value)
  }

  /// An arc's flag: `0` or `1`, which need no separator after them.
  private mutating func flag() -> Bool? {
    skipSeparators()
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1")
    else { return nil }
    index += 1
    return bytes[index - 1] == UInt8(ascii: "1")
  }

  private mutating func numbers(_ count: Int) -> [CGFloat]? {
    var values: [CGFloat] = []
    for _ in 0..<count {
      guard let value = number() else { return nil }
      values.append(value)
    }
    return values
  }

  private mutating func read() -> Path {
    var path = Path()
    var current = CGPoint.zero
    var start = CGPoint.zero
    // The last curve's second control point, for the smooth forms' reflection.
    var lastCubic: CGPoint?
    var lastQuad: CGPoint?
    var command: UInt8?
    while true {
      skipSeparators()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if "MmZzLlHhVvCcSsQqTtAa".utf8.contains(byte) {
        command = byte
        index += 1
      } else if command == nil || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
        break  // A number with no command before it: the data is in error here.
      }
      guard let name = command else { break }
      // Data must start with a move.
      if path.isEmpty && name | 0x20 != UInt8(ascii: "m") { return path }
      let relative = name >= UInt8(ascii: "a")
      func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
      }
      var cubic: CGPoint?
      var quad: CGPoint?
      switch name | 0x20 {
      case UInt8(ascii: "m"):
        guard let values = numbers(2) else { return path }
        current = point(values[0], values[1])
        start = current
        path.move(to: current)
        // Further pairs after a move are lines.
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
      case UInt8(ascii: "z"):
        path.closeSubpath()
        current = start
      case UInt8(ascii: "l"):
        guard let values = numbers(2) else { return path }
        current = point(values[0], values[1])
        path.addLine(to: current)
      case UInt8(ascii: "h"):
        guard let x = number() else { return path }
        current = CGPoint(x: relative ? current.x + x : x, y: current.y)
        path.addLine(to: current)
      case UInt8(ascii: "v"):
        guard let y = number() else { return path }
        current = CGPoint(x: current.x, y: relative ? current.y + y : y)
        path.addLine(to: current)
      case UInt8(ascii: "c"):
        guard let values = numbers(6) else { return path }
        let control1 = point(values[0], values[1])
        let control2 = point(values[2], values[3])
        current = point(values[4], values[5])
        path.addCurve(to: current, control1: control1, control2: control2)
        cubic = control2
      case UInt8(ascii: "s"):
        guard let values = numbers(4) else { return path }
        let control1 =
          lastCubic.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
        let control2 = point(values[0], values[1])
        current = point(values[2], values[3])
        path.addCurve(to: current, control1: control1, control2: control2)
        cubic = control2
      case UInt8(ascii: "q"):
        guard let values = numbers(4) else { return path }
        let control = point(values[0], values[1])
        current = point(values[2], values[3])
        path.addQuadCurve(to: current, control: control)
        quad = control
      case UInt8(ascii: "t"):
        guard let values = numbers(2) else { return path }
        let control =
          lastQuad.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
        current = point(values[0], values[1])
        path.addQuadCurve(to: current, control: control)
        quad = control
      case UInt8(ascii: "a"):
        guard let radii = numbers(3), let large = flag(), let sweep = flag(),
          let end = numbers(2)
        else { return path }
        let target = point(end[0], end[1])
        Self.addArc(
          to: &path, from: current, to: target, radii: CGSize(width: radii[0], height: radii[1]),
          rotation: radii[2], large: large, sweep: sweep)
        current = target
      default:
        return path
      }
      lastCubic = cubic
      lastQuad = quad
    }
    return path
  }

  /// An elliptical arc from `from` to `to` as SVG's endpoint form defines it (its radii
  /// scaled up when too small, a straight line when either is zero), added as cubic curves
  /// of at most a quarter turn each.
  static func addArc(
    to path: inout Path, from: CGPoint, to: CGPoint, radii: CGSize, rotation degrees: CGFloat,
    large: Bool, sweep: Bool
  ) {
    guard from != to else { return }
    var rx = abs(radii.width)
    var ry = abs(radii.height)
    guard rx > 0, ry > 0 else { return path.addLine(to: to) }
    let phi = degrees * .pi / 180
    let (sine, cosine) = (sin(phi), cos(phi))
    // The midpoint's coordinates in the ellipse's own axes.
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosine * dx + sine * dy
    let y1 = -sine * dx + cosine * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
    if large == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let centre = CGPoint(
      x: cosine * cx1 - sine * cy1 + (from.x + to.x) / 2,
      y: sine * cx1 + cosine * cy1 + (from.y + to.y) / 2)
    func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let startAngle = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
    if !sweep && delta > 0 { delta -= 2 * .pi }
    if sweep && delta < 0 { delta += 2 * .pi }
    let pieces = max(1, Int((abs(delta) / (.pi / 2) - 0.001).rounded(.up)))
    let step = delta / CGFloat(pieces)
    // A quarter turn's control distance, 4/3 tan(θ/4).
    let k = 4 / 3 * tan(step / 4)
    func onEllipse(_ theta: CGFloat) -> (point: CGPoint, tangent: CGPoint) {
      let (s, c) = (sin(theta), cos(theta))
      let point = CGPoint(
        x: centre.x + rx * c * cosine - ry * s * sine, y: centre.y + rx * c * sine + ry * s * cosine
      )
      let tangent = CGPoint(
        x: -rx * s * cosine - ry * c * sine, y: -rx * s * sine + ry * c * cosine)
      return (point, tangent)
    }
    var theta = startAngle
    var previous = onEllipse(theta)
    for piece in 0..<pieces {
      theta += step
      let next = onEllipse(theta)
      let end = piece == pieces - 1 ? to : next.point
      path.addCurve(
        to: end,
        control1: CGPoint(
          x: previous.point.x + k * previous.tangent.x, y: previous.point.y + k * previous.tangent.y
        ),
        control2: CGPoint(
          x: next.point.x - k * next.tangent.x, y: next.point.y - k * next.tangent.y))
      previous = next
    }
  }
}
