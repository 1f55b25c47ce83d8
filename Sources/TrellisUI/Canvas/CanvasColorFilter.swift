import Foundation

/// A colour filter a canvas's context applies to the colours of what it draws next
/// (``GraphicsContext/addFilter(_:options:)``): its fills', strokes' and gradients' colours
/// and its text's colour, computed before the hosts draw them, so that every host shows it.
enum _CanvasColorFilter: Equatable, Sendable {
  /// One of the filters views have too (`brightness`, `contrast`, `saturation`,
  /// `grayscale`, `hueRotation`, `colorMultiply`).
  case shared(HostColorFilter)
  /// Moves each component toward its complement by `amount` (1 inverts it).
  case invert(Double)
  /// Black, as opaque as the colour's luminance (and its own opacity).
  case luminanceToAlpha

  /// `color` through this filter.
  func apply(to color: HostColor) -> HostColor {
    switch self {
    case .shared(let filter):
      return filter.apply(to: color)
    case .invert(let amount):
      let amount = min(1, max(0, amount))
      func inverted(_ component: Double) -> Double { component + (1 - 2 * component) * amount }
      return HostColor(
        red: inverted(color.red), green: inverted(color.green), blue: inverted(color.blue),
        opacity: color.opacity)
    case .luminanceToAlpha:
      let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
      return HostColor(
        red: 0, green: 0, blue: 0, opacity: min(1, max(0, luminance)) * color.opacity)
    }
  }
}

extension GraphicsContext {
  /// `color` through the colour filters added so far, in the order they were added; a colour
  /// that means the host's own foreground (`.primary`) has no components to change and stays.
  func filtered(_ color: Color) -> Color {
    guard !colorFilters.isEmpty, let components = HostColor(color) else { return color }
    let changed = colorFilters.reduce(components) { $1.apply(to: $0) }
    return Color(
      red: changed.red, green: changed.green, blue: changed.blue, opacity: changed.opacity)
  }
}
