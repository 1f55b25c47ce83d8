import Foundation

/// What hosts read from a picker and do with it: its options, its selection, choosing one,
/// and the menu a host that draws it itself (the terminal) opens below it.
extension HostElement {
  /// The picker's selection and look, if this is a picker.
  private var pickerControl: (selection: _PickerSelection, look: _PickerLook)? {
    if case .picker(let selection, let look) = node.control { return (selection, look) }
    return nil
  }

  private var resolvedPicker: _PickerResolution? {
    pickerControl.map { node.resolvePicker($0.selection) }
  }

  /// What each of a picker's options shows, in order; `nil` for any other view.
  @_spi(TrellisHost) public var pickerOptions: [String]? {
    resolvedPicker?.options.map(\.text)
  }

  /// The options a picker's selection matches: one, none (no tag matches it), or several
  /// (sources whose values differ).
  @_spi(TrellisHost) public var pickerSelection: [Int] { resolvedPicker?.selected ?? [] }

  /// Whether a picker's sources hold different values.
  @_spi(TrellisHost) public var isPickerMixed: Bool { resolvedPicker?.isMixed ?? false }

  /// The look a picker is drawn in.
  @_spi(TrellisHost) public var pickerLook: _PickerLook? { pickerControl?.look }

  /// What a picker shows for its selection: the current value label's text, the selected
  /// option's, or `nil` when nothing (or a mix) is selected.
  @_spi(TrellisHost) public var pickerCurrentValue: String? {
    guard case .layout(let layout) = node.layout, let picker = layout as? _PickerLayout else {
      return nil
    }
    let item = picker.item(node)
    return item.isMixed || (item.selected.isEmpty && item.currentValue.isEmpty)
      ? nil : item.currentValue
  }

  /// Chooses a picker's option at `index`: its tag becomes the selection (of every source).
  /// An option without a tag of the selection's type cannot be chosen.
  @_spi(TrellisHost) public func choosePickerOption(at index: Int) throws {
    guard let (selection, _) = pickerControl, let resolution = resolvedPicker else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a picker")
    }
    try checkUsable("Picker \"\(text)\"")
    guard resolution.options.indices.contains(index) else {
      throw ActionError.notApplicable(
        "Picker \"\(text)\" has \(resolution.options.count) options, not one at \(index)")
    }
    let option = resolution.options[index]
    guard let tag = option.tag, selection.accepts(tag), selection.write(tag.value) else {
      throw ActionError.notApplicable(
        "the option \"\(option.text)\" of Picker \"\(text)\" has no tag of the selection's "
          + "type \(selection.valueType)")
    }
    closePickerMenu()
  }

  /// Chooses the picker's option that shows `optionText`.
  @_spi(TrellisHost) public func choosePickerOption(_ optionText: String) throws {
    guard let options = pickerOptions else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a picker")
    }
    guard let index = options.firstIndex(of: optionText) else {
      throw ActionError.notApplicable(
        "Picker \"\(text)\" has no option \"\(optionText)\"; it has \(options)")
    }
    try choosePickerOption(at: index)
  }

  /// Whether a picker's menu is open (in a host that draws the menu itself).
  @_spi(TrellisHost) public var isPickerMenuOpen: Bool {
    pickerControl?.look == .menu
      && node.existingModifierState(_PickerState.self)?.highlighted != nil
  }

  /// The option the keyboard is on in an open menu.
  @_spi(TrellisHost) public var pickerHighlight: Int? {
    isPickerMenuOpen ? node.pickerState.highlighted : nil
  }

  /// Opens a menu picker's list of options below it, on the selected option (or the first).
  @_spi(TrellisHost) public func openPickerMenu() throws {
    guard pickerControl?.look == .menu, let resolution = resolvedPicker else {
      throw ActionError.notApplicable("\(typeName) \"\(text)\" is not a menu picker")
    }
    try checkUsable("Picker \"\(text)\"")
    guard !resolution.options.isEmpty else { return }
    setHighlight(resolution.selected.first ?? 0)
  }

  /// Closes a picker's open menu without choosing.
  @_spi(TrellisHost) public func closePickerMenu() {
    guard isPickerMenuOpen else { return }
    setHighlight(nil)
  }

  private func setHighlight(_ index: Int?) {
    node.pickerState.highlighted = index
    // The menu's rows change the picker's size: lay it out again.
    node.markLayoutChanged(.layout)
    core.layout(followingChanges: true)
  }

  /// A tap on a picker: opens its menu, or chooses the option the keyboard is on in the
  /// open menu. A segmented or inline picker is chosen from by option, not tapped.
  func tapPicker(_ look: _PickerLook) throws {
    try checkUsable("Picker \"\(text)\"")
    guard look == .menu else {
      throw ActionError.notApplicable(
        "Picker \"\(text)\" shows its options; choose one with choosePickerOption")
    }
    if let highlighted = pickerHighlight {
      try choosePickerOption(at: highlighted)
    } else {
      try openPickerMenu()
    }
  }

  /// Arrow keys on a picker: in an open menu, move the highlight; on segments or radio
  /// buttons, choose the neighbouring option (staying at the ends).
  func movePicker(by steps: Int) throws {
    guard let resolution = resolvedPicker, let look = pickerLook else { return }
    try checkUsable("Picker \"\(text)\"")
    let count = resolution.options.count
    guard count > 0 else { return }
    if let highlighted = pickerHighlight {
      setHighlight(min(count - 1, max(0, highlighted + steps)))
      return
    }
    guard look != .menu else { return }
    let from = resolution.selected.first ?? (steps > 0 ? -1 : count)
    let to = min(count - 1, max(0, from + steps))
    if to != from { try choosePickerOption(at: to) }
  }
}
