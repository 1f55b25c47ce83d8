import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// `ColorPicker` in GTK: its label, then GTK's own colour well (a `GtkColorButton`) showing
/// the binding's colour, offering opacity only when the picker supports it; a colour set in
/// its dialog reaches the binding, and one the app sets reaches the button.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ColorPickerWidgetTests {
  @Observable final class Paint {
    var ink = Color(red: 0.25, green: 0.5, blue: 0.75)
    var wash = Color(red: 1, green: 1, blue: 0, opacity: 0.5)
  }

  private struct Screen: View {
    @Bindable var paint: Paint
    var body: some View {
      VStack(alignment: .leading) {
        ColorPicker("颜色", selection: $paint.ink, supportsOpacity: false)
        ColorPicker(selection: $paint.wash) {
          Text("रंग")
        }
        Button("Warm") { paint.ink = Color(red: 0.75, green: 0.25, blue: 0) }
        Spacer()
      }
    }
  }

  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func rgba(_ button: GtkWidgetPointer) -> [Float] {
    var rgba = GdkRGBA()
    gtk_color_chooser_get_rgba(gtkOpaque(button), &rgba)
    return [rgba.red, rgba.green, rgba.blue, rgba.alpha]
  }

  /// Sets `color` in the button and reports it, as choosing it in the button's dialog does.
  private func choose(_ host: GtkHost, _ button: GtkWidgetPointer, _ color: [Float]) {
    var rgba = GdkRGBA(red: color[0], green: color[1], blue: color[2], alpha: color[3])
    gtk_color_chooser_set_rgba(gtkOpaque(button), &rgba)
    trellis_emit(button, "color-set")
    GtkTestSupport.settle(host)
  }

  @Test func eachPickerIsItsLabelThenAColorButtonNamedByIt() throws {
    let host = GtkTestSupport.host(Screen(paint: Paint()), height: 320)
    defer { host.close() }
    let wells = host.widgets(.colorButton)
    try #require(wells.count == 2)
    let (ink, wash) = (wells[0].control, wells[1].control)
    #expect(isA(ink, gtk_color_button_get_type()) && isA(wash, gtk_color_button_get_type()))
    // No swatch button of views: the only button is the app's.
    let buttons = host.widgets(.button).map {
      String(cString: gtk_button_get_label(gtkCast($0.widget)))
    }
    #expect(buttons == ["Warm"])
    // The label comes first, on the well's line, as on the Mac.
    for (title, well) in [("颜色", wells[0]), ("रंग", wells[1])] {
      let label = try #require(host.widgets(.label).first { labelText($0) == title })
      #expect(label.treeFrame.x + label.treeFrame.width <= well.treeFrame.x)
      let middle = label.treeFrame.y + label.treeFrame.height / 2
      #expect(middle > well.treeFrame.y && middle < well.treeFrame.y + well.treeFrame.height)
      #expect(
        trellis_test_accessible_text_is(well.control, GTK_ACCESSIBLE_PROPERTY_LABEL, title) != 0)
      #expect(String(cString: gtk_color_button_get_title(gtkOpaque(well.control))) == title)
    }
    // Opacity is offered only where the picker supports it.
    #expect(gtk_color_chooser_get_use_alpha(gtkOpaque(ink)) == 0)
    #expect(gtk_color_chooser_get_use_alpha(gtkOpaque(wash)) != 0)
    #expect(rgba(ink) == [0.25, 0.5, 0.75, 1])
    #expect(rgba(wash) == [1, 1, 0, 0.5])
  }

  @Test func aColourSetInTheDialogReachesTheBindingAndTheAppsReachesTheButton() throws {
    let paint = Paint()
    let host = GtkTestSupport.host(Screen(paint: paint), height: 320)
    defer { host.close() }
    let wells = host.widgets(.colorButton)
    try #require(wells.count == 2)
    let (ink, wash) = (wells[0].control, wells[1].control)
    // A picker without opacity keeps the colour opaque, in the binding and on the button.
    choose(host, ink, [1, 0.5, 0.25, 0.5])
    #expect(paint.ink == Color(red: 1, green: 0.5, blue: 0.25))
    #expect(rgba(ink) == [1, 0.5, 0.25, 1])
    choose(host, wash, [0, 0.25, 1, 0.75])
    #expect(paint.wash == Color(red: 0, green: 0.25, blue: 1, opacity: 0.75))
    // A colour the app sets is shown.
    trellis_emit(try #require(host.widgets(.button).first).widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(rgba(ink) == [0.75, 0.25, 0, 1])
  }
}
