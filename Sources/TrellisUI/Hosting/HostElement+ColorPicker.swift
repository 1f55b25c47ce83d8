import Foundation

extension HostElement {
  /// The colour picker this element is (its swatch button) or is in, if any.
  private var colorPicker: (any _ColorPickerMarker)? {
    var current: _ViewNode? = node
    while let candidate = current {
      if let picker = candidate.view as? any _ColorPickerMarker { return picker }
      current = candidate.parent
    }
    return nil
  }

  /// Whether the element is a colour picker's swatch (the control that opens it).
  @_spi(TrellisHost) public var isColorPickerSwatch: Bool {
    kind == .button && node.isInColorPickerBody
  }

  /// The colour a colour picker's binding holds, as its components (0 to 1); `nil` for
  /// other views.
  @_spi(TrellisHost) public var colorPickerSelection: HostColor? {
    guard let picker = colorPicker else { return nil }
    let parts = _ColorComponents(picker._selectedColor)
    return HostColor(red: parts.red, green: parts.green, blue: parts.blue, opacity: parts.opacity)
  }

  /// The title of the colour picker (its string or key), if it was given one.
  @_spi(TrellisHost) public var colorPickerTitle: String? { colorPicker?._title }

  /// Whether the element stands for the host's own colour well (a host whose metrics give
  /// ``_HostMetrics/nativeColorWell`` shows a colour picker's control with a widget of its own
  /// there).
  @_spi(TrellisHost) public var isColorWell: Bool { node.view is _ColorWell }

  /// Whether the colour picker lets a person choose a colour that is not opaque; `nil` for
  /// other views.
  @_spi(TrellisHost) public var colorPickerSupportsOpacity: Bool? {
    colorPicker?._supportsOpacity
  }

  /// What names the colour picker: its title, else the text of its label's views; `nil` for
  /// other views.
  @_spi(TrellisHost) public var colorPickerName: String? {
    var current: _ViewNode? = node
    while let candidate = current {
      if let picker = candidate.view as? any _ColorPickerMarker {
        if let title = picker._title { return title }
        let label = candidate.firstDescendant(where: { $0.view is any _ColorPickerLabelMarker })
        return label?.textContent ?? ""
      }
      current = candidate.parent
    }
    return nil
  }

  /// Chooses `color` in the colour picker, as a person choosing it in its popover does:
  /// written to the binding, opaque unless the picker supports opacity.
  @_spi(TrellisHost) public func pickColor(_ color: Color) throws {
    guard let picker = colorPicker else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a colour picker")
    }
    try checkUsable("ColorPicker")
    picker._choose(color)
  }
}

extension _ViewNode {
  /// Whether the node is the swatch button of a colour picker's own body (not a button in
  /// its popover's panel, which is presented within the picker too).
  fileprivate var isInColorPickerBody: Bool {
    var current: _ViewNode? = parent
    while let candidate = current {
      if candidate.view is any _PopoverMarker { return false }
      if candidate.view is any _ColorPickerMarker { return true }
      current = candidate.parent
    }
    return false
  }
}
