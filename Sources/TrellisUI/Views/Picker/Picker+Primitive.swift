extension Picker: _PrimitiveView {
  /// The label, then the options (never placed: the picker draws what they show), then the
  /// view a menu shows for the selection, if there is one.
  func _children(in context: _ChildContext) -> _Children {
    var children = [
      _Child(id: .index(0), view: label._controlLabel(in: context.environment)),
      _Child(id: .index(1), view: content),
    ]
    if let currentValueLabel { children.append(_Child(id: .index(2), view: currentValueLabel)) }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _PickerLayout(
        selection: source.erased, look: node.environment.pickerStyle.look,
        hasCurrentValueLabel: currentValueLabel != nil))
  }

  func _control(node: _ViewNode) -> _Control? {
    .picker(source.erased, look: node.environment.pickerStyle.look)
  }
}

/// The looks every host draws a picker in (see ``PickerStyle``).
@_spi(TrellisHost) public enum _PickerLook: Hashable, Sendable {
  /// A button showing the selection that opens a menu of the options.
  case menu
  /// The options side by side, the selected one highlighted.
  case segmented
  /// The options one under another as radio buttons.
  case inline
}

/// A picker's control as its host draws it.
@_spi(TrellisHost) public struct _PickerItem: Equatable, Sendable {
  @_spi(TrellisHost) public var look: _PickerLook
  /// What each option shows.
  @_spi(TrellisHost) public var options: [String]
  /// The options the selection matches.
  @_spi(TrellisHost) public var selected: [Int]
  /// Whether the picker's sources hold different values.
  @_spi(TrellisHost) public var isMixed: Bool
  /// What a menu shows for the selection: the selected option's text, the current value
  /// label's, a dash when mixed, or nothing.
  @_spi(TrellisHost) public var currentValue: String
  /// The option the keyboard is on while a menu the host draws itself is open.
  @_spi(TrellisHost) public var highlighted: Int?

  /// The picker as the host measures it.
  var measured: _MeasuredPicker {
    _MeasuredPicker(
      look: look, options: options, currentValue: currentValue, isOpen: highlighted != nil)
  }
}
