@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The look a picker is drawn in, whichever `PickerStyle` chose it.
  public enum PickerLook: Equatable, Sendable {
    /// A button showing the selection that opens a menu (`.automatic`, `.menu`,
    /// `.navigationLink`).
    case menu
    /// The options side by side (`.segmented`, `.palette`).
    case segmented
    /// A column of radio buttons (`.inline`, `.radioGroup`, `.wheel`).
    case inline
  }

  /// What each of a picker's options shows, in order; `nil` for any other view.
  public var pickerOptions: [String]? { base.pickerOptions }

  /// The text of the option a picker's selection matches; `nil` when no option matches it,
  /// or when its sources hold different values (see `isMixed`).
  public var selectedOption: String? {
    guard let options = base.pickerOptions, !base.isPickerMixed,
      let index = base.pickerSelection.first
    else { return nil }
    return options[index]
  }

  /// The texts of every option a picker's selection matches: several for sources that hold
  /// different values.
  public var selectedOptions: [String] {
    guard let options = base.pickerOptions else { return [] }
    return base.pickerSelection.map { options[$0] }
  }

  /// What a picker shows for its selection: its `currentValueLabel`, else the selected
  /// option's text; `nil` when nothing is selected.
  public var currentValue: String? { base.pickerCurrentValue }

  /// Whether a picker over several sources shows a mix of their values.
  public var isMixed: Bool { base.isPickerMixed }

  /// The look a picker is drawn in.
  public var pickerLook: PickerLook? {
    switch base.pickerLook {
    case .menu: return .menu
    case .segmented: return .segmented
    case .inline: return .inline
    case nil: return nil
    }
  }

  /// Whether a menu picker's list of options is open (as Enter opens it in the terminal),
  /// or a `Menu`'s list (or the list of the context menu on this view).
  public var isMenuOpen: Bool { base.isPickerMenuOpen || base.menuHolder?.isMenuOpen == true }

  /// Chooses the picker's option that shows `optionText`, as a person picks it: its tag
  /// becomes the selection. Throws when there is no such option, or its tag does not have
  /// the selection's type.
  public func pick(_ optionText: String) throws {
    try run { try base.choosePickerOption(optionText) }
  }

  /// Chooses the picker's option at `index`.
  public func pick(at index: Int) throws { try run { try base.choosePickerOption(at: index) } }

  /// Moves a picker as arrow keys do: the highlight of its open menu, or its selection on
  /// segments and radio buttons, by `steps` options.
  public func movePicker(by steps: Int) throws { try run { try base.adjust(by: steps) } }
}
