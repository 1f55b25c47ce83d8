import CGtk
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A slider, a stepper over a number and a picker, and a text that changes on its own.
@Observable
private final class TeaMixer {
  var volume = 0.25
  var copies = 3
  var flavour = "Chai"
  var status = "Idle"
}

private struct TeaMixerView: View {
  let mixer: TeaMixer

  var body: some View {
    VStack {
      Text(mixer.status)
      Slider(
        value: Binding(get: { mixer.volume }, set: { mixer.volume = $0 }), in: 0...2, step: 0.25)
      Stepper(
        "Copies", value: Binding(get: { mixer.copies }, set: { mixer.copies = $0 }), in: 1...9)
      Picker("Flavour", selection: Binding(get: { mixer.flavour }, set: { mixer.flavour = $0 })) {
        ForEach(["Chai", "मसाला", "抹茶"], id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
    }
  }
}

/// Widgets show what their views' display items show: a change elsewhere leaves them alone,
/// and a change to what they show reaches them through their items.
@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct ItemDrivenWidgetTests {
  @Test func aSliderStepperAndPickerAreLeftAloneWhenSomethingElseChanges() throws {
    let mixer = TeaMixer()
    let host = GtkTestSupport.host(TeaMixerView(mixer: mixer))
    defer { host.close() }
    let kept = [host.widgets(.scale)[0], host.widgets(.stepper)[0], host.widgets(.segmented)[0]]
    let before = kept.map(\.updateCount)
    mixer.status = "Mixing"
    GtkTestSupport.settle(host)
    #expect(labelText(host.widgets(.label)[0]) == "Mixing")
    #expect(kept.map(\.updateCount) == before)
  }

  @Test func theirValuesComeFromTheirItems() throws {
    let mixer = TeaMixer()
    let host = GtkTestSupport.host(TeaMixerView(mixer: mixer))
    defer { host.close() }
    let scale = host.widgets(.scale)[0]
    let stepper = host.widgets(.stepper)[0]
    #expect(gtk_range_get_value(gtkCast(scale.widget)) == 0.25)
    var lower = 0.0
    var upper = 0.0
    gtk_spin_button_get_range(gtkOpaque(stepper.control), &lower, &upper)
    #expect((lower, upper) == (1, 9))
    #expect(gtk_spin_button_get_value(gtkOpaque(stepper.control)) == 3)
    mixer.volume = 1.5
    mixer.copies = 7
    mixer.flavour = "抹茶"
    GtkTestSupport.settle(host)
    #expect(gtk_range_get_value(gtkCast(scale.widget)) == 1.5)
    #expect(gtk_spin_button_get_value(gtkOpaque(stepper.control)) == 7)
    let picker = host.widgets(.segmented)[0]
    let active = picker.pickerButtons.map { gtk_toggle_button_get_active(gtkCast($0)) != 0 }
    #expect(active == [false, false, true])
    // A person's change goes back through the element, and the item shows it next frame.
    gtk_range_set_value(gtkCast(scale.widget), 0.5)
    GtkTestSupport.settle(host)
    #expect(mixer.volume == 0.5)
    #expect(gtk_range_get_value(gtkCast(scale.widget)) == 0.5)
  }
}
