import CGtk
import CTrellisGTKShim
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// The formatting a text editor's toolbar switches, held off screen.
@Observable private final class Formatting {
  var isBold = false
  var isItalic = true
}

private struct Toolbar: View {
  let formatting: Formatting

  var body: some View {
    @Bindable var formatting = formatting
    VStack(alignment: .leading) {
      HStack {
        Toggle("Bold", isOn: $formatting.isBold)
        Toggle("Italic", isOn: $formatting.isItalic)
      }
      .toggleStyle(.button)
      Toggle("Spelling", isOn: .constant(true))
      Text(formatting.isBold ? "Bold text" : "Regular text")
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ToggleButtonTests {
  @Test func aButtonStyledToggleIsAGtkToggleButtonThatSwitchesTheBinding() throws {
    let formatting = Formatting()
    let host = GtkTestSupport.host(Toolbar(formatting: formatting))
    defer { host.close() }
    let buttons = host.widgets(.toggleButton)
    #expect(buttons.count == 2)
    // The default style beside them is still a check button.
    #expect(host.widgets(.check).count == 1)
    let bold = try #require(buttons.first)
    let italic = try #require(buttons.last)
    #expect(String(cString: gtk_button_get_label(gtkCast(bold.widget))) == "Bold")
    let toggleType = gtk_toggle_button_get_type()
    let instance = UnsafeMutableRawPointer(bold.widget).assumingMemoryBound(to: GTypeInstance.self)
    #expect(g_type_check_instance_is_a(instance, toggleType) != 0)
    #expect(gtk_toggle_button_get_active(gtkCast(bold.widget)) == 0)
    #expect(gtk_toggle_button_get_active(gtkCast(italic.widget)) != 0)

    // A click presses it in, and the model follows.
    trellis_emit(bold.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(formatting.isBold)
    #expect(gtk_toggle_button_get_active(gtkCast(bold.widget)) != 0)
    #expect(host.widgets(.label).map(labelText).contains("Bold text"))

    // The model switched elsewhere: the button comes back out.
    formatting.isItalic = false
    GtkTestSupport.settle(host)
    #expect(gtk_toggle_button_get_active(gtkCast(italic.widget)) == 0)
  }

  // A toggle button whose label's symbol follows its state (a filled star while on, as
  // apps write a favourite button) shows the new icon each time, and keeps its title.
  @Test func aToggleButtonsIconFollowsItsState() throws {
    struct Favourite: View {
      @State private var isFavourite = false
      var body: some View {
        Section("पसंद · 收藏") {
          Toggle(isOn: $isFavourite) {
            Label("Favourite 👩‍👩‍👧", systemImage: isFavourite ? "star.fill" : "star")
          }
          .toggleStyle(.button)
        }
      }
    }
    let host = GtkTestSupport.host(Favourite())
    defer { host.close() }
    let star = try #require(host.widgets(.toggleButton).first)
    let off = try #require(star.buttonIconName)
    trellis_emit(star.widget, "clicked")
    GtkTestSupport.settle(host)
    let pressed = try #require(host.widgets(.toggleButton).first)
    #expect(pressed.widget == star.widget)
    #expect(gtk_toggle_button_get_active(gtkCast(pressed.widget)) != 0)
    let on = try #require(pressed.buttonIconName)
    #expect(off == "non-starred-symbolic")
    #expect(on == "starred-symbolic")
    trellis_emit(star.widget, "clicked")
    GtkTestSupport.settle(host)
    #expect(host.widgets(.toggleButton).first?.buttonIconName == off)
    #expect(gtk_toggle_button_get_active(gtkCast(star.widget)) == 0)
  }
}
