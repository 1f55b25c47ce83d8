import Testing
import TrellisTerminal
import TrellisTesting
@_spi(TrellisHost) import TrellisUI

@_spi(TrellisHost) @testable import TrellisTerminalHost

/// A toggle style as apps write them: a star that a button flips.
private struct StarToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Text(configuration.isOn ? "★" : "☆")
        configuration.label
      }
    }
    .buttonStyle(.plain)
  }
}

/// A style that adds to the default toggle: the platform's toggle, then a state word.
private struct CaptionedToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Toggle(configuration)
      Text(configuration.isOn ? "(on)" : "(off)")
    }
  }
}

/// Settings held off screen, as an app's model would be.
@Observable private final class Settings {
  var wifi = false
  var bluetooth = true
  var airplane = false
}

private struct SettingsView: View {
  let settings: Settings

  var body: some View {
    @Bindable var settings = settings
    VStack(alignment: .leading) {
      Toggle("Wi-Fi", isOn: $settings.wifi)
        .toggleStyle(StarToggleStyle())
      Toggle("Bluetooth", isOn: $settings.bluetooth)
        .toggleStyle(CaptionedToggleStyle())
      Toggle("Airplane", isOn: $settings.airplane)
        .toggleStyle(SwitchToggleStyle())
      Text("Wi-Fi is \(settings.wifi ? "on" : "off")")
    }
  }
}

@MainActor
@Suite struct ToggleStyleTests {
  @Test func aCustomToggleStyleFlipsTheBindingThroughItsButton() throws {
    let settings = Settings()
    let host = ViewHost(SettingsView(settings: settings), width: 40, height: 6)
    #expect(host.text.contains("☆ Wi-Fi"))
    // The style's button is the control; the toggle is not a second one.
    #expect(host.toggles("Wi-Fi").isEmpty)
    try host.button("☆ Wi-Fi").tap()
    host.update()
    #expect(settings.wifi)
    #expect(host.text.contains("★ Wi-Fi"))
    #expect(host.contains(text: "Wi-Fi is on"))
    try host.button("★ Wi-Fi").tap()
    host.update()
    #expect(!settings.wifi)
  }

  @Test func aCustomToggleIsReachedByTheKeyboard() {
    let settings = Settings()
    let core = HostCore(root: SettingsView(settings: settings), width: 40, height: 6)
    let input = _TerminalInput(core: core)
    _ = input.handle(.key(KeyEvent(.tab)))
    #expect(core.focused?.text == "☆ Wi-Fi")
    _ = input.handle(.key(KeyEvent(.character(" "))))
    core.update()
    #expect(settings.wifi)
    #expect(core.text.contains("★ Wi-Fi"))
  }

  @Test func aStyleWrappingTheDefaultToggleKeepsItAToggle() throws {
    let settings = Settings()
    let host = ViewHost(SettingsView(settings: settings), width: 40, height: 6)
    #expect(host.text.contains("[x] Bluetooth (on)"))
    try host.toggle("Bluetooth").toggle()
    host.update()
    #expect(!settings.bluetooth)
    #expect(host.text.contains("[ ] Bluetooth (off)"))
  }

  @Test func theBuiltInStylesKeepTheHostsLook() throws {
    let settings = Settings()
    let core = HostCore(root: SettingsView(settings: settings), width: 40, height: 6)
    // The terminal draws a switch as a checkbox; GTK reads that it is one.
    #expect(core.text.contains("[ ] Airplane"))
    let airplane = try #require(core.elements.first { $0.kind == .toggle && $0.text == "Airplane" })
    #expect(airplane.isSwitch)
    let bluetooth = try #require(
      core.elements.first { $0.kind == .toggle && $0.text == "Bluetooth" })
    #expect(!bluetooth.isSwitch)
    // The built-in styles' initialisers give the looks of their static names.
    let checkbox = ViewHost(
      Toggle("Sync", isOn: .constant(true)).toggleStyle(CheckboxToggleStyle()), width: 20,
      height: 1)
    #expect(checkbox.text.contains("[x] Sync"))
    let button = ViewHost(
      Toggle("Bold", isOn: .constant(false)).toggleStyle(ButtonToggleStyle()), width: 20,
      height: 1)
    #expect(button.text.contains("[ Bold ]"))
    let switchCore = HostCore(
      root: Toggle("Dark", isOn: .constant(false)).toggleStyle(SwitchToggleStyle()), width: 20,
      height: 1)
    #expect(switchCore.elements.contains { $0.kind == .toggle && $0.isSwitch })
    let plain = HostCore(
      root: Toggle("Dark", isOn: .constant(false)).toggleStyle(DefaultToggleStyle()), width: 20,
      height: 1)
    #expect(plain.elements.contains { $0.kind == .toggle && !$0.isSwitch })
  }
}
