@_spi(TrellisHost) import TrellisUI

/// Pango markup for a text drawn in a style: weight, slant, emphasis and colour.
enum TextMarkup {
  static func markup(_ text: String, style: HostTextStyle?) -> String {
    var attributes: [String] = []
    if let style {
      if style.bold { attributes.append("weight=\"bold\"") }
      if style.italic { attributes.append("style=\"italic\"") }
      if style.dim { attributes.append("alpha=\"60%\"") }
      if let color = style.foreground.flatMap(hex) { attributes.append("foreground=\"\(color)\"") }
      if let size = style.textStyle.flatMap(relativeSize) { attributes.append("size=\"\(size)\"") }
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

  /// Pango's relative size for a font's text style, so titles stand out and footnotes recede;
  /// `nil` keeps the body size. Sizes stay within a cell row's height.
  static func relativeSize(_ textStyle: String) -> String? {
    switch textStyle {
    case "largeTitle", "title": return "x-large"
    case "title2", "title3": return "larger"
    case "caption", "caption2", "footnote": return "smaller"
    default: return nil
    }
  }

  /// `#rrggbb` for a colour; `nil` for the default foreground (`primary`, `clear`).
  static func hex(_ color: HostColor) -> String? {
    switch color {
    case .rgb(let red, let green, let blue, _):
      return "#"
        + [red, green, blue].map { component in
          let value = Int((min(1, max(0, component)) * 255).rounded())
          let digits = String(value, radix: 16)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    case .named(let name):
      return namedColors[name]
    }
  }

  /// Apple's system colours, light appearance.
  private static let namedColors: [String: String] = [
    "secondary": "#8a8a8e", "accent": "#007aff", "red": "#ff3b30", "orange": "#ff9500",
    "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be", "teal": "#30b0c7",
    "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
    "pink": "#ff2d55", "brown": "#a2845e", "white": "#ffffff", "gray": "#8e8e93",
    "black": "#000000",
  ]
}
