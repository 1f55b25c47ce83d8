import Foundation

/// A linear or radial gradient, in its own space (where its coordinates are given): its
/// stops and how it continues past its ends.
struct _SVGGradient {
  enum Shape {
    /// Along the line from `start` to `end`.
    case linear(start: CGPoint, end: CGPoint)
    /// From the focus `focus` (0) to the circle of `radius` around `centre` (1).
    case radial(centre: CGPoint, radius: CGFloat, focus: CGPoint)
  }

  /// `pad` keeps the end colours, `reflect` mirrors the gradient, `repeat` starts it over.
  enum Spread: String {
    case pad, reflect, `repeat`
  }

  var shape: Shape
  /// Offsets from 0 to 1, in order, with their colours (alpha includes `stop-opacity`).
  var stops: [(offset: Double, color: _SVGColor)]
  var spread: Spread

  /// The colour at `point`, in the gradient's space.
  func color(at point: CGPoint) -> _SVGColor {
    var t: Double
    switch shape {
    case .linear(let start, let end):
      let dx = Double(end.x - start.x)
      let dy = Double(end.y - start.y)
      let length = dx * dx + dy * dy
      t =
        length == 0 ? 1 : (Double(point.x - start.x) * dx + Double(point.y - start.y) * dy) / length
    case .radial(let centre, let radius, let focus):
      // The circle through `point` among those from the focus (radius 0) to the end circle:
      // |q - t·d| = t·r, with q from the focus to the point and d from it to the centre.
      let r = Double(radius)
      let qx = Double(point.x - focus.x)
      let qy = Double(point.y - focus.y)
      let dx = Double(centre.x - focus.x)
      let dy = Double(centre.y - focus.y)
      let a = dx * dx + dy * dy - r * r
      let qd = qx * dx + qy * dy
      let qq = qx * qx + qy * qy
      if abs(a) < 1e-9 {
        t = qd == 0 ? 0 : qq / (2 * qd)
      } else {
        t = (qd - max(0, qd * qd - a * qq).squareRoot()) / a
      }
    }
    switch spread {
    case .pad: t = min(max(t, 0), 1)
    case .repeat: t -= t.rounded(.down)
    case .reflect:
      t = abs(t).truncatingRemainder(dividingBy: 2)
      if t > 1 { t = 2 - t }
    }
    guard let first = stops.first, let last = stops.last else { return .transparent }
    if t <= first.offset { return first.color }
    if t >= last.offset { return last.color }
    let upper = stops.firstIndex { $0.offset >= t } ?? stops.count - 1
    let (a, b) = (stops[upper - 1], stops[upper])
    let f = b.offset == a.offset ? 1 : (t - a.offset) / (b.offset - a.offset)
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    return _SVGColor(
      red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
      blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
  }
}
