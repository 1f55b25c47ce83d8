import Foundation
import TrellisUI

/// A colour as its red, green and blue channels (0 to 255, as painters count them) and an
/// opacity (0 to 1).
struct Mix: Hashable {
  var red: Double
  var green: Double
  var blue: Double
  var opacity: Double = 1

  /// The colour to draw.
  var color: Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
  }

  /// `#RRGGBB`, in capitals.
  var hex: String {
    String(format: "#%02X%02X%02X", channel(red), channel(green), channel(blue))
  }

  /// Whether black text reads better on it than white (its relative luminance is high).
  var isLight: Bool {
    (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255 > 0.55
  }

  init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// The colour `#RRGGBB` or `RRGGBB` names (either case, spaces around ignored), opaque;
  /// `nil` for anything else.
  init?(hex text: String) {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces))
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    red = Double(value >> 16 & 0xFF)
    green = Double(value >> 8 & 0xFF)
    blue = Double(value & 0xFF)
  }

  private func channel(_ value: Double) -> Int { Int(min(255, max(0, value)).rounded()) }
}
