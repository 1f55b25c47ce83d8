import CGtk
import Foundation

/// Soft drawing for cairo, which has no blur of its own: what is drawn goes into an image of
/// its own, the image is blurred, and the result is painted where the drawing would have
/// been. Canvas drawings under a blur or shadow filter and shapes under the `blur` and
/// `shadow` modifiers are drawn this way.
enum CairoBlur {
  /// Paints what `draw` draws (in the current user space of `cairo`, within `area`),
  /// blurred by `radius` points (a Gaussian's standard deviation, as CSS's `blur()`), with
  /// cairo's `operator`. The image reaches three radii past `area`, where the blur fades out.
  ///
  /// Without a radius, `draw` draws straight into `cairo`, unless `isolated` asks for an
  /// image of its own (a drawing that clears part of what it drew).
  static func paint(
    blurredBy radius: CGFloat, area: CGRect, operator: cairo_operator_t = CAIRO_OPERATOR_OVER,
    isolated: Bool = false, into cairo: OpaquePointer, draw: (OpaquePointer) -> Void
  ) {
    guard radius > 0 || isolated else {
      cairo_save(cairo)
      cairo_set_operator(cairo, `operator`)
      draw(cairo)
      cairo_restore(cairo)
      return
    }
    let reach = (3 * max(0, radius)).rounded(.up)
    let bounds = area.insetBy(dx: -reach, dy: -reach).integral
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(cairo_get_target(cairo), &scaleX, &scaleY)
    let width = Int32((bounds.width * scaleX).rounded(.up))
    let height = Int32((bounds.height * scaleY).rounded(.up))
    // An empty or an absurdly large area is drawn as it is, unblurred.
    guard width > 0, height > 0, Int(width) * Int(height) <= 16_000_000,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else {
      cairo_save(cairo)
      cairo_set_operator(cairo, `operator`)
      draw(cairo)
      cairo_restore(cairo)
      return
    }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, scaleX, scaleY)
    let offscreen = cairo_create(surface)!
    cairo_translate(offscreen, -bounds.minX, -bounds.minY)
    draw(offscreen)
    cairo_destroy(offscreen)
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      let stride = Int(cairo_image_surface_get_stride(surface))
      var image = Image(
        pixels: UnsafeMutableRawPointer(data), width: Int(width), height: Int(height),
        stride: stride)
      image.blur(sigma: Double(radius) * scaleX)
    }
    cairo_surface_mark_dirty(surface)
    cairo_save(cairo)
    cairo_set_operator(cairo, `operator`)
    cairo_set_source_surface(cairo, surface, bounds.minX, bounds.minY)
    cairo_paint(cairo)
    cairo_restore(cairo)
  }

  /// The pixels of a cairo ARGB32 image: premultiplied, so each of its four channels is
  /// blurred alike.
  struct Image {
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let stride: Int

    /// Blurs the image by three box blurs across and three down, which together come close
    /// to a Gaussian of standard deviation `sigma` pixels.
    mutating func blur(sigma: Double) {
      guard sigma > 0.1 else { return }
      // Three passes of a box `2r + 1` wide have a variance of `3 · ((2r + 1)² − 1) / 12`.
      let boxRadius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
      var line = [UInt32](repeating: 0, count: max(width, height))
      for _ in 0..<3 {
        for row in 0..<height {
          blurLine(
            start: row * stride, step: 4, count: width, radius: boxRadius, scratch: &line)
        }
        for column in 0..<width {
          blurLine(
            start: column * 4, step: stride, count: height, radius: boxRadius, scratch: &line)
        }
      }
    }

    /// One box blur of `count` pixels `step` bytes apart from byte `start`: each pixel
    /// becomes the mean of the `2 · radius + 1` around it (transparent past the ends).
    private func blurLine(
      start: Int, step: Int, count: Int, radius: Int, scratch: inout [UInt32]
    ) {
      for index in 0..<count {
        scratch[index] = pixels.load(fromByteOffset: start + index * step, as: UInt32.self)
      }
      let window = 2 * radius + 1
      var sums = (0, 0, 0, 0)
      func add(_ pixel: UInt32, _ sign: Int) {
        sums.0 += sign * Int(pixel >> 24)
        sums.1 += sign * Int((pixel >> 16) & 0xFF)
        sums.2 += sign * Int((pixel >> 8) & 0xFF)
        sums.3 += sign * Int(pixel & 0xFF)
      }
      for index in 0..<min(radius, count) { add(scratch[index], 1) }
      for index in 0..<count {
        let entering = index + radius
        if entering < count { add(scratch[entering], 1) }
        let leaving = index - radius - 1
        if leaving >= 0 { add(scratch[leaving], -1) }
        let pixel =
          UInt32(sums.0 / window) << 24 | UInt32(sums.1 / window) << 16
          | UInt32(sums.2 / window) << 8 | UInt32(sums.3 / window)
        pixels.storeBytes(of: pixel, toByteOffset: start + index * step, as: UInt32.self)
      }
    }
  }
}
