@_spi(TrellisHost) import TrellisUI

/// Pango markup for a text drawn in a style: the type ramp's size and weight (TypeRamp), slant,
/// level and colour.
enum TextMarkup {
  /// The markup of a text made of runs, each in its own span.
  /// A run that links somewhere is in an `<a href>` of its own, which the label draws as a
  /// link and reports with `activate-link` when clicked.
  static func markup(_ runs: [HostTextRun]) -> String {
    runs.map { run in
      let span = markup(run.string, style: run.style)
      guard let link = run.style.link else { return span }
      return "<a href=\"\(escape(link.absoluteString))\">\(span)</a>"
    }.joined()
  }

  /// The markup of lines of text, each run in its own span, the lines broken where they
  /// end. Empty lines at the end (the room `lineLimit(_:reservesSpace:)` keeps) are left to
  /// the frame.
  static func markup(lines: [[_StyledRun]]) -> String {
    var lines = lines[...]
    while lines.count > 1, lines.last?.allSatisfy(\.string.isEmpty) == true { lines.removeLast() }
    return lines.map { line in
      // The space a line broke at stays in its text; set on a line of its own, it would
      // widen it.
      var runs = line.map {
        HostTextRun(string: $0.string, style: $0.style.native ?? HostTextStyle())
      }
      if lines.count > 1, var last = runs.popLast() {
        while last.string.last == " " { last.string.removeLast() }
        runs.append(last)
      }
      return markup(runs)
    }.joined(separator: "\n")
  }

  /// `text` with its line breaks as line separators (U+2028): one paragraph, so that Pango
  /// (and a label's `lines`) counts a line limit over the whole text, as SwiftUI does, not a
  /// paragraph at a time.
  static func oneParagraph(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return String(text.map { $0.isNewline ? "\u{2028}" : $0 })
  }

  static func markup(_ text: String, style: HostTextStyle?) -> String {
    var attributes: [String] = []
    if let style {
      // A size in points is scaled below; a ramp style (or the body) by its percentage.
      let pointSize = style.textStyle == nil ? style.size : nil
      attributes = TypeRamp.attributes(
        style.textStyle, bold: style.weight == .bold, italic: style.italic,
        scale: pointSize == nil ? style.sizeScale : 1)
      // Apple draws the secondary level as the foreground at about 60% opacity.
      if style.isSecondary { attributes.append("alpha=\"60%\"") }
      if let color = style.foreground { attributes.append("foreground=\"\(hex(color))\"") }
      // The ramp draws a style's own weight and bold; a semibold text is heavier than regular.
      if style.weight == .semibold, !attributes.contains(where: { $0.hasPrefix("weight=") }) {
        attributes.append("weight=\"600\"")
      }
      // Sizes and spacing in points: Pango takes them in 1024ths of a point.
      if let points = pointSize {
        attributes.append("size=\"\(Int(points * style.sizeScale * 1024))\"")
      }
      if style.monospaced {
        attributes.append("font_family=\"monospace\"")
      } else if let family = style.family {
        attributes.append("font_family=\"\(escape(family))\"")
      }
      if style.underline || style.link != nil { attributes.append("underline=\"single\"") }
      if style.strikethrough { attributes.append("strikethrough=\"true\"") }
      if let spacing = style.letterSpacing {
        attributes.append("letter_spacing=\"\(Int(spacing * 1024))\"")
      }
      if let rise = style.baselineOffset { attributes.append("rise=\"\(Int(rise * 1024))\"") }
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
