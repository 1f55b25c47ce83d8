import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Shapes and colours drawn for real: cairo in a `GtkDrawingArea` at the item's frame,
/// stacked under the widgets a background decorates and over those an overlay covers; read
/// back as pixels rendered by the window's renderer.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ShapeDrawingTests {
  private func drawing(_ host: GtkHost) throws -> HostedWidget {
    try #require(host.widgets(.drawing).first)
  }

  @Test func aRedCircleIsRedAtItsCentreAndClearAtItsCorner() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Circle().fill(Color.red).frame(width: 60, height: 60)
        Text("Ring 指輪 💍")
      })
    defer { host.close() }
    let area = try drawing(host)
    let frame = area.treeFrame
    #expect(frame.width == 60 && frame.height == 60)
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[frame.x + 30, frame.y + 30]))
    // The bounding box's corner is outside the circle: nothing is drawn there.
    #expect(!isRed(pixels[frame.x + 3, frame.y + 3]))
    #expect(
      pixels[frame.x + 3, frame.y + 3].alpha == 0 || pixels[frame.x + 3, frame.y + 3].red < 200)
  }

  /// A shape's outline is not cut to its frame: a square turned by 45° reaches past its
  /// frame's edges by its corners, and they are drawn.
  @Test func aTurnedSquaresCornersAreDrawnPastItsFrame() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Rectangle().rotation(.degrees(45)).fill(Color.red).frame(width: 40, height: 40)
        Text("Diamond ◆ हीरा")
      }
      .padding(20))
    defer { host.close() }
    let frame = try drawing(host).element.frame
    let pixels = try GtkTestSupport.render(host)
    let (midX, midY) = (Int(frame.midX), Int(frame.midY))
    // The corners reach 20√2 ≈ 28 points from the centre: past each edge by about 8.
    #expect(isRed(pixels[midX, Int(frame.minY) - 5]))
    #expect(isRed(pixels[Int(frame.minX) - 5, midY]))
    #expect(isRed(pixels[Int(frame.maxX) + 4, midY]))
    // The frame's own corner is outside the diamond.
    #expect(!isRed(pixels[Int(frame.minX) + 2, Int(frame.minY) + 2]))
  }

  /// A quarter of a ring, trimmed: from the circle's rightmost point clockwise to its bottom.
  @Test func aTrimmedRingIsDrawnOnlyAlongItsPart() throws {
    let host = GtkTestSupport.host(
      Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 6)
        .frame(width: 80, height: 80).padding(10))
    defer { host.close() }
    let frame = try drawing(host).element.frame
    let pixels = try GtkTestSupport.render(host)
    let (centre, radius) = (CGPoint(x: frame.midX, y: frame.midY), frame.width / 2)
    func onRing(degrees: Double) -> (x: Int, y: Int) {
      let angle = degrees * .pi / 180
      return (
        Int((centre.x + radius * cos(angle)).rounded()),
        Int((centre.y + radius * sin(angle)).rounded())
      )
    }
    let inside = onRing(degrees: 45)
    #expect(isRed(pixels[inside.x, inside.y]))
    for degrees in [135.0, 225.0, 315.0] {
      let outside = onRing(degrees: degrees)
      #expect(!isRed(pixels[outside.x, outside.y]), "at \(degrees)°")
    }
  }

  @Test func aOnePointBorderIsOnePixelWide() throws {
    let host = GtkTestSupport.host(
      Rectangle().strokeBorder(Color.red, lineWidth: 1).frame(width: 40, height: 20))
    defer { host.close() }
    let frame = try drawing(host).element.frame
    let pixels = try GtkTestSupport.render(host)
    let (x, y) = (Int(frame.minX), Int(frame.minY) + 10)
    #expect(isRed(pixels[x, y]))
    #expect(!isRed(pixels[x + 1, y]))
    #expect(!isRed(pixels[x - 1, y]))
    #expect(isRed(pixels[x + 39, y]) && !isRed(pixels[x + 38, y]))
  }

  @Observable final class Highlight {
    var isOn = false
  }

  private struct Row: View {
    let highlight: Highlight
    var body: some View {
      Text("Selected row — चुना गया")
        .padding(8)
        .background {
          if highlight.isOn { Color.red }
        }
    }
  }

  @Test func aBackgroundAddedLaterIsStackedUnderItsText() throws {
    let highlight = Highlight()
    let host = GtkTestSupport.host(Row(highlight: highlight))
    defer { host.close() }
    #expect(host.widgets(.drawing).isEmpty)
    highlight.isOn = true
    GtkTestSupport.settle(host)
    let area = try drawing(host)
    let label = try #require(host.widgets(.label).first)
    // The drawing is under the label: before it among the window's children.
    var child = gtk_widget_get_first_child(host.main.fixedWidget)
    var stack: [GtkWidgetPointer] = []
    while let current = child {
      stack.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    let drawingIndex = try #require(stack.firstIndex(of: area.widget))
    let labelIndex = try #require(stack.firstIndex(of: label.widget))
    #expect(drawingIndex < labelIndex)
    let pixels = try GtkTestSupport.render(host)
    let frame = area.treeFrame
    #expect(frame.width == label.treeFrame.width + 16)
    // The padding is red; the text is drawn on it.
    #expect(isRed(pixels[frame.x + 2, frame.y + 2]))
    #expect(area.drawingDescription == "fill #ff3b30")
  }
}
