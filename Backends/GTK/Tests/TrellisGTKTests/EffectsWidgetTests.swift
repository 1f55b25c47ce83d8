import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// Render effects on native widgets: opacity with `gtk_widget_set_opacity`, scales and
/// rotations as the widget's transform in its `GtkFixed` (read back as pixels), filters and
/// shadows through CSS or the drawing area's own drawing; layout untouched, and a change of
/// an effect updating only its widgets.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct EffectsWidgetTests {
  @Observable final class Model {
    var level = 1.0
  }

  struct Faded: View {
    var model: Model
    var body: some View {
      VStack(spacing: 0) {
        Text("Faded 淡い").opacity(model.level)
        Text("Plain नमस्ते")
      }
      .opacity(0.8)
    }
  }

  @Test func opacityMultipliesAndReachesTheWidgetAndAChangeUpdatesOnlyIt() throws {
    let model = Model()
    let host = GtkTestSupport.host(Faded(model: model))
    defer { host.close() }
    let faded = try #require(host.widgets(.label).first { labelText($0) == "Faded 淡い" })
    let plain = try #require(host.widgets(.label).first { labelText($0) == "Plain नमस्ते" })
    #expect(abs(gtk_widget_get_opacity(faded.widget) - 0.8) < 0.01)
    let plainUpdates = plain.updateCount
    let frame = faded.treeFrame
    model.level = 0.5
    GtkTestSupport.settle(host)
    let same = try #require(host.widgets(.label).first { labelText($0) == "Faded 淡い" })
    #expect(same === faded)
    #expect(abs(gtk_widget_get_opacity(faded.widget) - 0.4) < 0.01)
    #expect(faded.treeFrame == frame)
    #expect(plain.updateCount == plainUpdates)
  }

  @Test func aRotatedBarIsDrawnStandingAndItsFrameStays() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Text("Above")
        Color.red.frame(width: 80, height: 20).rotationEffect(.degrees(90))
        Text("Below — नीचे")
      }
      .padding(40))
    defer { host.close() }
    let area = try #require(host.widgets(.drawing).first)
    let frame = area.element.frame
    #expect(frame.width == 80 && frame.height == 20)
    let pixels = try GtkTestSupport.render(host)
    let (midX, midY) = (Int(frame.midX), Int(frame.midY))
    // Turned a quarter around its centre: red above and below the laid-out bar...
    #expect(isRed(pixels[midX, Int(frame.minY) - 20]))
    #expect(isRed(pixels[midX, Int(frame.maxY) + 20]))
    // ...and not at its laid-out ends.
    #expect(!isRed(pixels[Int(frame.minX) + 5, midY]))
    #expect(!isRed(pixels[Int(frame.maxX) - 5, midY]))
  }

  @Observable final class Header {
    var isShown = false
  }

  struct MovingBar: View {
    var header: Header
    var body: some View {
      VStack(spacing: 0) {
        if header.isShown { Text("Header — शीर्षक").frame(height: 40) }
        Color.red.frame(width: 80, height: 20).rotationEffect(.degrees(90))
        Text("Below 下")
      }
      .padding(40)
    }
  }

  /// A move resets a `GtkFixed` child's transform: the turn is set again where the bar goes.
  @Test func aTurnedBarThatMovesStaysTurned() throws {
    let header = Header()
    let host = GtkTestSupport.host(MovingBar(header: header), height: 320)
    defer { host.close() }
    let before = try #require(host.widgets(.drawing).first).element.frame
    header.isShown = true
    GtkTestSupport.settle(host)
    let frame = try #require(host.widgets(.drawing).first).element.frame
    #expect(frame.minY > before.minY)
    let pixels = try GtkTestSupport.render(host)
    let (midX, midY) = (Int(frame.midX), Int(frame.midY))
    #expect(isRed(pixels[midX, Int(frame.minY) - 20]))
    #expect(isRed(pixels[midX, Int(frame.maxY) + 20]))
    #expect(!isRed(pixels[Int(frame.minX) + 5, midY]))
  }

  @Test func aHalfScaleDrawsAroundTheCentre() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Color.red.frame(width: 60, height: 60).scaleEffect(0.5)
        Text("Small 小さい")
      })
    defer { host.close() }
    let frame = try #require(host.widgets(.drawing).first).element.frame
    let pixels = try GtkTestSupport.render(host)
    #expect(isRed(pixels[Int(frame.midX), Int(frame.midY)]))
    #expect(isRed(pixels[Int(frame.minX) + 17, Int(frame.minY) + 17]))
    #expect(!isRed(pixels[Int(frame.minX) + 5, Int(frame.minY) + 5]))
  }

  @Test func aShapesFiltersAndShadowAreDrawnByItsArea() throws {
    let host = GtkTestSupport.host(
      HStack(spacing: 60) {
        Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).colorInvert()
        Color.red.frame(width: 40, height: 40)
          .shadow(color: Color(red: 0, green: 0, blue: 1), radius: 0, x: 20, y: 20)
      }
      .padding(30))
    defer { host.close() }
    let areas = host.widgets(.drawing)
    try #require(areas.count == 2)
    let inverted = areas[0].element.frame
    let shadowed = areas[1].element.frame
    let pixels = try GtkTestSupport.render(host)
    let cyan = pixels[Int(inverted.midX), Int(inverted.midY)]
    #expect(cyan.red < 40 && cyan.green > 220 && cyan.blue > 220)
    #expect(isRed(pixels[Int(shadowed.midX), Int(shadowed.midY)]))
    // The shadow shows past the square's bottom-right corner.
    let shadow = pixels[Int(shadowed.maxX) + 10, Int(shadowed.maxY) + 10]
    #expect(shadow.blue > 200 && shadow.red < 60)
  }

  @Test func otherWidgetsGetTheirFiltersAndShadowAsCSS() throws {
    let host = GtkTestSupport.host(
      VStack {
        Text("Grey 灰色 👍🏽").grayscale(1).blur(radius: 2)
        Button("Lifted") {}.shadow(color: .black, radius: 3, x: 0, y: 2)
      })
    defer { host.close() }
    let label = try #require(host.widgets(.label).first { labelText($0) == "Grey 灰色 👍🏽" })
    let css = try #require(label.appliedEffects?.css)
    #expect(css.contains("grayscale(1.000)") && css.contains("blur(2.000px)"))
    let button = try #require(host.widgets(.button).first)
    #expect(button.appliedEffects?.css.contains("box-shadow: 0.000px 2.000px 3.000px") == true)
  }

  @Test func theChildTransformTakesALaidOutPointToItsDrawnPlace() {
    let turn = CGAffineTransform(translationX: -100, y: -50)
      .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
      .concatenating(CGAffineTransform(translationX: 100, y: 50))
    // A widget placed at (20, 10) in a fixed whose origin is at (60, 30) in the window.
    let child = HostedWidget.childTransform(
      turn, at: CGPoint(x: 20, y: 10), origin: CGPoint(x: 60, y: 30))
    let local = CGPoint(x: 5, y: 0)
    let window = CGPoint(x: 60 + 20 + 5, y: 30 + 10).applying(turn)
    let drawn = local.applying(child)
    #expect(abs(drawn.x - (window.x - 60)) < 1e-9 && abs(drawn.y - (window.y - 30)) < 1e-9)
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct MaskWidgetTests {
  @Test func aSquareMaskedByACircleIsClearAtItsCorner() throws {
    let host = GtkTestSupport.host(
      VStack(spacing: 0) {
        Color.red.frame(width: 60, height: 60).mask { Circle() }
        Text("Round 丸")
      })
    defer { host.close() }
    let frame = try #require(host.widgets(.drawing).first).element.frame
    let pixels = try GtkTestSupport.render(host)
    let centre = pixels[Int(frame.midX), Int(frame.midY)]
    #expect(centre.red > 230 && centre.green < 90)
    let corner = pixels[Int(frame.minX) + 3, Int(frame.minY) + 3]
    #expect(corner.alpha == 0 || corner.red < 200)
  }
}
