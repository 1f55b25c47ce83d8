import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A canvas context's blur and shadow filters drawn by cairo, read back as the window's
/// rendered pixels: a blur spreads a drawing past its edge, a shadow shows its colour where
/// it is moved to, and its options put it over the drawing, alone, or inside it.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct CanvasShadowDrawingTests {
  typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)

  private func host(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> GtkHost {
    GtkTestSupport.host(
      VStack(spacing: 0) {
        Canvas(renderer: renderer).frame(width: 80, height: 80)
        Text("Shadow 影 छाया")
      }
      .padding(30))
  }

  /// The pixels of the canvas that `renderer` draws, read at points of the canvas.
  private func drawn(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws
    -> (Int, Int) -> Pixel
  {
    let host = host(renderer)
    defer { host.close() }
    let frame = try #require(host.widgets(.drawing).first).treeFrame
    let pixels = try GtkTestSupport.render(host)
    return { x, y in pixels[frame.x + x, frame.y + y] }
  }

  /// Whether a pixel is more red than anything else: red, or translucent red over the
  /// window's clear background.
  private func isReddish(_ pixel: Pixel) -> Bool {
    pixel.red - pixel.green > 30 && pixel.red - pixel.blue > 30
  }

  private let square = Path(CGRect(x: 20, y: 20, width: 40, height: 40))

  @Test func aBlurredSquareSpreadsPastItsEdge() throws {
    let sharp = try drawn { context, _ in
      context.fill(square, with: .color(.red))
    }
    let blurred = try drawn { context, _ in
      context.addFilter(.blur(radius: 4))
      context.fill(square, with: .color(.red))
    }
    // Three points outside its left edge: the background when sharp, partly red when blurred.
    #expect(!isReddish(sharp(17, 40)), "\(sharp(17, 40))")
    #expect(isReddish(blurred(17, 40)), "\(blurred(17, 40))")
    // Only partly: red, translucent over the window's clear background.
    #expect(blurred(17, 40).alpha > 20 && blurred(17, 40).alpha < 200, "\(blurred(17, 40))")
    // Its middle stays red; just inside its edge it is softened.
    #expect(isRed(blurred(40, 40)), "\(blurred(40, 40))")
    #expect(isRed(sharp(21, 40)))
    #expect(blurred(21, 40).alpha < 230, "\(blurred(21, 40))")
  }

  @Test func aShadowShowsItsColourMovedByItsOffset() throws {
    let pixel = try drawn { context, _ in
      context.fill(Path(CGRect(x: 0, y: 50, width: 20, height: 20)), with: .color(.red))
      context.addFilter(
        .shadow(color: Color(red: 0, green: 0, blue: 1), radius: 1, x: 20, y: 20))
      context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(.red))
    }
    // The square is red; its shadow shows blue 20 points right and down, past its corner.
    #expect(isRed(pixel(25, 25)))
    let shadow = pixel(50, 50)
    #expect(shadow.blue > 200 && shadow.red < 80, "\(shadow)")
    // Under the square the shadow is covered.
    #expect(isRed(pixel(35, 35)))
    // The square drawn before the filter casts none where its shadow would fall.
    let beside = pixel(30, 75)
    #expect(!(beside.blue > 200 && beside.red < 80), "\(beside)")
  }

  @Test func aShadowOnlyFilterLeavesTheDrawingOut() throws {
    let pixel = try drawn { context, _ in
      context.addFilter(
        .shadow(
          color: Color(red: 0, green: 0, blue: 1), radius: 0, x: 30, y: 0, options: .shadowOnly))
      context.fill(Path(CGRect(x: 5, y: 20, width: 25, height: 40)), with: .color(.red))
    }
    #expect(!isReddish(pixel(15, 40)), "\(pixel(15, 40))")
    let shadow = pixel(50, 40)
    #expect(shadow.blue > 200 && shadow.red < 60, "\(shadow)")
  }

  @Test func anInvertedShadowAboveWithSourceAtopIsAnInnerShadow() throws {
    let pixel = try drawn { context, _ in
      context.addFilter(
        .shadow(
          color: .black, radius: 2, x: 6, y: 6, blendMode: .sourceAtop,
          options: [.shadowAbove, .invertsAlpha]))
      context.fill(square, with: .color(.red))
    }
    // Inside the square's top-left edge the shadow darkens it; its middle stays red.
    let edge = pixel(22, 22)
    #expect(edge.red < 150, "\(edge)")
    #expect(isRed(pixel(45, 45)))
    // Outside the square nothing was drawn under it, so nothing shows the shadow.
    let outside = pixel(10, 10)
    #expect(outside.red > 150 || outside.alpha < 100, "\(outside)")
  }
}
