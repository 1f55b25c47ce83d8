@_spi(TrellisHost) import TrellisUI

/// Pango markup for a text drawn in a style: the type ramp's size and weight (TypeRamp), slant,
/// level and colour.
enum TextMarkup {
  static func markup(_ text: String, style: HostTextStyle?) -> String {
    var attributes: [String] = []
    if let style {
      attributes = TypeRamp.attributes(
        style.textStyle, bold: style.weight == .bold, italic: style.italic)
      // Apple draws the secondary level as the foreground at about 60% opacity.
      if style.isSecondary { attributes.append("alpha=\"60%\"") }
      if let color = style.foreground { attributes.append("foreground=\"\(hex(color))\"") }
    }
    let escaped = escape(text)
    guard !attributes.isEmpty else { return escaped }
    return "<span \(attributes.joined(separator: " "))>\(escaped)</span>"
  }

  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `#rrggbb` for a colour.
  static func hex(_ color: HostColor) -> String {
    "#"
      + [color.red, color.green, color.blue].map { component in
        let value = Int((min(1, max(0, component)) * 255).rounded())
        let digits = String(value, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
