@_spi(TrellisHost) import TrellisUI

/// A picker's control in cells (see `_TerminalPickerGlyphs`): the focused picker's menu
/// button, its segments' brackets or its selected radio button in reverse video.
extension _TerminalRenderer {
  static func drawPicker(
    _ picker: _PickerItem, _ control: _ControlItem, in bounds: _CellRect,
    canvas: inout _Canvas
  ) {
    let base = _Canvas.Style(dim: !control.isEnabled)
    switch picker.look {
    case .menu:
      drawMenu(picker, control, base: base, in: bounds, canvas: &canvas)
    case .segmented:
      var frame = base
      frame.inverse = control.isFocused
      frame.bold = control.isFocused
      canvas.draw("[", x: bounds.x, y: bounds.y, style: frame)
      let ranges = _TerminalPickerGlyphs.segmentColumns(picker.options)
      for (index, option) in picker.options.enumerated() {
        let range = ranges[index]
        var style = base
        if picker.selected.contains(index) {
          style.inverse = true
          style.bold = true
        }
        canvas.draw(
          " " + option + " ", x: bounds.x + range.lowerBound, y: bounds.y,
          maxWidth: max(0, bounds.maxX - 1 - (bounds.x + range.lowerBound)), style: style)
        if index < picker.options.count - 1 {
          canvas.draw(
            _TerminalPickerGlyphs.segmentSeparator, x: bounds.x + range.upperBound,
            y: bounds.y, style: frame)
        }
      }
      canvas.draw("]", x: bounds.maxX - 1, y: bounds.y, style: frame)
    case .inline:
      // Focus shows on the selected radio button, or the first when none is.
      let focusedRow = control.isFocused ? (picker.selected.first ?? 0) : nil
      for (index, option) in picker.options.enumerated() where index < bounds.height {
        var marker = base
        if index == focusedRow { marker.inverse = true }
        let radio = _TerminalPickerGlyphs.radio(
          isSelected: picker.selected.contains(index), isMixed: picker.isMixed)
        let y = bounds.y + index
        let markerWidth = canvas.draw(
          radio.dropLast(), x: bounds.x, y: y, maxWidth: bounds.width, style: marker)
        canvas.draw(
          option, x: bounds.x + markerWidth + 1, y: y,
          maxWidth: max(0, bounds.width - markerWidth - 1), style: base)
      }
    }
  }

  /// A menu's button, `[Vanilla ▾]`, and while it is open, its options below it: the
  /// selected ones ticked, the one the keyboard is on in reverse video.
  private static func drawMenu(
    _ picker: _PickerItem, _ control: _ControlItem, base: _Canvas.Style, in bounds: _CellRect,
    canvas: inout _Canvas
  ) {
    var button = base
    button.inverse = control.isFocused && picker.highlighted == nil
    let isOpen = picker.highlighted != nil
    let marker = _TerminalPickerGlyphs.menuMarker(isOpen: isOpen)
    let row = _CellRect(x: bounds.x, y: bounds.y, width: bounds.width, height: 1)
    canvas.fill(row, with: " ", style: button)
    canvas.draw("[", x: bounds.x, y: bounds.y, style: button)
    let markerWidth = _DisplayWidth.of(marker)
    canvas.draw(
      picker.currentValue, x: bounds.x + 1, y: bounds.y,
      maxWidth: max(0, bounds.width - 1 - markerWidth), style: button)
    canvas.draw(marker, x: bounds.maxX - markerWidth, y: bounds.y, style: button)
    guard let highlighted = picker.highlighted else { return }
    for (index, option) in picker.options.enumerated() where index + 1 < bounds.height {
      var style = base
      style.inverse = index == highlighted
      let y = bounds.y + 1 + index
      canvas.fill(
        _CellRect(x: bounds.x, y: y, width: bounds.width, height: 1), with: " ", style: style)
      let prefix = _TerminalPickerGlyphs.menuRowPrefix(
        isSelected: picker.selected.contains(index))
      let width = canvas.draw(prefix, x: bounds.x, y: y, maxWidth: bounds.width, style: style)
      canvas.draw(
        option, x: bounds.x + width, y: y, maxWidth: max(0, bounds.width - width), style: style)
    }
  }
}
