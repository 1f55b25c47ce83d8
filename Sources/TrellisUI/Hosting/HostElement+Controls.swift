extension _ViewNode {
  /// Whether this is a button whose look is a style's body.
  var isStyledButton: Bool {
    guard case .layout(let layout) = layout, let decorated = layout as? _DecoratedLayout else {
      return false
    }
    return decorated.isStyled
  }

  /// Whether a host whose button draws its own title shows this button's (or navigation
  /// link's) label as views of their own over it: a style's body, or a label with a
  /// picture in it (an image from resources, a shape, a colour, a canvas), which no title
  /// can show. A label of text and a symbol is still the button's own title and icon.
  var drawsLabelViews: Bool {
    guard case .layout(let layout) = layout else { return false }
    if let decorated = layout as? _DecoratedLayout {
      if decorated.isStyled { return true }
      guard decorated.control == .button, !decorated.isToggleButton else { return false }
    } else if !(layout is _NavigationLinkLayout) {
      return false
    }
    return firstDescendant(where: \.drawsPicture) != nil
  }

  /// Whether this view draws a picture rather than text: an image from resources, a shape,
  /// a colour or gradient used as a view, a canvas.
  private var drawsPicture: Bool {
    guard case .layout(let layout) = layout else { return false }
    return layout is _BitmapLayout || layout is _ShapeLayout || layout is _FillLayout
      || layout is _CanvasLayout
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
  /// control shows itself. A button drawn by a style of the app's own does not, nor one
  /// whose label has a picture: their label's views are shown as they are, over it; nor
  /// does a slider, whose labels are beside its track (the track is its widget).
  @_spi(TrellisHost) public var isInsideControl: Bool {
    guard let control = enclosingControl else { return false }
    if case .slider = control.control { return false }
    return !control.drawsLabelViews
  }

  /// Whether the view is part of a button's label shown over the button by views of its
  /// own (a style's body, or a label with a picture): clicks go through it to the button,
  /// which is named by it.
  @_spi(TrellisHost) public var isInsideDrawnLabel: Bool {
    enclosingControl?.drawsLabelViews ?? false
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
