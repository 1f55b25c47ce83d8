import Foundation

extension View {
  /// Draws a shadow of this view behind it, in `color`, blurred by `radius` and moved `x`
  /// points right and `y` down. The view keeps its frame in layout. A desktop host draws a
  /// soft shadow; the terminal draws a shape's shadow as dim cells where it falls.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    modifier(
      _RenderEffectModifier(
        effect: .shadow(
          HostShadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))))
  }

  /// Blurs this view by `radius` points. The view keeps its frame in layout; `opaque` is
  /// accepted (a blur here never makes its edges transparent). The terminal draws a blurred
  /// view dim.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(_RenderEffectModifier(effect: .blur(radius: radius)))
  }

  /// Groups this view's drawing so that effects around it apply to the group. Trellis
  /// applies every effect to each thing drawn under it already, so this changes nothing drawn
  /// (where views overlap, an opacity around them shows each through the other).
  public func compositingGroup() -> some View {
    modifier(_ContentPassThroughModifier())
  }

  /// Draws this view's content as one image before it is shown. Trellis draws the content as
  /// it is, which looks the same; `opaque` and `colorMode` are accepted.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    modifier(_ContentPassThroughModifier())
  }
}

/// The working colour space and storage format of a drawing group.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  /// Non-linear sRGB, components of 8 bits or more.
  case nonLinear
  /// Linear sRGB, components of 8 bits or more.
  case linear
  /// Linear sRGB with components that may go past 0 and 1.
  case extendedLinear
}

/// A modifier that lays its content out and draws it as if it were not there.
struct _ContentPassThroughModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
}
