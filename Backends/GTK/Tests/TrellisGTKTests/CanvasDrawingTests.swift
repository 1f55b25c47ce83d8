import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A canvas's drawing drawn for real by cairo, and a material's translucency, read back as
/// the window's rendered pixels.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct CanvasDrawingTests {
  /// The canvas's frame: the frame of its first drawing's widget (each drawing is an item at
  /// the canvas's frame).
  private func canvasFrame(_ host: GtkHost) throws -> (x: Int, y: Int, width: Int, height: Int) {
    try #require(host.widgets(.drawing).first).treeFrame
  }

  private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> GtkHost {
    GtkTestSupport.host(
      VStack(spacing: 0) {
        Canvas(renderer: renderer).frame(width: 80, height: 80)
        Text("Canvas カンバス कैनवास")
      }
      .padding(20))
  }

  @Test func aFilledCircleIsRedAtItsCentreAndClearAtItsCorner() throws {
    let host = host { context, size in
      context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
    }
    defer { host.close() }
    let frame = try canvasFrame(host)
    #expect(frame.width == 80 && frame.height == 80)
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[frame.x + 40, frame.y + 40]))
    #expect(!isRed(pixels[frame.x + 3, frame.y + 3]))
  }

  @Test func aClippedFillStaysInsideItsClip() throws {
    let host = host { context, size in
      var clipped = context
      clipped.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
      clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
    }
    defer { host.close() }
    let frame = try canvasFrame(host)
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[frame.x + 20, frame.y + 40]))
    #expect(!isRed(pixels[frame.x + 60, frame.y + 40]))
  }

  @Test func aRotatedSquareIsADiamond() throws {
    let host = host { context, size in
      context.translateBy(x: size.width / 2, y: size.height / 2)
      context.rotate(by: .degrees(45))
      context.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.red))
    }
    defer { host.close() }
    let frame = try canvasFrame(host)
    let pixels = try GtkTestSupport.render(host)
    let (midX, midY) = (frame.x + 40, frame.y + 40)
    // Its corners reach 20√2 ≈ 28 points from the centre, straight up and across.
    #expect(isRed(pixels[midX, midY - 25]))
    #expect(isRed(pixels[midX + 25, midY]))
    // An unturned square's corner is outside the diamond.
    #expect(!isRed(pixels[midX + 17, midY - 17]))
  }

  @Test func aMaterialBackgroundIsTranslucentOverAColour() throws {
    let blue = Color(red: 0, green: 0, blue: 1)
    let host = GtkTestSupport.host(
      ZStack {
        blue.frame(width: 120, height: 60)
        Color.clear.frame(width: 60, height: 30).background(.regularMaterial)
      }
      .padding(20))
    defer { host.close() }
    let drawings = host.widgets(.drawing)
    let backdrop = try #require(drawings.first).treeFrame
    let pixels = try GtkTestSupport.render(host)
    let (midX, midY) = (backdrop.x + 60, backdrop.y + 30)
    // Outside the material: the blue itself.
    let outside = pixels[backdrop.x + 5, backdrop.y + 5]
    #expect(outside.blue > 230 && outside.red < 30)
    // Inside: the blue shows through the pale material, neither blue nor white.
    let inside = pixels[midX, midY]
    #expect(inside.blue > 230)
    #expect(inside.red > 90 && inside.red < 220)
  }
}
