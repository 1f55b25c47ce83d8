import Foundation

extension GraphicsContext {
  /// Options of a gradient shading. Accepted; gradients are drawn padded at their ends, in
  /// the host's colour space.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Options whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient past its ends.
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
    /// Repeats the gradient past its ends, mirrored.
    public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
    /// Mixes colours in linear colour.
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
  }

  /// What a fill or stroke is painted with: a colour, a shape style, a gradient placed in
  /// the context's user space, or the foreground style.
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case color(Color)
      case style(any ShapeStyle)
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
      case foreground
      case palette([Shading])
    }

    let kind: Kind

    /// A plain colour.
    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

    /// A colour from red, green and blue components between 0 and 1.
    public static func color(
      red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      Shading(kind: .color(Color(red: red, green: green, blue: blue, opacity: opacity)))
    }

    /// A grey of the given white level between 0 and 1.
    public static func color(white: Double, opacity: Double = 1) -> Shading {
      Shading(kind: .color(Color(white: white, opacity: opacity)))
    }

    /// A shape style (a colour, a gradient in the unit space of what is filled, a material,
    /// `.secondary`), resolved in the canvas's environment.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

    /// The canvas's foreground style.
    public static var foreground: Shading { Shading(kind: .foreground) }

    /// Several shadings, for layered symbols; a fill or stroke draws with the first.
    public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

    /// A linear gradient from `startPoint` to `endPoint`, in the context's user space.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient around `center`, from `startRadius` to `endRadius` points, in the
    /// context's user space.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A conic (angular) gradient around `center`, a whole turn from `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }
  }

  /// The colour and gradient `shading` paints with, under this context's transform, colour
  /// filters and opacity; `bounds` is what is filled, in the canvas's space (a style's
  /// gradient is in its unit space).
  @MainActor func paint(_ shading: Shading, over bounds: CGRect) -> (Color, _ResolvedGradient?) {
    let environment = self.environment
    let opacity = self.opacity
    func faded(_ gradient: Gradient) -> Gradient {
      guard opacity < 1 || !colorFilters.isEmpty else { return gradient }
      return Gradient(
        stops: gradient.stops.map {
          Gradient.Stop(color: filtered($0.color).opacity(opacity), location: $0.location)
        })
    }
    func resolved(_ geometry: _ResolvedGradient.Geometry, _ gradient: Gradient) -> (
      Color, _ResolvedGradient?
    ) {
      let placed = _ResolvedGradient(geometry: geometry, gradient: faded(gradient))
      return (placed.middleColor, placed)
    }
    let scale = transform.lengthScale
    switch shading.kind {
    case .color(let color):
      return (filtered(color).opacity(opacity), nil)
    case .foreground:
      return paint(.style(ForegroundStyle()), over: bounds)
    case .palette(let shadings):
      return paint(shadings.first ?? .foreground, over: bounds)
    case .style(let style):
      if var gradient = style._gradientPaint(in: environment) {
        gradient.gradient = faded(gradient.gradient)
        let placed = gradient.resolved(in: bounds)
        return (placed.middleColor, placed)
      }
      return (filtered(style._resolvedColor(in: environment)).opacity(opacity), nil)
    case .linear(let gradient, let start, let end):
      return resolved(
        .linear(start: start.applying(transform), end: end.applying(transform)), gradient)
    case .radial(let gradient, let center, let startRadius, let endRadius):
      return resolved(
        .radial(
          center: center.applying(transform), startRadius: startRadius * scale,
          endRadius: endRadius * scale), gradient)
    case .conic(let gradient, let center, let angle):
      let start = angle.radians + Double(transform.rotationAngle)
      return resolved(
        .angular(center: center.applying(transform), startAngle: start, endAngle: start + 2 * .pi),
        gradient)
    }
  }
}

extension CGAffineTransform {
  /// How much the transform scales lengths, on average over directions (the square root of
  /// its area scale): what a stroke's width and a radius are multiplied by.
  var lengthScale: CGFloat { (abs(a * d - b * c)).squareRoot() }

  /// The angle it turns the x axis by, in radians.
  var rotationAngle: CGFloat { atan2(b, a) }
}
