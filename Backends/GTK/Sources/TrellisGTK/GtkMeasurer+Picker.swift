import CGtk
@_spi(TrellisHost) import TrellisUI

/// A picker's control is measured as GTK draws it: the host's own widget for its look,
/// filled with its options, measured once per look and options (until the desktop's font or
/// text scale changes).
extension GtkMeasurer {
  func size(of picker: _MeasuredPicker) -> CGSize {
    var key = picker
    // GTK's drop-down opens a popover of its own: whether the terminal's list is open does
    // not change its size; its button is as wide as its widest option.
    key.isOpen = false
    key.currentValue = ""
    if let known = pickerSizes[key] { return known }
    let control = HostedWidget.makePickerControl(picker.look)
    _ = HostedWidget.fillPicker(control, options: picker.options, look: picker.look)
    let size = measureInProbe(control)
    pickerSizes[key] = size
    return size
  }
}
