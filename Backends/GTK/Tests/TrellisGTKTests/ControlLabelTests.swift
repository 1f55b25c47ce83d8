import CGtk
import CTrellisGTKShim
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A style that says whether the pointer holds the button down.
private struct HoldStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(configuration.isPressed ? "Holding" : "Released")
      configuration.label
    }
  }
}

/// A style that adds a gear before the platform's switch.
private struct GearSwitchStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("⚙")
      Toggle(configuration).toggleStyle(.switch)
    }
  }
}

/// A style that hands the toggle to the built-in switch style.
private struct PlainSwitchStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

private struct Controls: View {
  @State private var count = 0
  @State private var wifi = true
  @State private var bluetooth = false
  @State private var pinned = false

  var body: some View {
    VStack(alignment: .leading) {
      Button("Send") { count += 1 }.buttonStyle(HoldStyle())
      Text("Sent \(count)")
      Toggle("Wi-Fi", isOn: $wifi).toggleStyle(GearSwitchStyle())
      Toggle("蓝牙", isOn: $bluetooth).toggleStyle(PlainSwitchStyle())
      HStack {
        Button {
          count = 0
        } label: {
          Image(systemName: "trash")
        }
        Button {
        } label: {
          Label("Favourite", systemImage: "star")
        }
        .labelStyle(.iconOnly)
        Button {
        } label: {
          Label("पसंदीदा", systemImage: "star.fill")
        }
        .labelStyle(.iconOnly)
        .accessibilityLabel("Starred")
      }
      Toggle(isOn: $pinned) { Label("Pin", systemImage: "star") }
        .toggleStyle(.button)
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ControlLabelTests {
  private func labels(_ host: GtkHost) -> [String] { host.widgets(.label).map(labelText) }

  // While GTK holds the button active (the pointer down on it), the style's body is drawn
  // with `isPressed`; released, it is drawn unpressed. The press alone runs no action.
  @Test func aCustomStyleShowsIsPressedWhileTheButtonIsHeld() throws {
    let host = GtkTestSupport.host(Controls())
    defer { host.close() }
    let send = try #require(host.widgets(.button).first { $0.element.text.contains("Send") })
    #expect(labels(host).contains("Released"))
    gtk_widget_set_state_flags(send.widget, GTK_STATE_FLAG_ACTIVE, 0)
    GtkTestSupport.settle(host)
    #expect(labels(host).contains("Holding"), "\(labels(host))")
    #expect(host.core.pressedElement?.text.contains("Send") == true)
    gtk_widget_unset_state_flags(send.widget, GTK_STATE_FLAG_ACTIVE)
    GtkTestSupport.settle(host)
    #expect(labels(host).contains("Released"))
    #expect(host.core.pressedElement == nil)
    #expect(labels(host).contains("Sent 0"))
  }

  // A custom style whose body is the built-in switch (through `Toggle(configuration)` with
  // `.toggleStyle(.switch)`, or `SwitchToggleStyle` itself) is a GtkSwitch, not a check box.
  @Test func aCustomStyleWrappingTheSwitchIsAGtkSwitch() throws {
    let host = GtkTestSupport.host(Controls())
    defer { host.close() }
    let switches = host.widgets(.switch)
    #expect(switches.map(\.element.text) == ["Wi-Fi", "蓝牙"])
    #expect(host.widgets(.check).isEmpty)
    #expect(labels(host).contains("⚙"))
    let wifi = try #require(switches.first)
    #expect(gtk_switch_get_active(gtkOpaque(wifi.control)) != 0)
    gtk_switch_set_active(gtkOpaque(wifi.control), 0)
    GtkTestSupport.settle(host)
    #expect(wifi.element.isOn == false)
  }

  // An icon-only button is named as VoiceOver reads it: a bare symbol by its words, a label
  // in `.iconOnly` by its title (which it does not show), `accessibilityLabel` first.
  @Test func anIconOnlyButtonHasAnAccessibleName() throws {
    let host = GtkTestSupport.host(Controls())
    defer { host.close() }
    let icons = host.widgets(.button).filter { $0.buttonIconName != nil }
    #expect(icons.count == 3)
    let names = ["trash", "Favourite", "Starred"]
    for (button, name) in zip(icons, names) {
      #expect(
        trellis_test_accessible_text_is(button.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, name) != 0,
        "\(name)")
    }
    #expect(icons.map(\.element.accessibilityLabel) == names)
  }

  // A button-styled toggle whose label is a `Label` with a symbol shows the icon before its
  // title, as a button does; switching it keeps the icon.
  @Test func aToggleButtonShowsItsLabelsIcon() throws {
    let host = GtkTestSupport.host(Controls())
    defer { host.close() }
    let pin = try #require(host.widgets(.toggleButton).first)
    #expect(pin.buttonIconName == "non-starred-symbolic")
    gtk_toggle_button_set_active(gtkCast(pin.widget), 1)
    GtkTestSupport.settle(host)
    #expect(pin.element.isOn == true)
    #expect(pin.buttonIconName == "non-starred-symbolic")
    #expect(
      trellis_test_accessible_text_is(pin.widget, GTK_ACCESSIBLE_PROPERTY_LABEL, "Pin") != 0)
  }
}
