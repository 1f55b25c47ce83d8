import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

@Observable
final class Party {
  var guests = 3
  var volume = 0.5
  var usesNumbers = true
}

struct PartyView: View {
  let party: Party

  var body: some View {
    VStack {
      Stepper(
        "Guests", value: Binding(get: { party.guests }, set: { party.guests = $0 }), in: 1...8)
      Text("Guests: \(party.guests)")
      Stepper(
        "Volume", value: Binding(get: { party.volume }, set: { party.volume = $0 }), step: 0.25)
      Stepper("Taps", onIncrement: { party.guests += 1 }, onDecrement: nil)
    }
  }
}

/// One stepper whose form changes with the model while its identity stays.
struct SwitchingStepper: View {
  let party: Party

  var body: some View {
    party.usesNumbers
      ? Stepper("Guests", value: Binding(get: { party.guests }, set: { party.guests = $0 }))
      : Stepper("Guests", onIncrement: { party.guests += 1 }, onDecrement: nil)
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct SpinButtonTests {
  private func value(_ hosted: HostedWidget) -> Double {
    gtk_spin_button_get_value(gtkOpaque(hosted.control))
  }

  private func text(_ hosted: HostedWidget) -> String {
    String(cString: gtk_editable_get_text(gtkOpaque(hosted.control)))
  }

  @Test func aValueStepperIsASpinButtonShowingTheValue() {
    let host = GtkTestSupport.host(PartyView(party: Party()))
    defer { host.close() }
    let steppers = host.widgets(.stepper)
    #expect(steppers.map(\.isSpinButton) == [true, true, false])
    #expect(value(steppers[0]) == 3)
    #expect(text(steppers[0]) == "3")
    #expect(gtk_spin_button_get_digits(gtkOpaque(steppers[0].control)) == 0)
    var lower = 0.0
    var upper = 0.0
    gtk_spin_button_get_range(gtkOpaque(steppers[0].control), &lower, &upper)
    #expect((lower, upper) == (1, 8))
    #expect(text(steppers[1]) == "0.50")
    var step = 0.0
    gtk_spin_button_get_increments(gtkOpaque(steppers[1].control), &step, nil)
    #expect(step == 0.25)
    // A stepper that only runs closures keeps its − and + buttons.
    #expect(steppers[2].stepperButtons.count == 2)
    #expect(steppers[2].control == steppers[2].stepperButtons[1])
  }

  @Test func settingTheSpinButtonSetsTheModel() {
    let party = Party()
    let host = GtkTestSupport.host(PartyView(party: party))
    defer { host.close() }
    let spin = host.widgets(.stepper)[0]
    gtk_spin_button_set_value(gtkOpaque(spin.control), 5)
    GtkTestSupport.settle(host)
    #expect(party.guests == 5)
    #expect(labelText(host.widgets(.label)[0]) == "Guests: 5")
    // The spin button's own step: one click on + is one step.
    gtk_spin_button_spin(gtkOpaque(spin.control), GTK_SPIN_STEP_FORWARD, 0)
    GtkTestSupport.settle(host)
    #expect(party.guests == 6)
    // The spin button stops at the stepper's bounds, as the stepper does.
    gtk_spin_button_set_value(gtkOpaque(spin.control), 20)
    GtkTestSupport.settle(host)
    #expect(party.guests == 8)
    #expect(value(host.widgets(.stepper)[0]) == 8)
  }

  @Test func aModelChangeUpdatesTheSpinButtonInPlace() {
    let party = Party()
    let host = GtkTestSupport.host(PartyView(party: party))
    defer { host.close() }
    let spin = host.widgets(.stepper)[0]
    let control = spin.control
    party.guests = 7
    party.volume = 1.75
    GtkTestSupport.settle(host)
    #expect(host.widgets(.stepper)[0] === spin)
    #expect(host.widgets(.stepper)[0].control == control)
    #expect(value(spin) == 7)
    #expect(value(host.widgets(.stepper)[1]) == 1.75)
    #expect(labelText(host.widgets(.label)[0]) == "Guests: 7")
  }

  @Test func aStepperThatChangesFormGetsTheRightWidget() {
    let party = Party()
    let host = GtkTestSupport.host(SwitchingStepper(party: party))
    defer { host.close() }
    #expect(host.widgets(.stepper).map(\.isSpinButton) == [true])
    party.usesNumbers = false
    GtkTestSupport.settle(host)
    #expect(host.widgets(.stepper).map(\.isSpinButton) == [false])
    trellis_emit(host.widgets(.stepper)[0].control, "clicked")
    GtkTestSupport.settle(host)
    #expect(party.guests == 4)
  }

  @Test func theTreeFileGivesASpinButtonsValue() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-spin-tree-\(getpid()).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let host = GtkTestSupport.host(PartyView(party: Party()), treePath: path)
    defer { host.close() }
    GtkTestSupport.settle(host)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let spins = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
      .filter { $0[0] == "spin" }
    #expect(spins.map { $0[7] } == ["3.0", "0.5", "-"])
    #expect(spins.map { $0[8] } == ["Guests", "Volume", "Taps"])
  }
}
