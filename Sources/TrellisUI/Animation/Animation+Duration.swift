import Foundation

extension Animation {
  /// How long one run of the animation lasts, in seconds: its curve's duration (a spring's
  /// response, the time it takes to settle as a person sees it; a physical spring's period),
  /// after its delay, at its speed. Trellis shows changes at once, so nothing waits on it
  /// but a phase animator, which holds each phase this long.
  var duration: TimeInterval {
    let curveDuration: Double
    switch curve {
    case .default: curveDuration = 0.35
    case .linear(let duration), .easeIn(let duration), .easeOut(let duration),
      .easeInOut(let duration), .timingCurve(_, _, _, _, let duration):
      curveDuration = duration
    case .spring(let response, _, _): curveDuration = response
    case .interpolatingSpring(let mass, let stiffness, _, _):
      curveDuration = stiffness > 0 && mass > 0 ? 2 * .pi * (mass / stiffness).squareRoot() : 0
    }
    let total = max(0, delay) + max(0, curveDuration)
    return speed > 0 && speed.isFinite ? total / speed : total
  }
}
