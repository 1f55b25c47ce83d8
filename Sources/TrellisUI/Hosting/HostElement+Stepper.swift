extension HostElement {
  /// The value of a stepper over a number (`Stepper(value:in:step:)`), for a host that shows
  /// it in a numeric control; `nil` for other views and for steppers that only run closures.
  @_spi(TrellisHost) public var stepperValue: Double? { stepperDescription?.value }

  /// The bounds of a stepper over a number; `nil` when it has none (or is no such stepper).
  @_spi(TrellisHost) public var stepperRange: ClosedRange<Double>? { stepperDescription?.range }

  /// How much each press of a stepper over a number changes it.
  @_spi(TrellisHost) public var stepperStep: Double? { stepperDescription?.step }

  /// Sets the value of a stepper over a number, as typing it into a spin button does: kept
  /// within the stepper's bounds and rounded for integer values. Steps are not enforced,
  /// as on Apple's platforms, where the value need not be a multiple of the step.
  @_spi(TrellisHost) public func setStepperValue(_ newValue: Double) throws {
    guard let description = stepperDescription else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a stepper over a number")
    }
    try checkUsable("\(typeName) \"\(text)\"")
    description.set(newValue)
  }

  private var stepperDescription: _StepperValue? {
    if case .stepper(_, _, let value) = node.control { return value }
    return nil
  }
}

extension _ViewNode {
  /// The number this stepper steps, as its display item shows it; `nil` for a stepper
  /// that runs closures, and for any other view.
  var steppedNumber: _SteppedNumber? {
    guard case .stepper(_, _, let value?) = control else { return nil }
    return _SteppedNumber(value: value.value, range: value.range, step: value.step)
  }
}
