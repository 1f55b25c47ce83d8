import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A canvas context's blend modes and colour filters drawn by cairo, read back as the
/// window's rendered pixels.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct CanvasBlendDrawingTests {
  private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> GtkHost {
    GtkTestSupport.host(
      VStack(spacing: 0) {
        Canvas(renderer: renderer).frame(width: 80, height: 80)
        Text("Blend 混合 मिश्रण")
      }
      .padding(20))
  }

  /// Yellow under the left two thirds, cyan over the right two thirds in `mode`.
  private func overlap(_ mode: GraphicsContext.BlendMode) throws -> (
    under: (red: Int, green: Int, blue: Int, alpha: Int),
    both: (red: Int, green: Int, blue: Int, alpha: Int)
  ) {
    let host = host { context, size in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 54, height: 80)),
        with: .color(Color(red: 1, green: 1, blue: 0)))
      context.blendMode = mode
      context.fill(
        Path(CGRect(x: 26, y: 0, width: 54, height: 80)),
        with: .color(Color(red: 0, green: 1, blue: 1)))
    }
    defer { host.close() }
    let frame = try #require(host.widgets(.drawing).first).treeFrame
    let pixels = try GtkTestSupport.render(host)
    return (pixels[frame.x + 10, frame.y + 40], pixels[frame.x + 40, frame.y + 40])
  }

  @Test func multiplyMixesWithWhatTheCanvasDrewUnderIt() throws {
    let normal = try overlap(.normal)
    // Drawn over: cyan.
    #expect(normal.both.red < 30 && normal.both.green > 220 && normal.both.blue > 220)
    let multiplied = try overlap(.multiply)
    // Yellow times cyan is green, where both are drawn.
    #expect(multiplied.under.red > 200 && multiplied.under.blue < 60, "\(multiplied.under)")
    let both = multiplied.both
    #expect(both.red < 60 && both.green > 200 && both.blue < 60, "\(both)")
  }

  @Test func aGrayscaleFilterDrawsRedAsGrey() throws {
    let host = host { context, size in
      var grey = context
      grey.addFilter(.grayscale(1))
      grey.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 80)), with: .color(.red))
      context.fill(Path(CGRect(x: 40, y: 0, width: 40, height: 80)), with: .color(.red))
    }
    defer { host.close() }
    let frame = try #require(host.widgets(.drawing).first).treeFrame
    let pixels = try GtkTestSupport.render(host)
    let filtered = pixels[frame.x + 20, frame.y + 40]
    #expect(abs(filtered.red - filtered.green) < 8 && abs(filtered.green - filtered.blue) < 8)
    #expect(filtered.alpha > 240 && filtered.red > 20 && filtered.red < 120, "\(filtered)")
    // The context it was copied from is not filtered.
    #expect(isRed(pixels[frame.x + 60, frame.y + 40]))
  }
}
