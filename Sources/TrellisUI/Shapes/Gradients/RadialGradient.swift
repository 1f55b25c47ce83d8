import Foundation

/// A gradient in circles around `center` (in the unit space of the shape it fills), from
/// `startRadius` to `endRadius` in points; inside the first circle and outside the last the
/// colours are those of the first and last stop.
public struct RadialGradient: ShapeStyle, View, Hashable {
  var gradient: Gradient
  var center: UnitPoint
  var startRadius: CGFloat
  var endRadius: CGFloat

  /// A radial gradient of `gradient` around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient through `colors`, spaced evenly.
  nonisolated public init(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient through `stops`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Used as a view, the gradient fills the space it is offered.
  public var body: some View { Rectangle().fill(self) }
}

extension RadialGradient: _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint {
    _GradientPaint(
      kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
      gradient: gradient)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient` around `center`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of `gradient` (`.blue.gradient`) around `center`.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient through `colors`, spaced evenly.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
