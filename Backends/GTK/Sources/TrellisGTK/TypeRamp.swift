@_spi(TrellisHost) import TrellisUI

/// The sizes and weights of SwiftUI's text styles in GTK, after libadwaita's type ramp
/// (`.title-1` is 181% of the body font at weight 800, `.title-2` 136% at 800, `.title-3`
/// 136% at 700, `.title-4` 118% at 700, `.heading` the body size at 700, `.caption` 82%),
/// relative to the user's font so that the text scale applies. The measurer and the labels
/// set text with the same attributes, so a label is as large as layout measured it.
enum TypeRamp {
  /// A style's size in percent of the body font and its weight (Pango's numbers).
  struct Face: Equatable {
    var percent: Int
    var weight: Int
  }

  static func face(_ style: HostFont.TextStyle?) -> Face {
    switch style {
    case .largeTitle: return Face(percent: 181, weight: 800)
    case .title: return Face(percent: 136, weight: 800)
    case .title2: return Face(percent: 136, weight: 700)
    case .title3: return Face(percent: 118, weight: 700)
    case .headline: return Face(percent: 100, weight: 700)
    case .subheadline: return Face(percent: 88, weight: 400)
    case .callout: return Face(percent: 94, weight: 400)
    case .footnote, .caption: return Face(percent: 82, weight: 400)
    case .caption2: return Face(percent: 73, weight: 400)
    case .body, nil: return Face(percent: 100, weight: 400)
    }
  }

  /// The ramp's style of a font's style; `nil` (the body) for a custom font.
  static func textStyle(_ style: Font.Style?) -> HostFont.TextStyle? {
    switch style {
    case .largeTitle: return .largeTitle
    case .title: return .title
    case .title2: return .title2
    case .title3: return .title3
    case .headline: return .headline
    case .subheadline: return .subheadline
    case .body: return .body
    case .callout: return .callout
    case .footnote: return .footnote
    case .caption: return .caption
    case .caption2: return .caption2
    case .custom, nil: return nil
    }
  }

  /// The Pango attributes of text in `style`, bold (at least weight 700) or italic as asked,
  /// at `scale` of the style's size (a text shrunk to fit, `minimumScaleFactor(_:)`).
  static func attributes(
    _ style: HostFont.TextStyle?, bold: Bool, italic: Bool, scale: Double = 1
  ) -> [String] {
    let face = face(style)
    let weight = bold ? max(face.weight, 700) : face.weight
    var attributes: [String] = []
    if weight != 400 { attributes.append("weight=\"\(weight)\"") }
    if italic { attributes.append("style=\"italic\"") }
    let percent = Int((Double(face.percent) * scale).rounded())
    if percent != 100 { attributes.append("size=\"\(percent)%\"") }
    return attributes
  }

  /// The markup layout measures `text` with: the label's own (TextMarkup), so that a text is
  /// measured in the font it is drawn in.
  static func markup(_ text: _MeasuredText) -> String {
    // A semibold weight counts as bold in the core's text style, but the label draws it
    // semibold.
    var style = HostTextStyle(
      weight: text.font.isSemibold ? .semibold : text.isBold ? .bold : .regular,
      italic: text.isItalic, textStyle: textStyle(text.style))
    style.size = text.font.pointSize
    style.family = text.font.family
    style.monospaced = text.font.isMonospaced
    style.letterSpacing = text.font.letterSpacing
    style.baselineOffset = text.font.baselineOffset
    style.sizeScale = text.font.sizeScale
    return TextMarkup.markup(text.string, style: style)
  }
}
