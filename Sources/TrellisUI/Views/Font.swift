import Foundation

/// A font: a place in the type ramp (``Font/body``, ``Font/title``...) or a size, with a
/// weight, a design and traits. Cell hosts show its weight and slant (sizes all map to one
/// cell height, with the larger text styles drawn bold); pixel hosts also show its size and
/// design.
public struct Font: Hashable, Sendable {
  /// A font's place in the type ramp, which each host sets in its own sizes.
  @_spi(TrellisHost) public enum Style: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2, custom
  }
  let style: Style
  /// The size in points of a font made with one (`.system(size:)`, `.custom(_:size:)`).
  var size: CGFloat?
  /// The family name of a custom font.
  var name: String?
  /// The text style a custom font scales with.
  var relativeTo: TextStyle?
  var weight: Weight?
  var design: Design?
  var isBold = false
  var isItalic = false
  var isMonospaced = false
  var isMonospacedDigit = false

  init(style: Style) { self.style = style }

  /// The largest title style; bold in a cell host.
  public static let largeTitle = Font(style: .largeTitle)
  /// The title style; bold in a cell host.
  public static let title = Font(style: .title)
  /// The second-level title style; bold in a cell host.
  public static let title2 = Font(style: .title2)
  /// The third-level title style; bold in a cell host.
  public static let title3 = Font(style: .title3)
  /// The style for headings; bold in a cell host.
  public static let headline = Font(style: .headline)
  /// The style for subheadings; plain in a cell host.
  public static let subheadline = Font(style: .subheadline)
  /// The style for body text, the default; plain in a cell host.
  public static let body = Font(style: .body)
  /// The style for callouts; plain in a cell host.
  public static let callout = Font(style: .callout)
  /// The style for footnotes; dimmed in a cell host.
  public static let footnote = Font(style: .footnote)
  /// The style for captions; dimmed in a cell host.
  public static let caption = Font(style: .caption)
  /// The style for secondary captions; dimmed in a cell host.
  public static let caption2 = Font(style: .caption2)

  /// The system font of `size` points, with a weight and a design.
  /// - Parameters:
  ///   - size: The size in points (a cell host draws every size in its one cell height).
  ///   - weight: How heavy the strokes are; semibold and heavier are bold in a cell host.
  ///   - design: The design (a monospaced one is what a terminal always shows).
  public static func system(
    size: CGFloat, weight: Weight? = nil, design: Design? = nil
  ) -> Font {
    var font = Font(style: .custom)
    font.size = size
    font.weight = weight
    font.design = design
    return font
  }

  /// The system font of `size` points in a design, then a weight (the older order of the
  /// arguments).
  @_disfavoredOverload
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    system(size: size, weight: Optional(weight), design: Optional(design))
  }

  /// The system font for a text style, in a design and weight.
  /// - Parameters:
  ///   - style: The place in the type ramp, which sets the size.
  ///   - design: The design; `nil` for the default.
  ///   - weight: The weight; `nil` for the style's own.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(style: Style(style))
    font.design = design
    font.weight = weight
    return font
  }

  /// A font of the family `name` at `size` points that grows and shrinks with body text.
  /// A terminal shows it in its own typeface; GTK asks for the family by name.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    custom(name, size: size, relativeTo: .body)
  }

  /// A font of the family `name` at `size` points that scales as `textStyle` does.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    var font = Font(style: .custom)
    font.name = name
    font.size = size
    font.relativeTo = textStyle
    return font
  }

  /// A font of the family `name` at `size` points that does not scale with the text size.
  public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
    var font = Font(style: .custom)
    font.name = name
    font.size = size
    return font
  }

  /// This font, bold.
  public func bold() -> Font {
    var copy = self
    copy.isBold = true
    return copy
  }

  /// This font, italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }

  /// This font with strokes of `weight`.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// This font in its monospaced design.
  public func monospaced() -> Font {
    var copy = self
    copy.isMonospaced = true
    return copy
  }

  /// This font with digits of one width, so that numbers that change keep their place.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }

  /// How heavy a font's strokes are, from ultra-light to black.
  public struct Weight: Hashable, Sendable {
    /// The weight's place from ultra-light (-0.8) to black (0.62), as Apple numbers them.
    let value: Double
    /// The thinnest weight.
    public static let ultraLight = Weight(value: -0.8)
    /// A thin weight.
    public static let thin = Weight(value: -0.6)
    /// A light weight.
    public static let light = Weight(value: -0.4)
    /// The regular weight.
    public static let regular = Weight(value: 0)
    /// A medium weight.
    public static let medium = Weight(value: 0.23)
    /// A semibold weight; a cell host draws it bold.
    public static let semibold = Weight(value: 0.3)
    /// A bold weight.
    public static let bold = Weight(value: 0.4)
    /// A heavy weight.
    public static let heavy = Weight(value: 0.56)
    /// The heaviest weight.
    public static let black = Weight(value: 0.62)

    /// Whether a host with only plain and bold type draws this weight bold.
    var isBold: Bool { value >= Weight.semibold.value }
  }

  /// A font's design: the shape of its letters.
  public enum Design: Hashable, Sendable {
    /// The system's default design.
    case `default`
    /// A design with serifs.
    case serif
    /// A rounded design.
    case rounded
    /// A design whose characters are all one width.
    case monospaced
  }
}

extension Font.Style {
  init(_ textStyle: Font.TextStyle) {
    switch textStyle {
    case .largeTitle: self = .largeTitle
    case .title: self = .title
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption: self = .caption
    case .caption2: self = .caption2
    }
  }
}
