import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Gradients drawn for real by cairo, read back as the window's rendered pixels.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct GradientDrawingTests {
  @Test(arguments: ["linear", "angular"])
  func aGradientsEndsHaveItsEndColours(kind: String) throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    let style: AnyShapeStyleBox =
      kind == "linear"
      ? AnyShapeStyleBox(
        LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
      : AnyShapeStyleBox(
        AngularGradient(
          colors: [red, blue], center: .center, startAngle: .degrees(90), endAngle: .degrees(270)))
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        style.fill(Rectangle()).frame(width: 100, height: 40)
        Text("漢字 क्ष")
      })
    defer { host.close() }
    let frame = try #require(host.widgets(.drawing).first).treeFrame
    let pixels = try GtkTestSupport.render(host)
    if kind == "linear" {
      let left = pixels[frame.x + 1, frame.y + 20]
      let right = pixels[frame.x + 98, frame.y + 20]
      let middle = pixels[frame.x + 50, frame.y + 20]
      #expect(left.red > 240 && left.blue < 15)
      #expect(right.blue > 240 && right.red < 15)
      #expect(abs(middle.red - 128) < 12 && abs(middle.blue - 128) < 12)
    } else {
      // Below the centre the start (red), above it, past the half turn drawn, the gap.
      let below = pixels[frame.x + 49, frame.y + 38]
      let left = pixels[frame.x + 2, frame.y + 21]
      #expect(below.red > 230 && below.blue < 25)
      #expect(abs(left.red - 128) < 20 && abs(left.blue - 128) < 20)
    }
  }
}

/// A shape style chosen at run time, filling a shape.
@MainActor private struct AnyShapeStyleBox {
  let fill: (Rectangle) -> AnyView
  init<S: ShapeStyle>(_ style: S) { fill = { AnyView($0.fill(style)) } }
}
