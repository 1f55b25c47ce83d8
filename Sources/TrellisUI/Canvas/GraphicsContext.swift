import Foundation

/// What a ``Canvas``'s renderer draws with: fills and strokes of paths, text and images,
/// under a transform, an opacity and clip shapes that the context carries.
///
/// A copy of a context draws into the same canvas; changing a copy's transform, opacity or
/// clip changes only what that copy draws next, so a helper can take a copy, move it, and
/// leave the caller's context as it was:
///
/// ```swift
/// Canvas { context, size in
///   var turned = context
///   turned.translateBy(x: size.width / 2, y: size.height / 2)
///   turned.rotate(by: .degrees(45))
///   turned.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.red))
/// }
/// ```
public struct GraphicsContext {
  let recorder: _CanvasRecorder
  /// The canvas's size, in points.
  let canvasSize: CGSize
  /// The clip shapes so far, in the canvas's space; everything drawn is cut to all of them.
  var clipPaths: [Path] = []

  /// How what is drawn next is moved, scaled and turned from the context's user space into
  /// the canvas's. Starts as the identity.
  public var transform: CGAffineTransform = .identity
  /// How opaque what is drawn next is, from 0 to 1; it multiplies the opacity of its colours.
  public var opacity: Double = 1
  /// How the fills and strokes drawn next are combined with what the canvas drew under
  /// them: GTK blends them with cairo's operator of the same name; the terminal draws them
  /// as `.normal`. Text and images are drawn as `.normal`.
  public var blendMode: BlendMode = .normal
  /// The colour filters added so far, in the order they were added.
  var colorFilters: [_CanvasColorFilter] = []
  /// The blur and shadow filters added so far, in the order they were added: each drawing
  /// made next is under them, the first added applied first.
  var renderEffects: [_RenderEffect] = []

  init(recorder: _CanvasRecorder, size: CGSize) {
    self.recorder = recorder
    canvasSize = size
  }

  /// The environment of the canvas: its colour scheme, fonts, foreground style.
  public var environment: EnvironmentValues { recorder.environment }

  /// The bounds of what the clip shapes let through, in the context's user space (the
  /// canvas's bounds before any clip).
  public var clipBoundingRect: CGRect {
    let visible = clipBoundsInCanvas
    let inverse = transform.inverted()
    return visible.applying(inverse)
  }

  /// The bounds of what the clip shapes let through, in the canvas's space.
  var clipBoundsInCanvas: CGRect {
    clipPaths.reduce(CGRect(origin: .zero, size: canvasSize)) { $0.intersection($1.boundingRect) }
  }

  // MARK: Transforms

  /// Moves the user space's origin by `x` and `y` points (in the current user space).
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales the user space by `x` horizontally and `y` vertically.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Turns the user space about its origin by `angle` (clockwise on the screen).
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }

  /// Applies `matrix` before the current transform, as if drawing in its space.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Options for ``clip(to:style:options:)``.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Options whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps what is outside the path rather than inside. Accepted; Trellis clips to the
    /// inside.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }

  /// Cuts what is drawn next to the inside of `path` (in the current user space), within
  /// the clip so far.
  ///
  /// - Parameters:
  ///   - path: The outline to keep the inside of.
  ///   - style: The fill rule deciding the inside (accepted; hosts clip by non-zero winding).
  ///   - options: Clip options (`.inverse` is accepted and clips to the inside).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    clipPaths.append(path.applying(transform))
  }

  // MARK: Layers and filters

  /// Draws what `content` draws into a copy of this context (its transform, opacity and
  /// clips as they are now); changes it makes to its context stay in the layer.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Adds `filter` to what is drawn next.
  ///
  /// The colour filters (`brightness`, `contrast`, `saturation`, `grayscale`,
  /// `hueRotation`, `colorMultiply`, `colorInvert`, `luminanceToAlpha`) change the colours of
  /// the fills, strokes, gradients and text drawn next, in the order they were added, in
  /// every host; images are drawn unfiltered.
  ///
  /// `blur` and `shadow` apply to each drawing made next on its own, as Apple draws each in a
  /// layer of its own: a blur softens it, a shadow draws a soft copy of it in the shadow's
  /// colour under it (or over it, or alone, as its options say). They are the render effects
  /// the view modifiers `blur(radius:opaque:)` and `shadow(color:radius:x:y:)` put on a
  /// view, and each host draws them as it draws those: GTK for real, the terminal dim.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    if let color = filter.colorFilter { colorFilters.append(color) }
    if let effect = filter.renderEffect { renderEffects.append(effect) }
  }
}

extension GraphicsContext {
  /// How drawing combines with what is under it, named as Core Graphics names the modes.
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    public let rawValue: Int32
    /// The mode whose number is `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Drawn over what is under it.
    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    /// Multiplies the colours.
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    /// Screens the colours.
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    /// Multiplies or screens, by the colour under it.
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    /// The darker of the two.
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    /// The lighter of the two.
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    /// Brightens what is under it.
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    /// Darkens what is under it.
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    /// A soft light.
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    /// A hard light.
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    /// The difference of the colours.
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    /// Like `difference`, with less contrast.
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    /// The hue drawn, the rest under it.
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    /// The saturation drawn, the rest under it.
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    /// The hue and saturation drawn, the luminosity under it.
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    /// The luminosity drawn, the rest under it.
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    /// Clears what it covers.
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    /// Replaces what it covers.
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    /// Drawn only where something is under it.
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    /// Drawn only where nothing is under it.
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    /// Drawn over what is under it, only where something is.
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    /// Drawn under what is there.
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    /// Keeps what is under it where it draws.
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    /// Keeps what is under it where it does not draw.
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    /// Keeps what is under it over what it draws, where it draws.
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    /// Either but not both.
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    /// Darkens by adding the colours.
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    /// Lightens by adding the colours.
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
  }

  /// A filter added to a context with ``GraphicsContext/addFilter(_:options:)``: the colour
  /// filters change the colours of what is drawn next; `blur` and `shadow` soften each
  /// drawing made next, or cast a shadow of it.
  public struct Filter: Sendable {
    /// The change of colours it makes; `nil` for a blur or a shadow.
    let colorFilter: _CanvasColorFilter?
    /// The blur or shadow it puts on each drawing; `nil` for a colour filter.
    var renderEffect: _RenderEffect? = nil

    /// A Gaussian blur of `radius` points: each drawing made next is softened, spreading past
    /// its outline by about the radius. The options are accepted: the edges of a blurred
    /// drawing fade into what is under it.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(colorFilter: nil, renderEffect: .blur(radius: max(0, radius)))
    }
    /// A shadow of each drawing made next: its shape in `color`, blurred by `radius` points
    /// and moved `x` points right and `y` down (in the canvas's points), drawn under it.
    ///
    /// - Parameters:
    ///   - color: The shadow's colour, its opacity included.
    ///   - radius: How far its edge is blurred, in points.
    ///   - x: How far it is moved right.
    ///   - y: How far it is moved down.
    ///   - blendMode: How the shadow is combined with what is under it (GTK blends it; the
    ///     terminal draws it as `.normal`).
    ///   - options: `.shadowAbove` draws it over the drawing, `.shadowOnly` leaves the
    ///     drawing out, `.invertsAlpha` casts it from outside the drawing's shape (with
    ///     `.shadowAbove` and `.sourceAtop`, an inner shadow; GTK draws it, the terminal draws
    ///     no inverted shadow). `.disablesGroup` changes nothing: Trellis always draws the
    ///     shadow and the drawing one after the other.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      var shadow = HostShadow(
        color: color, radius: max(0, radius), offset: CGSize(width: x, height: y))
      shadow.isAbove = options.contains(.shadowAbove)
      shadow.hidesContent = options.contains(.shadowOnly)
      shadow.invertsAlpha = options.contains(.invertsAlpha)
      shadow.blendMode = blendMode
      return Filter(colorFilter: nil, renderEffect: .shadow(shadow))
    }
    /// Adds `amount` to each colour component (1 turns everything white).
    public static func brightness(_ amount: Double) -> Filter {
      Filter(colorFilter: .shared(.brightness(amount)))
    }
    /// Moves each component away from mid-grey by the factor `amount` (0 is all grey).
    public static func contrast(_ amount: Double) -> Filter {
      Filter(colorFilter: .shared(.contrast(amount)))
    }
    /// Moves colours toward their grey by `amount` (1 is fully grey).
    public static func grayscale(_ amount: Double) -> Filter {
      Filter(colorFilter: .shared(.grayscale(amount)))
    }
    /// Turns hues around the colour wheel by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(colorFilter: .shared(.hueRotation(radians: angle.radians)))
    }
    /// Scales how far colours are from their grey by `amount` (0 is grey, 1 unchanged).
    public static func saturation(_ amount: Double) -> Filter {
      Filter(colorFilter: .shared(.saturation(amount)))
    }
    /// Multiplies each component, opacity included, by `color`'s (a colour meaning the
    /// host's own foreground changes nothing).
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(colorFilter: HostColor(color).map { .shared(.multiply($0)) })
    }
    /// Moves each component toward its complement by `amount` (1 inverts it).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter(colorFilter: .invert(amount))
    }
    /// Black, as opaque as each colour's luminance.
    public static var luminanceToAlpha: Filter { Filter(colorFilter: .luminanceToAlpha) }
  }

  /// Options of filters.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Options whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Works in linear colour.
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }

  /// Options of a blur filter.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Options whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Treats the edges as opaque.
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    /// Blurs without dimming at the edges.
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
  }

  /// Options of a shadow filter.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Options whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws the shadow over the drawing rather than under it.
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
    /// Draws only the shadow, leaving the drawing out.
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
    /// Casts the shadow from outside the drawing's shape (an inner shadow, with
    /// `.shadowAbove` and the `.sourceAtop` blend mode).
    public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
    /// Composites the drawing and its shadow separately; Trellis always does.
    public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
  }
}
