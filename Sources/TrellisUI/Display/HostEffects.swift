import Foundation

/// The render effects in force on a view, its ancestors' composed with its own: what a host
/// applies to the view's drawing (`opacity`, `scaleEffect`, `rotationEffect`, `shadow`,
/// `blur`, the colour filters). They change what is drawn, never layout: the view keeps its
/// frame, and so do the views around it.
///
/// One value is shared by every item under the same effects, and never changed once made.
@_spi(TrellisHost) public final class HostEffects: Equatable, Sendable {
  /// Where the drawing goes, in the window's points: a point of the item as laid out is drawn
  /// at `point.applying(transform)`. Identity when nothing scales or rotates it.
  @_spi(TrellisHost) public let transform: CGAffineTransform
  /// How opaque the drawing is, from 0 (not drawn, and not hit by taps) to 1: the opacities
  /// around it multiplied.
  @_spi(TrellisHost) public let opacity: Double
  /// The colour filters, the innermost first: the order they apply in.
  @_spi(TrellisHost) public let colorFilters: [HostColorFilter]
  /// The shadows drawn behind the drawing, the innermost first.
  @_spi(TrellisHost) public let shadows: [HostShadow]
  /// How far the drawing is blurred, in points (the blurs around it added up).
  @_spi(TrellisHost) public let blurRadius: CGFloat

  /// Effects from their parts.
  @_spi(TrellisHost) public init(
    transform: CGAffineTransform = .identity, opacity: Double = 1,
    colorFilters: [HostColorFilter] = [], shadows: [HostShadow] = [], blurRadius: CGFloat = 0
  ) {
    self.transform = transform
    self.opacity = opacity
    self.colorFilters = colorFilters
    self.shadows = shadows
    self.blurRadius = blurRadius
  }

  /// Whether two sets of effects draw alike.
  @_spi(TrellisHost) public static func == (lhs: HostEffects, rhs: HostEffects) -> Bool {
    lhs === rhs
      || (lhs.transform == rhs.transform && lhs.opacity == rhs.opacity
        && lhs.colorFilters == rhs.colorFilters && lhs.shadows == rhs.shadows
        && lhs.blurRadius == rhs.blurRadius)
  }

  /// Whether the drawing moves, scales or rotates.
  @_spi(TrellisHost) public var isTransformed: Bool { !transform.isIdentity }

  /// Whether the transform flattens the drawing onto a line or a point (a scale of 0, a
  /// view turned edge-on): nothing of it is seen or hit.
  @_spi(TrellisHost) public var isFlattened: Bool {
    let determinant = transform.a * transform.d - transform.b * transform.c
    return abs(determinant) < 1e-9 || !determinant.isFinite
  }

  /// Whether the drawing is seen: an opacity of 0 draws nothing, and takes no taps.
  @_spi(TrellisHost) public var isVisible: Bool { opacity > 0 }

  /// Whether the drawing itself is drawn: not when a shadow it casts is to be drawn alone (a
  /// canvas's shadow filter with `.shadowOnly`).
  @_spi(TrellisHost) public var drawsContent: Bool { !shadows.contains { $0.hidesContent } }

  /// `color` as the colour filters change it (the innermost first); the host's own
  /// foreground, which has no components here, is left as it is.
  @_spi(TrellisHost) public func filtered(_ color: HostColor) -> HostColor {
    colorFilters.reduce(color) { $1.apply(to: $0) }
  }

  /// `color` as the colour filters change it; a colour that means the host's own foreground
  /// (`primary`, `secondary`, `clear`) stays as it is.
  package func filtered(_ color: Color) -> Color {
    guard !colorFilters.isEmpty, let components = HostColor(color) else { return color }
    let changed = filtered(components)
    return Color(
      red: changed.red, green: changed.green, blue: changed.blue, opacity: changed.opacity)
  }

  /// The effects of `outer` with `effect`, applied to a view laid out in `bounds`, inside them.
  static func composing(_ outer: HostEffects?, _ effect: _RenderEffect, in bounds: CGRect)
    -> HostEffects?
  {
    let composed = composing(outer ?? HostEffects(), effect, in: bounds)
    // Effects that change nothing (an opacity of 1, a turn of 0°) are none: the items under
    // them stay equal to the ones they were.
    return composed.changesNothing ? nil : composed
  }

  /// Whether these effects draw everything as it is.
  private var changesNothing: Bool {
    transform.isIdentity && opacity == 1 && colorFilters.isEmpty && shadows.isEmpty
      && blurRadius == 0
  }

  private static func composing(_ outer: HostEffects, _ effect: _RenderEffect, in bounds: CGRect)
    -> HostEffects
  {
    switch effect {
    case .opacity(let opacity):
      let clamped = opacity.isNaN ? 0 : min(1, max(0, opacity))
      return outer.with(opacity: outer.opacity * clamped)
    case .geometry(let geometry):
      let inner = geometry.transform(in: bounds)
      return outer.with(transform: inner.concatenating(outer.transform))
    case .colorFilter(let filter):
      return outer.with(colorFilters: [filter] + outer.colorFilters)
    case .shadow(var shadow):
      // The offset is the shadow's own, turned with what turns the view around it.
      shadow.offset = shadow.offset.applying(outer.transform)
      return outer.with(shadows: [shadow] + outer.shadows)
    case .blur(let radius):
      return outer.with(blurRadius: outer.blurRadius + max(0, radius))
    }
  }

  private func with(
    transform: CGAffineTransform? = nil, opacity: Double? = nil,
    colorFilters: [HostColorFilter]? = nil, shadows: [HostShadow]? = nil,
    blurRadius: CGFloat? = nil
  ) -> HostEffects {
    HostEffects(
      transform: transform ?? self.transform, opacity: opacity ?? self.opacity,
      colorFilters: colorFilters ?? self.colorFilters, shadows: shadows ?? self.shadows,
      blurRadius: blurRadius ?? self.blurRadius)
  }

  /// What an item in `frame` can draw on, once moved by the transform and with its shadows
  /// and blur around it.
  func drawnArea(of frame: CGRect) -> CGRect {
    let moved = transform.isIdentity ? frame : frame.applying(transform)
    var area = moved
    for shadow in shadows {
      area = area.union(
        moved.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -shadow.radius, dy: -shadow.radius))
    }
    return blurRadius > 0 ? area.insetBy(dx: -blurRadius, dy: -blurRadius) : area
  }
}

/// A shadow behind a view's drawing (`shadow(color:radius:x:y:)`), or around one drawing of a
/// canvas (`GraphicsContext.Filter.shadow(color:radius:x:y:blendMode:options:)`).
@_spi(TrellisHost) public struct HostShadow: Equatable, Sendable {
  /// The shadow's colour, opacity included.
  @_spi(TrellisHost) public var color: Color
  /// How far its edge is blurred, in points.
  @_spi(TrellisHost) public var radius: CGFloat
  /// How far it is moved from the drawing, in the window's points.
  @_spi(TrellisHost) public var offset: CGSize
  /// Whether it is drawn over the drawing rather than under it (`.shadowAbove`).
  @_spi(TrellisHost) public var isAbove = false
  /// Whether the drawing is left out and only its shadow drawn (`.shadowOnly`).
  @_spi(TrellisHost) public var hidesContent = false
  /// Whether it is cast by where the drawing is not, for an inner shadow (`.invertsAlpha`).
  @_spi(TrellisHost) public var invertsAlpha = false
  /// How it is combined with what is under it (a canvas shadow's `blendMode`).
  @_spi(TrellisHost) public var blendMode: GraphicsContext.BlendMode = .normal

  /// A shadow of `color`, blurred by `radius`, moved by `offset`, drawn under the drawing.
  @_spi(TrellisHost) public init(color: Color, radius: CGFloat, offset: CGSize) {
    self.color = color
    self.radius = radius
    self.offset = offset
  }

  /// The colour's components; a third-opaque black for a colour that means the host's own
  /// foreground.
  @_spi(TrellisHost) public var components: HostColor {
    HostColor(color) ?? HostColor(red: 0, green: 0, blue: 0, opacity: 0.33)
  }
}

/// A change of the colours a view draws: `brightness`, `contrast`, `saturation`,
/// `grayscale`, `hueRotation`, `colorMultiply` and `colorInvert`.
@_spi(TrellisHost) public enum HostColorFilter: Equatable, Sendable {
  /// Adds `amount` to each component (1 makes everything white).
  case brightness(Double)
  /// Moves each component away from mid-grey by the factor `amount` (0 is all grey).
  case contrast(Double)
  /// Scales how far each component is from the colour's luminance (0 is grey, 1 unchanged).
  case saturation(Double)
  /// Moves the colour toward its luminance by `amount` (1 is fully grey).
  case grayscale(Double)
  /// Turns the hue around the colour wheel by `radians`.
  case hueRotation(radians: Double)
  /// Multiplies each component, opacity included, by the colour's.
  case multiply(HostColor)
  /// Replaces each component by its complement.
  case invert

  /// `color` through this filter, each component kept between 0 and 1.
  @_spi(TrellisHost) public func apply(to color: HostColor) -> HostColor {
    let (r, g, b) = (color.red, color.green, color.blue)
    let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    var result: (Double, Double, Double)
    var opacity = color.opacity
    switch self {
    case .brightness(let amount):
      result = (r + amount, g + amount, b + amount)
    case .contrast(let amount):
      result = ((r - 0.5) * amount + 0.5, (g - 0.5) * amount + 0.5, (b - 0.5) * amount + 0.5)
    case .saturation(let amount):
      result = (
        luminance + (r - luminance) * amount, luminance + (g - luminance) * amount,
        luminance + (b - luminance) * amount
      )
    case .grayscale(let amount):
      let amount = min(1, max(0, amount))
      result = (
        r + (luminance - r) * amount, g + (luminance - g) * amount, b + (luminance - b) * amount
      )
    case .hueRotation(let radians):
      // The hue rotation matrix of the W3C's filter effects, about the luminance axis.
      let (cosine, sine) = (cos(radians), sin(radians))
      let m00 = 0.213 + cosine * 0.787 - sine * 0.213
      let m01 = 0.715 - cosine * 0.715 - sine * 0.715
      let m02 = 0.072 - cosine * 0.072 + sine * 0.928
      let m10 = 0.213 - cosine * 0.213 + sine * 0.143
      let m11 = 0.715 + cosine * 0.285 + sine * 0.140
      let m12 = 0.072 - cosine * 0.072 - sine * 0.283
      let m20 = 0.213 - cosine * 0.213 - sine * 0.787
      let m21 = 0.715 - cosine * 0.715 + sine * 0.715
      let m22 = 0.072 + cosine * 0.928 + sine * 0.072
      result = (
        m00 * r + m01 * g + m02 * b, m10 * r + m11 * g + m12 * b, m20 * r + m21 * g + m22 * b
      )
    case .multiply(let other):
      result = (r * other.red, g * other.green, b * other.blue)
      opacity *= other.opacity
    case .invert:
      result = (1 - r, 1 - g, 1 - b)
    }
    func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
    return HostColor(
      red: clamp(result.0), green: clamp(result.1), blue: clamp(result.2), opacity: opacity)
  }
}
