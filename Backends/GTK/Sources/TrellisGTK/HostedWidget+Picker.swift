import CGtk
import CTrellisGTKShim
import Foundation
@_spi(TrellisHost) import TrellisUI

/// A picker shown with GTK's own widgets beside its title: a `GtkDropDown` of its options'
/// texts for the menu look, linked `GtkToggleButton`s for segments, grouped
/// `GtkCheckButton`s (radio buttons) for the inline look. A choice a person makes sets the
/// picker's selection; a change of the model selects the matching option.
extension HostedWidget {
  /// The widget that shows `look`'s options (empty until ``fillPicker(_:options:look:)``).
  static func makePickerControl(_ look: _PickerLook) -> GtkWidgetPointer {
    let made: GtkWidgetPointer
    switch look {
    case .menu:
      made = gtk_drop_down_new(nil, nil)!
    case .segmented:
      made = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
      gtk_widget_add_css_class(made, "linked")
    case .inline:
      made = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
    }
    gtk_widget_set_valign(made, look == .inline ? GTK_ALIGN_START : GTK_ALIGN_CENTER)
    return made
  }

  /// Gives a picker's control `options`: a new string list for a drop-down, new buttons
  /// (returned, in order) in a box. The box's old buttons are removed first.
  static func fillPicker(
    _ control: GtkWidgetPointer, options: [String], look: _PickerLook,
    replacing old: [GtkWidgetPointer] = []
  ) -> [GtkWidgetPointer] {
    if look == .menu {
      let list = gtk_string_list_new(nil)!
      for option in options { gtk_string_list_append(list, option) }
      gtk_drop_down_set_model(gtkOpaque(control), list)
      g_object_unref(UnsafeMutableRawPointer(list))
      return []
    }
    for button in old { gtk_box_remove(gtkCast(control), button) }
    var buttons: [GtkWidgetPointer] = []
    for option in options {
      let button: GtkWidgetPointer
      if look == .segmented {
        button = gtk_toggle_button_new_with_label(option)!
      } else {
        button = gtk_check_button_new_with_label(option)!
        // Grouped with the first, check buttons are drawn and read as radio buttons.
        if let first = buttons.first {
          gtk_check_button_set_group(gtkCast(button), gtkCast(first))
        }
      }
      gtk_widget_set_focus_on_click(button, 0)
      gtk_box_append(gtkCast(control), button)
      buttons.append(button)
    }
    return buttons
  }

  /// Brings the picker's options and selection up to date; new buttons show the selection
  /// before their handlers are connected, so that none of it reports back as a choice.
  func updatePicker() {
    guard case .picker(let picker)? = shownControl?.kind else { return }
    let look = picker.look
    let options = picker.options
    let selected = picker.isMixed ? [] : picker.selected
    if appliedPickerOptions != options {
      for button in pickerButtons { trellis_disconnect_handlers(button, context) }
      pickerButtons = Self.fillPicker(
        control, options: options, look: look, replacing: pickerButtons)
      appliedPickerOptions = options
      for (index, button) in pickerButtons.enumerated() {
        setActive(button, selected.contains(index))
        connect(UnsafeMutableRawPointer(button), "toggled", Self.onPickerButton, context)
      }
    }
    if look == .menu {
      let position = selected.first.map(UInt32.init) ?? UInt32.max
      if gtk_drop_down_get_selected(gtkOpaque(control)) != position {
        gtk_drop_down_set_selected(gtkOpaque(control), position)
      }
    } else {
      for (index, button) in pickerButtons.enumerated() {
        setActive(button, selected.contains(index))
      }
    }
  }

  private func setActive(_ button: GtkWidgetPointer, _ isActive: Bool) {
    if kind == .segmented {
      if (gtk_toggle_button_get_active(gtkCast(button)) != 0) != isActive {
        gtk_toggle_button_set_active(gtkCast(button), isActive ? 1 : 0)
      }
    } else if (gtk_check_button_get_active(gtkCast(button)) != 0) != isActive {
      gtk_check_button_set_active(gtkCast(button), isActive ? 1 : 0)
    }
  }

  /// The option a person chose in the drop-down becomes the selection.
  static let onDropDownSelected: NotifyHandler = { _, _, context in
    perform(context) { hosted in
      let position = gtk_drop_down_get_selected(gtkOpaque(hosted.control))
      guard position != UInt32.max else { return }
      let index = Int(position)
      if hosted.element.pickerSelection != [index] {
        try hosted.element.choosePickerOption(at: index)
      }
    }
  }

  /// A segment or radio button turned on chooses its option; one turned off by a click
  /// changes nothing (the next render turns it back on while it is the selection).
  private static let onPickerButton: SignalHandler = { button, context in
    perform(context) { hosted in
      guard
        let index = hosted.pickerButtons.firstIndex(where: {
          UnsafeMutableRawPointer($0) == button
        })
      else { return }
      let raw = hosted.pickerButtons[index]
      let isActive =
        hosted.kind == .segmented
        ? gtk_toggle_button_get_active(gtkCast(raw)) != 0
        : gtk_check_button_get_active(gtkCast(raw)) != 0
      if isActive, hosted.element.pickerSelection != [index] {
        try hosted.element.choosePickerOption(at: index)
      }
    }
  }
}
