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
  private func pixel(_ host: GtkHost, _ x: Int, _ y: Int) throws -> (Int, Int, Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    var stride = 0
    var rendered = trellis_render_widget(host.main.fixedWidget, &width, &height, &stride)
    var turns = 0
    while rendered == nil, turns < 200 {
      g_main_context_iteration(nil, 1)
      rendered = trellis_render_widget(host.main.fixedWidget, &width, &height, &stride)
      turns += 1
    }
    let data = try #require(rendered)
    defer { g_free(data) }
    let offset = y * stride + x * 4
    // Cairo's ARGB32 on a little-endian machine: B, G, R, A.
    return (Int(data[offset + 2]), Int(data[offset + 1]), Int(data[offset]))
  }

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
    if kind == "linear" {
      let left = try pixel(host, frame.x + 1, frame.y + 20)
      let right = try pixel(host, frame.x + 98, frame.y + 20)
      let middle = try pixel(host, frame.x + 50, frame.y + 20)
      #expect(left.0 > 240 && left.2 < 15)
      #expect(right.2 > 240 && right.0 < 15)
      #expect(abs(middle.0 - 128) < 12 && abs(middle.2 - 128) < 12)
    } else {
      // Below the centre the start (red), above it, past the half turn drawn, the gap.
      let below = try pixel(host, frame.x + 49, frame.y + 38)
      let left = try pixel(host, frame.x + 2, frame.y + 21)
      #expect(below.0 > 230 && below.2 < 25)
      #expect(abs(left.0 - 128) < 20 && abs(left.2 - 128) < 20)
    }
  }
}

/// A shape style chosen at run time, filling a shape.
private struct AnyShapeStyleBox {
  let fill: (Rectangle) -> AnyView
  init<S: ShapeStyle>(_ style: S) { fill = { AnyView($0.fill(style)) } }
}
