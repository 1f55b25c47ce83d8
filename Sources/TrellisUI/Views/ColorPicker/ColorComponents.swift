import Foundation

/// A colour's red, green, blue and opacity components, each from 0 to 1: what a colour
/// picker's sliders and hexadecimal field show and set.
struct _ColorComponents: Equatable {
  var red: Double
  var green: Double
  var blue: Double
  var opacity: Double

  init(red: Double, green: Double, blue: Double, opacity: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// The components of `color`; the system colours by Apple's light values, and black for
  /// those that mean a host's own foreground (`primary`).
  init(_ color: Color) {
    let host = HostColor(color) ?? HostColor(red: 0, green: 0, blue: 0, opacity: color.alpha)
    self.init(red: host.red, green: host.green, blue: host.blue, opacity: host.opacity)
  }

  /// The colour of these components, opaque unless `keepingOpacity`.
  func color(keepingOpacity: Bool) -> Color {
    Color(red: red, green: green, blue: blue, opacity: keepingOpacity ? opacity : 1)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when `withOpacity`.
  func hex(withOpacity: Bool) -> String {
    let parts = [red, green, blue] + (withOpacity ? [opacity] : [])
    return "#"
      + parts.map { String(format: "%02X", Int((min(1, max(0, $0)) * 255).rounded())) }.joined()
  }

  /// The components a hexadecimal text names (`#RRGGBB` or `#RRGGBBAA`, the `#` optional,
  /// either case), or `nil` for any other text.
  init?(hex text: String) {
    var digits = text.trimmingCharacters(in: .whitespaces)
    if digits.hasPrefix("#") { digits.removeFirst() }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      return nil
    }
    let full = digits.count == 6 ? value << 8 | 0xFF : value
    func channel(_ shift: UInt32) -> Double { Double(full >> shift & 0xFF) / 255 }
    self.init(red: channel(24), green: channel(16), blue: channel(8), opacity: channel(0))
  }
}
