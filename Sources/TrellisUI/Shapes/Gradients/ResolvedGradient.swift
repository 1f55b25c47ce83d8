import Foundation

/// A gradient placed in the points of what it fills, as a host draws it: its geometry and its
/// stops in the order of their locations. `color(at:)` is the colour Apple's interpolation
/// gives a point: between two stops the mix of their colours, before the first stop and
/// after the last those stops' colours.
@_spi(TrellisHost) public struct _ResolvedGradient: Equatable, Sendable {
  @_spi(TrellisHost) public enum Geometry: Equatable, Sendable {
    /// From the colour at 0 at `start` to the one at 1 at `end`, constant across the line.
    case linear(start: CGPoint, end: CGPoint)
    /// In circles around `center`, 0 at `startRadius` and 1 at `endRadius` points from it.
    case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Around `center`, 0 at `startAngle` and 1 at `endAngle` (radians, clockwise on the
    /// screen from the trailing side).
    case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    /// In ellipses around `center` the shape of `size`: at a fraction `f` the ellipse is
    /// `f * size.width` across horizontally from the centre and `f * size.height` vertically.
    case elliptical(center: CGPoint, size: CGSize, startFraction: CGFloat, endFraction: CGFloat)
  }

  /// A stop, with its colour's components (the primary colour as black, the secondary at
  /// half strength: a gradient is drawn as given, not in the host's own foreground).
  @_spi(TrellisHost) public struct Stop: Equatable, Sendable {
    @_spi(TrellisHost) public var color: Color
    @_spi(TrellisHost) public var location: Double
    @_spi(TrellisHost) public var components: _GradientComponents
  }

  @_spi(TrellisHost) public var geometry: Geometry
  @_spi(TrellisHost) public var stops: [Stop]

  init(geometry: Geometry, gradient: Gradient) {
    self.geometry = geometry
    // Sorted by location; stops at one location keep their order (a hard edge).
    stops = gradient.stops.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map {
        Stop(
          color: $0.element.color, location: Double($0.element.location),
          components: _GradientComponents($0.element.color))
      }
  }

  /// Where `point` is along the gradient: 0 at its start, 1 at its end, beyond them outside.
  @_spi(TrellisHost) public func location(at point: CGPoint) -> Double {
    switch geometry {
    case .linear(let start, let end):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length = dx * dx + dy * dy
      guard length > 0 else { return 0 }
      return Double(((point.x - start.x) * dx + (point.y - start.y) * dy) / length)
    case .radial(let center, let startRadius, let endRadius):
      let distance = hypot(point.x - center.x, point.y - center.y)
      guard endRadius != startRadius else { return distance < startRadius ? 0 : 1 }
      return Double((distance - startRadius) / (endRadius - startRadius))
    case .elliptical(let center, let size, let startFraction, let endFraction):
      guard size.width > 0, size.height > 0 else { return 0 }
      let distance = hypot((point.x - center.x) / size.width, (point.y - center.y) / size.height)
      guard endFraction != startFraction else { return distance < startFraction ? 0 : 1 }
      return Double((distance - startFraction) / (endFraction - startFraction))
    case .angular(let center, let startAngle, let endAngle):
      return Self.angularLocation(
        atan2(Double(point.y - center.y), Double(point.x - center.x)), from: startAngle,
        to: endAngle)
    }
  }

  /// Where `angle` is along an angular gradient from `start` to `end`: over more than a turn
  /// the last turn counts; over less, the gap is 1 for its first half and 0 for the rest.
  static func angularLocation(_ angle: Double, from start: Double, to end: Double) -> Double {
    let turn = 2 * Double.pi
    let span = end - start
    func wrapped(_ value: Double) -> Double {
      let rest = value.truncatingRemainder(dividingBy: turn)
      return rest < 0 ? rest + turn : rest
    }
    if span >= turn {
      // The largest angle at or below the end that points the same way.
      let drawn = end - wrapped(end - angle)
      return (drawn - start) / span
    }
    let along = wrapped(angle - start)
    if span > 0, along <= span { return along / span }
    return along - max(0, span) < (turn - max(0, span)) / 2 ? 1 : 0
  }

  /// The colour at `location` along the gradient, clamped to its first and last stops.
  @_spi(TrellisHost) public func components(atLocation location: Double) -> _GradientComponents {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if location <= first.location { return first.components }
    if location >= last.location { return last.components }
    // The last stop at or before the location, and the one after it.
    var index = 0
    while index + 1 < stops.count, stops[index + 1].location <= location { index += 1 }
    let lower = stops[index]
    let upper = stops[index + 1]
    let span = upper.location - lower.location
    guard span > 0 else { return upper.components }
    return lower.components.interpolated(
      to: upper.components, by: (location - lower.location) / span)
  }

  /// The colour the gradient draws at `point`.
  @_spi(TrellisHost) public func components(at point: CGPoint) -> _GradientComponents {
    components(atLocation: location(at: point))
  }

  /// The colour the gradient draws at `point`, as a `Color`.
  @_spi(TrellisHost) public func color(at point: CGPoint) -> Color { components(at: point).color }

  /// The colour drawn where a host cannot draw a gradient: the one half-way along.
  @_spi(TrellisHost) public var middleColor: Color { components(atLocation: 0.5).color }
}

/// A colour's red, green, blue and opacity from 0 to 1, as a gradient mixes them.
@_spi(TrellisHost) public struct _GradientComponents: Equatable, Sendable {
  @_spi(TrellisHost) public var red: Double
  @_spi(TrellisHost) public var green: Double
  @_spi(TrellisHost) public var blue: Double
  @_spi(TrellisHost) public var opacity: Double

  @_spi(TrellisHost) public static let clear = _GradientComponents(
    red: 0, green: 0, blue: 0, opacity: 0)

  @_spi(TrellisHost) public init(red: Double, green: Double, blue: Double, opacity: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// The components of `color`; Apple's light appearance for the system colours.
  init(_ color: Color) {
    if let host = HostColor(color) {
      self.init(red: host.red, green: host.green, blue: host.blue, opacity: host.opacity)
    } else if color == .clear {
      self = .clear
    } else {
      // The foreground (black in the light appearance), at half strength for `.secondary`.
      let strength = color == .secondary ? 0.5 : 1
      self.init(red: 0, green: 0, blue: 0, opacity: color.alpha * strength)
    }
  }

  /// The mix `fraction` of the way to `other`.
  @_spi(TrellisHost) public func interpolated(to other: _GradientComponents, by fraction: Double)
    -> Self
  {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * fraction }
    return _GradientComponents(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      opacity: mix(opacity, other.opacity))
  }

  @_spi(TrellisHost) public var color: Color {
    Color(red: red, green: green, blue: blue, opacity: opacity)
  }
}
