/// A font. Cell hosts show its weight and slant; sizes all map to one cell height, with the
/// larger text styles drawn bold.
public struct Font: Hashable, Sendable {
  /// A font's place in the type ramp, for hosts that measure text (`custom`: a fixed size).
  @_spi(TrellisHost) public enum Style: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2, custom
  }
  let style: Style
  var isBold = false
  var isItalic = false

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

  /// A system font of `size` points.
  public static func system(size: Double) -> Font { Font(style: .custom) }

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

}
