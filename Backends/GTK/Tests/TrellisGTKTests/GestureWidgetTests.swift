import CGtk
import CTrellisGTKShim
import Foundation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A card dragged with the pointer, held, hovered and keyed.
struct GestureCard: View {
  @State var offset = 0
  @GestureState var dragged = 0
  @State var held = false
  @State var hovered = false
  @State var keys = 0
  var body: some View {
    VStack(spacing: 0) {
      Text("Offset \(offset) dragging \(dragged)")
      Text("स्लाइड 滑る")
        .gesture(
          DragGesture()
            .updating($dragged) { value, state, _ in state = Int(value.translation.width) }
            .onEnded { offset += Int($0.translation.width) })
      Text(held ? "Held" : "Not held").onLongPressGesture(minimumDuration: 0.05) { held = true }
      Text(hovered ? "Hovered" : "Not hovered").onHover { hovered = $0 }
      Text("Keys \(keys)").focusable()
        .onKeyPress(.rightArrow) {
          keys += 1
          return .handled
        }
        .onKeyPress("k", phases: .up) { _ in
          keys += 10
          return .handled
        }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct GestureWidgetTests {
  private func centre(_ host: GtkHost, of text: String) throws -> (x: Double, y: Double) {
    let label = try #require(host.widgets(.label).first { labelText($0) == text })
    let frame = label.treeFrame
    return (Double(frame.x + frame.width / 2), Double(frame.y + frame.height / 2))
  }

  private func shows(_ host: GtkHost, _ text: String) -> Bool {
    host.widgets(.label).map(labelText).contains(text)
  }

  @Test func theDragGestureFollowsGtksDragAndItsStateGoesBack() throws {
    let host = GtkTestSupport.host(GestureCard())
    defer { host.close() }
    let point = try centre(host, of: "स्लाइड 滑る")
    let click = UnsafeMutableRawPointer(host.main.tapController)
    let drag = UnsafeMutableRawPointer(host.main.dragController)
    trellis_emit_click_pressed(click, 1, point.x, point.y)
    trellis_emit_point(drag, "drag-update", 24, 0)
    GtkTestSupport.settle(host)
    #expect(shows(host, "Offset 0 dragging 24"))
    trellis_emit_point(drag, "drag-end", 40, 0)
    GtkTestSupport.settle(host)
    #expect(shows(host, "Offset 40 dragging 0"))
  }

  @Test func aPressHeldPastItsDurationIsALongPress() throws {
    let host = GtkTestSupport.host(GestureCard())
    defer { host.close() }
    let point = try centre(host, of: "Not held")
    let click = UnsafeMutableRawPointer(host.main.tapController)
    trellis_emit_click_pressed(click, 1, point.x, point.y)
    GtkTestSupport.settle(host)
    #expect(shows(host, "Not held"))
    // In the app the core wakes on the main queue, which GLib's loop serves, when the press
    // is due; a test runs on that queue and cannot wait for it, so it moves time itself.
    host.core.pointerTick(time: Date().addingTimeInterval(1))
    GtkTestSupport.settle(host)
    #expect(shows(host, "Held"))
    trellis_emit_click_released(click, 1, point.x, point.y)
    GtkTestSupport.settle(host)
  }

  @Test func theMotionControllerHoversAndLeaving() throws {
    let host = GtkTestSupport.host(GestureCard())
    defer { host.close() }
    let point = try centre(host, of: "Not hovered")
    let motion = UnsafeMutableRawPointer(host.main.motionController)
    trellis_emit_point(motion, "motion", point.x, point.y)
    GtkTestSupport.settle(host)
    #expect(shows(host, "Hovered"))
    trellis_emit_point(motion, "motion", 1, 1)
    GtkTestSupport.settle(host)
    #expect(shows(host, "Not hovered"))
  }

  @Test func keysReachOnKeyPressOnPressAndRelease() throws {
    let host = GtkTestSupport.host(GestureCard())
    defer { host.close() }
    host.core.moveFocus(backward: false)
    GtkTestSupport.settle(host)
    press(host, GDK_KEY_Right)
    #expect(shows(host, "Keys 1"))
    trellis_emit_key_released(
      UnsafeMutableRawPointer(host.main.keyController), guint(GDK_KEY_k), GdkModifierType(0))
    GtkTestSupport.settle(host)
    #expect(shows(host, "Keys 11"))
  }
}
