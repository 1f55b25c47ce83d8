extension HostElement {
  /// Whether the view is part of a control's label (a button's title text), which the
  /// control shows itself.
  @_spi(TrellisHost) public var isInsideControl: Bool {
    var current = node.parent
    while let ancestor = current {
      if ancestor.control != nil { return true }
      current = ancestor.parent
    }
    return false
  }

  /// Whether a toggle is shown as a switch (`.toggleStyle(.switch)`), not a checkbox.
  @_spi(TrellisHost) public var isSwitch: Bool { node.environment.togglesAreSwitches }

  /// A slider's range and step.
  @_spi(TrellisHost) public var sliderRange: (bounds: ClosedRange<Double>, step: Double?)? {
    if case .slider(_, let range, let step) = node.control { return (range, step) }
    return nil
  }
}
