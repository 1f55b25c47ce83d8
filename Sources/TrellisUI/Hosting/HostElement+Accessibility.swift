/// What an element is to assistive technologies: its accessibility modifiers' values, with
/// what it shows where none is set. Hosts that speak to assistive technologies read these.
extension HostElement {
  /// The element's name: its `accessibilityLabel`, else the text it shows (an image's: the
  /// words of its symbol's name; an icon-only control's: its label's title or its symbol's
  /// words, ``spokenTitle``).
  @_spi(TrellisHost) public var accessibilityLabel: String {
    node.accessibility.label ?? imageName ?? (node.control != nil ? node.spokenTitle : text)
  }

  /// The element's `accessibilityLabel`, if one was set: hosts whose controls name
  /// themselves otherwise (a field by its placeholder) replace that name only with this.
  @_spi(TrellisHost) public var explicitAccessibilityLabel: String? { node.accessibility.label }

  /// What activating the element does (`accessibilityHint`, or a `help` text).
  @_spi(TrellisHost) public var accessibilityHint: String? { node.accessibility.hint }

  /// The element's value (`accessibilityValue`).
  @_spi(TrellisHost) public var accessibilityValue: String? { node.accessibility.value }

  /// The element's identifier for automation (`accessibilityIdentifier`).
  @_spi(TrellisHost) public var accessibilityIdentifier: String? {
    node.accessibility.identifier
  }

  /// Whether the element is hidden from assistive technologies.
  @_spi(TrellisHost) public var isAccessibilityHidden: Bool {
    node.accessibility.isHidden ?? false
  }

  /// The element's traits: those of its kind (a button, a toggle, static text), with the
  /// ones added and removed by modifiers.
  @_spi(TrellisHost) public var accessibilityTraits: AccessibilityTraits {
    var traits: AccessibilityTraits
    switch kind {
    case .button, .stepper, .menu: traits = .isButton
    // A disclosure's header is a button a person presses to expand or collapse it.
    case .disclosure: traits = .isButton
    // A toggle drawn as a button is a button too; it reads as selected while on.
    case .toggle where node.isToggleButton:
      traits = isOn == true ? [.isButton, .isToggle, .isSelected] : [.isButton, .isToggle]
    case .toggle: traits = .isToggle
    case .textField, .secureField, .slider, .picker, .gauge, .tabBar, .list: traits = []
    // A progress view's value changes on its own, as VoiceOver is told of one.
    case .progressView: traits = .updatesFrequently
    case .other where typeName == "Text": traits = .isStaticText
    case .other where imageName != nil: traits = .isImage
    case .other: traits = []
    }
    // What a selected row of a selecting list shows reads as selected.
    if isRowSelected { traits.insert(.isSelected) }
    let properties = node.accessibility
    traits.formUnion(properties.addedTraits)
    traits.subtract(properties.removedTraits)
    return traits
  }

  /// The names of the actions the element offers (`accessibilityAction(named:_:)` and the
  /// kinds of the others), in the order set.
  @_spi(TrellisHost) public var accessibilityActionNames: [String] {
    node.accessibility.actions.map(\.kind.name)
  }

  /// Runs the element's accessibility action named `name`; returns whether it had one.
  @_spi(TrellisHost) @discardableResult
  public func performAccessibilityAction(named name: String) -> Bool {
    guard let action = node.accessibility.actions.first(where: { $0.kind.name == name }) else {
      return false
    }
    action.handler()
    return true
  }
}
