import Foundation

/// What a gradient style draws, in the unit space of whatever it fills (radii of a radial
/// gradient in points): kept in a text's style and resolved against its frame where it is
/// drawn.
@_spi(TrellisHost) public struct _GradientPaint: Hashable, Sendable {
  @_spi(TrellisHost) public enum Kind: Hashable, Sendable {
    case linear(start: UnitPoint, end: UnitPoint)
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angular(center: UnitPoint, start: Angle, end: Angle)
    case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
  }

  @_spi(TrellisHost) public var kind: Kind
  @_spi(TrellisHost) public var gradient: Gradient

  /// The gradient in the points of `rect` (the bounds of the shape or text it fills).
  @_spi(TrellisHost) public func resolved(in rect: CGRect) -> _ResolvedGradient {
    func place(_ point: UnitPoint) -> CGPoint {
      CGPoint(x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height)
    }
    let geometry: _ResolvedGradient.Geometry
    switch kind {
    case .linear(let start, let end):
      geometry = .linear(start: place(start), end: place(end))
    case .radial(let center, let startRadius, let endRadius):
      geometry = .radial(center: place(center), startRadius: startRadius, endRadius: endRadius)
    case .angular(let center, let start, let end):
      geometry = .angular(center: place(center), startAngle: start.radians, endAngle: end.radians)
    case .elliptical(let center, let startFraction, let endFraction):
      geometry = .elliptical(
        center: place(center), size: rect.size, startFraction: startFraction,
        endFraction: endFraction)
    }
    return _ResolvedGradient(geometry: geometry, gradient: gradient)
  }
}

/// A style that draws a gradient.
protocol _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint { get }
}

extension ShapeStyle {
  /// The gradient this style draws in `environment`: its own, or for the foreground style the
  /// environment's (`foregroundStyle(.linearGradient(...))`); `nil` for a plain colour.
  @MainActor func _gradientPaint(in environment: EnvironmentValues) -> _GradientPaint? {
    if let gradient = self as? any _GradientProviding { return gradient._gradientPaint }
    if self is ForegroundStyle { return environment.foregroundGradient }
    if let level = self as? HierarchicalShapeStyle, level.level == 0 {
      return environment.foregroundGradient
    }
    return nil
  }
}

private struct ForegroundGradientKey: EnvironmentKey {
  static var defaultValue: _GradientPaint? { nil }
}

extension EnvironmentValues {
  /// The gradient `foregroundStyle(_:)` set; a colour set after it replaces it.
  var foregroundGradient: _GradientPaint? {
    get { self[ForegroundGradientKey.self] }
    set { self[ForegroundGradientKey.self] = newValue }
  }
}
