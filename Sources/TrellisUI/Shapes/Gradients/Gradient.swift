import Foundation

/// Colours with the places along a gradient where each is reached, from 0 to 1: what
/// ``LinearGradient``, ``RadialGradient``, ``AngularGradient`` and ``EllipticalGradient``
/// draw. Used itself as a style it draws from top to bottom.
public struct Gradient: Hashable, Sendable, ShapeStyle {
  /// One colour of a gradient and where along it the colour is reached.
  public struct Stop: Hashable, Sendable {
    /// The colour at this stop.
    public var color: Color
    /// Where the stop is, from 0 (the start) to 1 (the end).
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in the order given (they are drawn in the order of their locations).
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly from the start to the end.
  public init(colors: [Color]) {
    let last = CGFloat(max(1, colors.count - 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }
}

/// A gradient of any kind, as `Color.gradient` gives one. Used as a style it draws from top to
/// bottom, as a ``Gradient`` does.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient

  /// The gradient `gradient`, type-erased.
  public init(_ gradient: Gradient) { self.gradient = gradient }
}

extension Color {
  /// The standard gradient of this colour: a little lighter at the top, the colour itself at
  /// the bottom (`Rectangle().fill(.blue.gradient)`).
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [_mixed(with: .white, by: 0.2), self]))
  }

  /// This colour `fraction` of the way to `other`, component by component, as a gradient
  /// between them shows it.
  func _mixed(with other: Color, by fraction: Double) -> Color {
    let from = _GradientComponents(self)
    let to = _GradientComponents(other)
    return from.interpolated(to: to, by: fraction).color
  }
}

extension Gradient: _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint {
    _GradientPaint(kind: .linear(start: .top, end: .bottom), gradient: self)
  }
}

extension AnyGradient: _GradientProviding {
  nonisolated var _gradientPaint: _GradientPaint { gradient._gradientPaint }
}
