import CGtk
import CTrellisGTKShim
import Foundation
import Testing

@testable import TrellisGTK

/// A window's content as pixels, read at points (a point is a pixel here).
struct RenderedPixels {
  let bytes: [UInt8]
  let width: Int
  let height: Int
  let stride: Int

  /// Red, green, blue and alpha at (x, y), premultiplied as rendered.
  subscript(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int) {
    let offset = y * stride + x * 4
    // Cairo's ARGB32 in memory on a little-endian machine: B, G, R, A.
    return (
      Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]), Int(bytes[offset + 3])
    )
  }
}

/// Whether a rendered pixel is opaque red, as the drawing tests' red fills are.
func isRed(_ pixel: (red: Int, green: Int, blue: Int, alpha: Int)) -> Bool {
  pixel.alpha > 240 && pixel.red > 230 && pixel.green < 90 && pixel.blue < 90
}

extension GtkTestSupport {
  /// The host's main window rendered by its renderer, as drawn tests read it back.
  @MainActor static func render(_ host: GtkHost) throws -> RenderedPixels {
    var width: Int32 = 0
    var height: Int32 = 0
    var stride = 0
    var rendered = trellis_render_widget(host.main.fixedWidget, &width, &height, &stride)
    // A window changed since its last frame renders once GTK laid it out again: the main
    // loop is run (waiting for events) until its next frame has.
    var turns = 0
    while rendered == nil, turns < 200 {
      g_main_context_iteration(nil, 1)
      rendered = trellis_render_widget(host.main.fixedWidget, &width, &height, &stride)
      turns += 1
    }
    let data = try #require(rendered)
    defer { g_free(data) }
    let bytes = Array(UnsafeBufferPointer(start: data, count: stride * Int(height)))
    return RenderedPixels(bytes: bytes, width: Int(width), height: Int(height), stride: stride)
  }
}
