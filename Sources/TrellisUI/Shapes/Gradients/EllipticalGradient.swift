import Foundation

/// A radial gradient stretched to the shape it fills: its centre and radii are in the unit
/// square, which is stretched to the shape's bounds, so the circles become ellipses. A radius
/// fraction of 0.5 reaches the bounds' edges from their centre.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
  var gradient: Gradient
  var center: UnitPoint
  var startRadiusFraction: CGFloat
  var endRadiusFraction: CGFloat

  /// An elliptical gradient of `gradient` around `center`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// An elliptical gradient through `colors`, spaced evenly.
  nonisolated public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Used as a view, the gradient fills the space it is offered.
  public var body: some View { Rectangle().fill(self) }
}

extension EllipticalGradient: _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint {
    _GradientPaint(
      kind: .elliptical(
        center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction),
      gradient: gradient)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of `gradient` around `center`.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of `gradient` (`.blue.gradient`) around `center`.
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `colors`, spaced evenly.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
