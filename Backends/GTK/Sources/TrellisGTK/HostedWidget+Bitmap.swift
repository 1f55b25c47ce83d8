import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// What an image's drawing area draws: the image item and the frame's size, in points.
struct AppliedBitmap: Equatable {
  var item: _BitmapItem
  var size: CGSize
}

extension HostedWidget {
  /// Gives the drawing area its image, and draws it again only when the item or its size
  /// changed: an unchanged image costs nothing (its file was decoded once, by GdkTexture).
  func updateBitmap() {
    guard let item = shownBitmap else { return }
    let frame = items.first?.frame ?? element.frame
    let wanted = AppliedBitmap(item: item, size: frame.size)
    if appliedBitmap == nil {
      gtk_drawing_area_set_draw_func(gtkCast(widget), Self.drawBitmap, context, nil)
    }
    guard appliedBitmap != wanted else { return }
    appliedBitmap = wanted
    gtk_widget_queue_draw(widget)
  }

  /// The image the view's item draws.
  private var shownBitmap: _BitmapItem? {
    for item in items {
      if case .bitmap(let bitmap) = item.content { return bitmap }
    }
    return nil
  }

  private static let drawBitmap: GtkDrawingAreaDrawFunc = { _, drawn, _, _, context in
    guard let drawn, let context else { return }
    let hosted = Unmanaged<HostedWidget>.fromOpaque(context).takeUnretainedValue()
    nonisolated(unsafe) let cairo = drawn
    MainActor.assumeIsolated { hosted.drawBitmap(into: cairo) }
  }

  /// Draws each part of the image scaled into its place, cut to the clip shapes around
  /// it; a template image as a mask painted in its colour; a missing or unreadable file as
  /// a crossed box in the foreground colour.
  private func drawBitmap(into cairo: OpaquePointer) {
    guard let applied = appliedBitmap else { return }
    let item = applied.item
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    for outline in item.clips {
      Self.add(outline, to: cairo)
      cairo_clip(cairo)
    }
    guard let file = item.file, let surface = BitmapSurfaces.surface(for: file) else {
      drawPlaceholder(in: applied.size, into: cairo)
      return
    }
    let filter: cairo_filter_t =
      switch item.interpolation {
      case .none: CAIRO_FILTER_NEAREST
      case .low: CAIRO_FILTER_FAST
      case .medium: CAIRO_FILTER_GOOD
      case .high: CAIRO_FILTER_BEST
      }
    // The surface's pixels per point of the image: an SVG is rasterised at its own size.
    let width = Double(cairo_image_surface_get_width(surface))
    let surfaceScale = width / Double(file.pixelSize.width)
    let template = item.templateColor.map(templateComponents)
    for slice in item.slices(in: applied.size) {
      cairo_save(cairo)
      cairo_rectangle(
        cairo, slice.target.minX, slice.target.minY, slice.target.width, slice.target.height)
      cairo_clip(cairo)
      let scaleX = slice.target.width / (slice.source.width * surfaceScale)
      let scaleY = slice.target.height / (slice.source.height * surfaceScale)
      cairo_translate(cairo, slice.target.minX, slice.target.minY)
      cairo_scale(cairo, scaleX, scaleY)
      let pattern = cairo_pattern_create_for_surface(surface)
      var matrix = cairo_matrix_t()
      cairo_matrix_init_translate(
        &matrix, slice.source.minX * surfaceScale, slice.source.minY * surfaceScale)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_filter(pattern, filter)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      if let template {
        cairo_set_source_rgba(cairo, template.red, template.green, template.blue, template.alpha)
        cairo_mask(cairo, pattern)
      } else {
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
      }
      cairo_pattern_destroy(pattern)
      cairo_restore(cairo)
    }
  }

  /// The components of a template image's colour: its own, else the theme's foreground (at
  /// half strength for the secondary level).
  private func templateComponents(_ color: Color) -> (
    red: Double, green: Double, blue: Double, alpha: Double
  ) {
    if let components = HostColor(color) {
      return (components.red, components.green, components.blue, components.opacity)
    }
    var foreground = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &foreground)
    return (
      Double(foreground.red), Double(foreground.green), Double(foreground.blue),
      Double(foreground.alpha) * (color == .secondary ? 0.5 : 1)
    )
  }

  /// A box with a cross, in the theme's foreground at low strength: where an image's file
  /// was not found.
  private func drawPlaceholder(in size: CGSize, into cairo: OpaquePointer) {
    var foreground = GdkRGBA()
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &foreground)
    cairo_set_source_rgba(
      cairo, Double(foreground.red), Double(foreground.green), Double(foreground.blue), 0.4)
    cairo_set_line_width(cairo, 1)
    cairo_rectangle(cairo, 0.5, 0.5, max(0, size.width - 1), max(0, size.height - 1))
    cairo_move_to(cairo, 0.5, 0.5)
    cairo_line_to(cairo, size.width - 0.5, size.height - 0.5)
    cairo_move_to(cairo, size.width - 0.5, 0.5)
    cairo_line_to(cairo, 0.5, size.height - 0.5)
    cairo_stroke(cairo)
  }

  /// The image's name, its file and the size it is drawn at, for the widget tree.
  var bitmapDescription: String {
    guard let applied = appliedBitmap else { return "" }
    let file = applied.item.file?.url.lastPathComponent ?? "missing"
    return "\(applied.item.name) \(file) \(Int(applied.size.width))x\(Int(applied.size.height))"
  }
}

/// The images' files as cairo surfaces, each loaded once with GdkTexture (PNG and JPEG by
/// GTK itself, SVG and other formats by gdk-pixbuf's loaders; a JPEG turned upright as its
/// EXIF orientation says); a file that fails to load is remembered as such and drawn as the
/// placeholder.
@MainActor enum BitmapSurfaces {
  private static var surfaces: [URL: OpaquePointer?] = [:]

  static func surface(for file: _ImageFile) -> OpaquePointer? {
    if let known = surfaces[file.url] { return known }
    let surface = load(file.url)
    surfaces[file.url] = surface
    return surface
  }

  private static func load(_ url: URL) -> OpaquePointer? {
    var error: UnsafeMutablePointer<GError>?
    guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = gdk_texture_get_width(texture)
    let height = gdk_texture_get_height(texture)
    // As large as the Swift decoder takes, and no larger than cairo can hold (past 32,767
    // pixels a side it returns an error surface without data).
    guard width > 0, height > 0, width <= 32_767, height <= 32_767,
      Int(width) <= _PNGDecoder.maximumPixels / Int(height),
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_data(surface) != nil
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    // GdkTexture downloads in cairo's ARGB32: premultiplied, in the machine's byte order.
    gdk_texture_download(
      texture, cairo_image_surface_get_data(surface),
      gsize(cairo_image_surface_get_stride(surface)))
    cairo_surface_mark_dirty(surface)
    return upright(surface, of: url)
  }

  /// `surface` turned upright as the JPEG file's EXIF orientation says (GTK's loader leaves
  /// the pixels as stored, and layout sizes the image upright, as the terminal draws it).
  private static func upright(_ surface: OpaquePointer, of url: URL) -> OpaquePointer {
    guard ["jpg", "jpeg"].contains(url.pathExtension.lowercased()),
      let file = try? Data(contentsOf: url),
      case let orientation = _JPEGDecoder.orientation(of: [UInt8](file.prefix(256 * 1024))),
      orientation != 1
    else { return surface }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return surface }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      for byte in 0..<(width * 4) { pixels[row * width * 4 + byte] = data[row * stride + byte] }
    }
    let turned = _JPEGDecoder.upright(
      pixels: pixels, width: width, height: height, orientation: orientation)
    guard
      let result = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(turned.width), Int32(turned.height)),
      cairo_surface_status(result) == CAIRO_STATUS_SUCCESS,
      let target = cairo_image_surface_get_data(result)
    else { return surface }
    cairo_surface_flush(result)
    let targetStride = Int(cairo_image_surface_get_stride(result))
    for row in 0..<turned.height {
      for byte in 0..<(turned.width * 4) {
        target[row * targetStride + byte] = turned.pixels[row * turned.width * 4 + byte]
      }
    }
    cairo_surface_mark_dirty(result)
    cairo_surface_destroy(surface)
    return result
  }
}
