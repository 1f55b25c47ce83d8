import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A mixer whose controls say their values in words.
@Observable
final class Mixer {
  var volume = 0.4
  var isMuted = false
  var station = "क्षितिज FM"
}

struct MixerView: View {
  let mixer: Mixer

  var body: some View {
    Form {
      Section("Output") {
        Slider(value: Binding(get: { mixer.volume }, set: { mixer.volume = $0 }))
          .accessibilityLabel("Volume")
          .accessibilityValue("\(Int(mixer.volume * 100)) percent")
          .accessibilityHint("Drag to change")
        Toggle("Mute", isOn: Binding(get: { mixer.isMuted }, set: { mixer.isMuted = $0 }))
          .accessibilityValue(mixer.isMuted ? "静音 🔇" : "音あり 🔊")
        Text("Station").accessibilityValue(mixer.station)
      }
    }
  }
}

/// `accessibilityValue` reaches a screen reader in GTK: the accessible description carries
/// it, before the hint (GTK 4.8's AT-SPI bridge publishes no value text for these roles).
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct AccessibilityValueTests {
  private func description(_ widget: HostedWidget, is text: String?) -> Bool {
    trellis_test_accessible_text_is(widget.control, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
      != 0
  }

  @Test func theValueLeadsTheDescriptionAndFollowsTheModel() {
    let mixer = Mixer()
    let host = GtkTestSupport.host(MixerView(mixer: mixer))
    defer { host.close() }
    let slider = host.widgets(.scale)[0]
    let mute = host.widgets(.check)[0]
    let station = host.widgets(.label).first { labelText($0) == "Station" }!
    #expect(description(slider, is: "40 percent, Drag to change"))
    #expect(description(mute, is: "音あり 🔊"))
    #expect(description(station, is: "क्षितिज FM"))
    mixer.volume = 0.75
    mixer.isMuted = true
    mixer.station = "👩‍👩‍👧 Radio"
    GtkTestSupport.settle(host)
    #expect(description(slider, is: "75 percent, Drag to change"))
    #expect(description(mute, is: "静音 🔇"))
    #expect(description(station, is: "👩‍👩‍👧 Radio"))
  }

  @Test func anEmptyValueLeavesTheHintAlone() {
    let mixer = Mixer()
    mixer.station = ""
    let host = GtkTestSupport.host(MixerView(mixer: mixer))
    defer { host.close() }
    let station = host.widgets(.label).first { labelText($0) == "Station" }!
    #expect(description(station, is: nil))
  }
}
