import Foundation

extension Path {
  /// Adds an arc of the circle around `center` of `radius`, from `startAngle` to `endAngle`,
  /// with a line from the current point to its start. Angles are measured from the positive
  /// x axis towards positive y: as y grows downwards on screen, `clockwise: false` turns
  /// clockwise as you see it, as in Apple's frameworks.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = startAngle.radians
    var end = endAngle.radians
    // The sweep goes the way asked, less than a full turn unless the angles are a turn apart.
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    let first = point(on: center, radius: radius, angle: start)
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    let sweep = end - start
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    // Each piece of at most a quarter turn is a cubic curve with handles 4/3 tan(θ/4) long.
    let handle = 4.0 / 3.0 * tan(step / 4) * Double(radius)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let from = point(on: center, radius: radius, angle: angle)
      let to = point(on: center, radius: radius, angle: next)
      addCurve(
        to: to,
        control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
      angle = next
    }
  }

  /// Adds an arc of the circle around `center` of `radius`, from `startAngle` turning by
  /// `delta` (towards positive y when positive).
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: startAngle + delta, clockwise: delta.radians < 0)
  }

  private func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
