import Foundation

/// A gradient around `center` (in the unit space of the shape it fills) as the angle goes
/// from `startAngle` to `endAngle`, clockwise from the trailing side, as Apple's "conic"
/// gradient: when the angles span more than a turn only the last turn is drawn; when less,
/// the rest of the turn is the last stop's colour, then, from half-way across it, the first's.
public struct AngularGradient: ShapeStyle, View, Hashable {
  var gradient: Gradient
  var center: UnitPoint
  var startAngle: Angle
  var endAngle: Angle

  /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
  nonisolated public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// An angular gradient through `colors`, spaced evenly.
  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// An angular gradient through `stops`.
  nonisolated public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A gradient of `gradient` all the way round, starting at `angle`.
  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: angle + .degrees(360))
  }

  /// A gradient through `colors` all the way round, starting at `angle`.
  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A gradient through `stops` all the way round, starting at `angle`.
  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  /// Used as a view, the gradient fills the space it is offered.
  public var body: some View { Rectangle().fill(self) }
}

extension AngularGradient: _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint {
    _GradientPaint(
      kind: .angular(center: center, start: startAngle, end: endAngle), gradient: gradient)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient` from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(
      gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of `gradient` (`.blue.gradient`) from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(
      gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `colors`, spaced evenly.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through `stops`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient of `gradient` all the way round, starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A gradient of `gradient` (`.blue.gradient`) all the way round, starting at `angle`.
  public static func conicGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }

  /// A gradient through `colors` all the way round, starting at `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A gradient through `stops` all the way round, starting at `angle`.
  public static func conicGradient(
    stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
