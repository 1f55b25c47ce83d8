import Foundation
import Testing
@_spi(Testing) import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// What hosts read of controls a style or a label style wraps: a custom toggle style whose
/// body is the built-in switch is a switch, and an icon-only button is still named.
@MainActor @Suite struct WrappedControlTests {
  private struct GearSwitchStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        Image(systemName: "gearshape")
        Toggle(configuration).toggleStyle(.switch)
      }
    }
  }

  private struct HandOffStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      SwitchToggleStyle().makeBody(configuration: configuration)
    }
  }

  private struct ButtonsStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Toggle(configuration).toggleStyle(.button)
    }
  }

  private struct Settings: View {
    @State private var sync = true
    @State private var backup = false
    @State private var bold = false
    @State private var plain = false

    var body: some View {
      VStack {
        Toggle("Sync", isOn: $sync).toggleStyle(GearSwitchStyle())
        Toggle("बैकअप", isOn: $backup).toggleStyle(HandOffStyle())
        Toggle("Bold", isOn: $bold).toggleStyle(ButtonsStyle())
        Toggle("Plain", isOn: $plain)
        HStack {
          Button {
          } label: {
            Image(systemName: "trash")
          }
          Button {
          } label: {
            Label("お気に入り", systemImage: "star")
          }
          .labelStyle(.iconOnly)
          Button("Save") {}
        }
      }
    }
  }

  private func toggle(_ host: ViewHost, _ title: String) throws -> HostElement {
    try #require(host.core.elements.first { $0.kind == .toggle && $0.text == title })
  }

  // A switch through `Toggle(configuration).toggleStyle(.switch)` or `SwitchToggleStyle`'s
  // body; a button through `.toggleStyle(.button)` in a body; a plain toggle neither.
  @Test func aStylesBodyKeepsTheBuiltInLookItDraws() throws {
    let host = ViewHost(Settings(), width: 40, height: 8)
    #expect(try toggle(host, "Sync").isSwitch)
    #expect(try toggle(host, "बैकअप").isSwitch)
    #expect(try toggle(host, "Bold").isToggleButton)
    #expect(try !toggle(host, "Bold").isSwitch)
    #expect(try !toggle(host, "Plain").isSwitch)
    // Still one toggle each, that switches.
    try toggle(host, "Sync").toggle()
    host.update()
    #expect(try toggle(host, "Sync").isOn == false)
  }

  // An icon-only button is named by its symbol's words or its label's unshown title; one
  // with a title by the title.
  @Test func anIconOnlyButtonIsNamed() {
    let host = ViewHost(Settings(), width: 40, height: 8)
    let buttons = host.core.elements.filter { $0.kind == .button }
    #expect(buttons.map(\.accessibilityLabel) == ["trash", "お気に入り", "Save"])
    #expect(buttons.map(\.spokenTitle) == ["trash", "お気に入り", "Save"])
    #expect(buttons.first?.text == "")
  }
}
