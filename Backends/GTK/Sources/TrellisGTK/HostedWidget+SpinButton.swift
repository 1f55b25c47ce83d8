import CGtk
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A stepper over a number, shown as a `GtkSpinButton` beside its title: the spin button's
/// range, step and digits come from the stepper; a change a person makes sets the stepper's
/// value, and a change of the model sets the spin button's.
extension HostedWidget {
  /// How a spin button was configured, to change only what differs.
  struct SpinConfiguration: Equatable {
    var range: ClosedRange<Double>
    var step: Double
    var digits: UInt32
    /// Room for the widest value it shows, in characters.
    var widthChars: Int32
  }

  /// Bounds for a stepper without any: wide, yet integers in them are exact as doubles.
  private static let unbounded = -1e15...1e15

  /// The number the stepper's item shows.
  private var shownNumber: _SteppedNumber? {
    guard case .stepper(let number)? = shownControl?.kind else { return nil }
    return number
  }

  /// Makes the spin button; its configuration and value are applied by the first update.
  static func makeSpinButton() -> GtkWidgetPointer {
    let spin = gtk_spin_button_new_with_range(0, 1, 1)!
    gtk_spin_button_set_numeric(gtkOpaque(spin), 1)
    gtk_widget_set_valign(spin, GTK_ALIGN_CENTER)
    return spin
  }

  /// The spin button's configuration for the element's stepper now.
  func spinConfiguration() -> SpinConfiguration {
    let number = shownNumber
    let range = number?.range ?? Self.unbounded
    let step = number.flatMap { $0.step > 0 ? $0.step : nil } ?? 1
    let value = number?.value ?? 0
    let digits = [step, range.lowerBound, value].map(Self.decimals).max() ?? 0
    // Room for the bounds, or for the value when there are none; the layout gives the
    // stepper few cells beside its title, so a title too long for the rest is cut short.
    let shown = number?.range.map { [$0.lowerBound, $0.upperBound] } ?? [value]
    let widest = shown.map { String(format: "%.*f", digits, $0).count }.max() ?? 1
    return SpinConfiguration(
      range: range, step: step,
      digits: UInt32(digits), widthChars: Int32(min(8, max(2, widest))))
  }

  /// Brings the spin button to the stepper's configuration and value; the handlers are
  /// blocked meanwhile, so none of this reports back as a person's change.
  func updateSpinButton() {
    let spin = gtkOpaque(control)
    let configuration = spinConfiguration()
    if appliedSpin != configuration {
      gtk_spin_button_set_digits(spin, configuration.digits)
      gtk_editable_set_width_chars(spin, configuration.widthChars)
      gtk_spin_button_set_increments(spin, configuration.step, configuration.step)
      gtk_spin_button_set_range(
        spin, configuration.range.lowerBound, configuration.range.upperBound)
      appliedSpin = configuration
    }
    let value = shownNumber?.value ?? 0
    if gtk_spin_button_get_value(spin) != value { gtk_spin_button_set_value(spin, value) }
  }

  /// The value a person gave the spin button (a click on + or −, a typed number, an arrow
  /// key) goes to the stepper, unless it is the stepper's value already.
  static let onSpun: SignalHandler = { _, context in
    perform(context) { hosted in
      let value = gtk_spin_button_get_value(gtkOpaque(hosted.control))
      if hosted.element.stepperValue != value { try hosted.element.setStepperValue(value) }
    }
  }

  /// How many decimal places show `number` (up to six): 0 for integers, 2 for 0.25.
  private static func decimals(_ number: Double) -> Int {
    var scaled = abs(number)
    for places in 0..<6 {
      if (scaled - scaled.rounded()).magnitude < 1e-9 * max(1, scaled) { return places }
      scaled *= 10
    }
    return 6
  }
}
