extension _ViewNode {
  /// Whether this is a button whose look is a style's body.
  var isStyledButton: Bool {
    guard case .layout(let layout) = layout, let decorated = layout as? _DecoratedLayout else {
      return false
    }
    return decorated.isStyled
  }

  /// Whether this is a toggle drawn as a button (`.toggleStyle(.button)`).
  var isToggleButton: Bool {
    guard case .layout(let layout) = layout, let decorated = layout as? _DecoratedLayout else {
      return false
    }
    return decorated.isToggleButton
  }

  /// Whether this is a toggle drawn as a switch: `.toggleStyle(.switch)` around it, or a
  /// custom style's body that draws `SwitchToggleStyle` or `Toggle(configuration)` in it.
  var isSwitch: Bool {
    guard case .layout(let layout) = layout, let decorated = layout as? _DecoratedLayout else {
      return false
    }
    return decorated.isSwitch
  }
}

extension HostElement {
  /// Whether the view is part of a control's label (a button's title text), which the
  /// control shows itself. A button drawn by a style of the app's own does not: its body's
  /// views are shown as they are, over it; nor does a slider, whose labels are beside its
  /// track (the track is its widget).
  @_spi(TrellisHost) public var isInsideControl: Bool {
    guard let control = enclosingControl else { return false }
    if case .slider = control.control { return false }
    return !control.isStyledButton
  }

  /// Whether the view is part of the body a button's style draws, shown over the button.
  @_spi(TrellisHost) public var isInsideStyledButton: Bool {
    enclosingControl?.isStyledButton ?? false
  }

  /// Whether this is a button whose look is a style's body (``ButtonStyle`` or
  /// ``PrimitiveButtonStyle`` of the app's own), which the host draws without its own
  /// decoration or title.
  @_spi(TrellisHost) public var isStyledButton: Bool { node.isStyledButton }

  private var enclosingControl: _ViewNode? {
    var current = node.parent
    while let ancestor = current {
      if let control = ancestor.control, !control.isContainer { return ancestor }
      current = ancestor.parent
    }
    return nil
  }

  /// Whether a toggle is shown as a switch (`.toggleStyle(.switch)`), not a checkbox.
  @_spi(TrellisHost) public var isSwitch: Bool { node.isSwitch }

  /// Whether a toggle is shown as a button that stays in while on (`.toggleStyle(.button)`).
  @_spi(TrellisHost) public var isToggleButton: Bool { node.isToggleButton }

  /// A slider's range and step.
  @_spi(TrellisHost) public var sliderRange: (bounds: ClosedRange<Double>, step: Double?)? {
    if case .slider(_, let range, let step, _) = node.control { return (range, step) }
    return nil
  }
}
