import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

extension HostedWidget {
  /// Makes `gradient` (in the space cairo draws the shape in) cairo's source: linear, radial
  /// and elliptical ones as cairo's gradients, an angular one (cairo has no conic gradient) as
  /// an image of its colours sampled at each device pixel of the shape's frame grown by
  /// `margin` points.
  static func setSource(
    _ gradient: _ResolvedGradient, frame size: CGSize, margin: CGFloat, on cairo: OpaquePointer
  ) {
    let pattern: OpaquePointer?
    switch gradient.geometry {
    case .linear(let start, let end) where start != end:
      pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    case .radial(let center, let startRadius, let endRadius) where startRadius != endRadius:
      pattern = cairo_pattern_create_radial(
        center.x, center.y, max(0, startRadius), center.x, center.y, max(0, endRadius))
    case .elliptical(let center, let size, let start, let end)
    where size.width > 0 && size.height > 0 && start != end:
      // A circular gradient in the unit square, stretched to the frame.
      pattern = cairo_pattern_create_radial(0, 0, max(0, start), 0, 0, max(0, end))
      var matrix = cairo_matrix_t()
      cairo_matrix_init(
        &matrix, 1 / size.width, 0, 0, 1 / size.height, -center.x / size.width,
        -center.y / size.height)
      cairo_pattern_set_matrix(pattern, &matrix)
    default:
      pattern = sampled(gradient, frame: size, margin: margin, cairo: cairo)
    }
    guard let pattern else { return }
    addStops(of: gradient, to: pattern)
    // Past the ends the end colours stay, as Apple's do.
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cairo, pattern)
    cairo_pattern_destroy(pattern)
  }

  /// Gives a cairo gradient the stops (a sampled image has its colours already).
  private static func addStops(of gradient: _ResolvedGradient, to pattern: OpaquePointer) {
    guard cairo_pattern_get_type(pattern) != CAIRO_PATTERN_TYPE_SURFACE else { return }
    for stop in gradient.stops {
      let color = stop.components
      cairo_pattern_add_color_stop_rgba(
        pattern, min(1, max(0, stop.location)), color.red, color.green, color.blue,
        color.opacity)
    }
  }

  /// An image of the gradient's colour at each device pixel's centre over the frame grown by
  /// `margin`, as a pattern placed in the frame's space.
  private static func sampled(
    _ gradient: _ResolvedGradient, frame size: CGSize, margin: CGFloat, cairo: OpaquePointer
  ) -> OpaquePointer? {
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(cairo_get_target(cairo), &scaleX, &scaleY)
    let width = Int32(((size.width + 2 * margin) * scaleX).rounded(.up))
    let height = Int32(((size.height + 2 * margin) * scaleY).rounded(.up))
    guard width > 0, height > 0,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for row in 0..<Int(height) {
      let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
      for column in 0..<Int(width) {
        let point = CGPoint(
          x: (Double(column) + 0.5) / scaleX - margin, y: (Double(row) + 0.5) / scaleY - margin)
        let color = gradient.components(at: point)
        // ARGB32 is premultiplied, one native-endian word a pixel.
        let alpha = min(1, max(0, color.opacity))
        func byte(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * 255).rounded()) }
        line[column] =
          byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8
          | byte(color.blue * alpha)
      }
    }
    cairo_surface_mark_dirty(surface)
    let pattern = cairo_pattern_create_for_surface(surface)
    // Pattern space is the image's pixels: the frame's space scaled, its origin `margin` in.
    var matrix = cairo_matrix_t()
    cairo_matrix_init(&matrix, scaleX, 0, 0, scaleY, margin * scaleX, margin * scaleY)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }
}
