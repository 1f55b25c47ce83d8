import Foundation

/// One render effect a modifier puts on its content: it changes how the content is drawn,
/// never its size or place in layout.
enum _RenderEffect: Equatable, Sendable {
  case opacity(Double)
  case geometry(_GeometryEffect)
  case colorFilter(HostColorFilter)
  case shadow(HostShadow)
  case blur(radius: CGFloat)

  /// Whether the content may be drawn outside its frame, over its neighbours.
  var drawsOutside: Bool {
    switch self {
    case .geometry, .shadow, .blur: return true
    case .opacity, .colorFilter: return false
    }
  }
}

/// A scale or rotation of a view's drawing around an anchor in its bounds.
enum _GeometryEffect: Equatable, Sendable {
  case scale(CGSize, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)
  /// A rotation about the axis (x, y, z), drawn flat: its orthographic projection onto the
  /// screen, without the foreshortening of `perspective`.
  case rotation3D(Angle, x: CGFloat, y: CGFloat, z: CGFloat, anchor: UnitPoint)

  /// The transform in the window's points for a view laid out in `bounds`.
  func transform(in bounds: CGRect) -> CGAffineTransform {
    let linear: CGAffineTransform
    let anchor: UnitPoint
    switch self {
    case .scale(let scale, let point):
      linear = CGAffineTransform(scaleX: scale.width, y: scale.height)
      anchor = point
    case .rotation(let angle, let point):
      linear = CGAffineTransform(rotationAngle: angle.radians)
      anchor = point
    case .rotation3D(let angle, let x, let y, let z, let point):
      linear = Self.projectedRotation(angle.radians, axis: (x, y, z))
      anchor = point
    }
    let pivot = CGPoint(
      x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
    return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(linear)
      .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
  }

  /// The rotation by `angle` about `axis` (Rodrigues' formula) seen straight on: the plane
  /// part of its matrix. About the z axis it is `rotationEffect`'s rotation.
  private static func projectedRotation(
    _ angle: Double, axis: (CGFloat, CGFloat, CGFloat)
  ) -> CGAffineTransform {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
    let (sine, cosine) = (CGFloat(sin(angle)), CGFloat(cos(angle)))
    let rest = 1 - cosine
    return CGAffineTransform(
      a: cosine + x * x * rest, b: y * x * rest + z * sine,
      c: x * y * rest - z * sine, d: cosine + y * y * rest, tx: 0, ty: 0)
  }
}

struct _RenderEffectModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let effect: _RenderEffect

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_RenderEffectLayout(effect: effect))
  }

  func _attach(to node: _ViewNode) {
    if effect.drawsOutside { node.graph.drawsOverlapping = true }
  }
}

/// Lays its content out as if it were not there, and places it under the effect: every
/// item the content shows carries it (``HostEffects``).
struct _RenderEffectLayout: _ContentLayout {
  let effect: _RenderEffect

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    context.engine.applying(effect, in: bounds) {
      _PassThroughLayout().placeSubviews(
        in: bounds, proposal: proposal, subviews: subviews, context: context)
    }
  }
}
