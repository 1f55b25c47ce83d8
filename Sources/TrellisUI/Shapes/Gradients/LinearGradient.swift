import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, points in the unit space of the
/// shape it fills: its colours run across the line, and past its ends stay those of the
/// first and last stop.
public struct LinearGradient: ShapeStyle, View, Hashable {
  var gradient: Gradient
  var startPoint: UnitPoint
  var endPoint: UnitPoint

  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A linear gradient through `colors`, spaced evenly.
  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// Used as a view, the gradient fills the space it is offered.
  public var body: some View { Rectangle().fill(self) }
}

extension LinearGradient: _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint {
    _GradientPaint(kind: .linear(start: startPoint, end: endPoint), gradient: gradient)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of `gradient` (`.blue.gradient`) from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `colors`, spaced evenly.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through `stops`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
