@_spi(TrellisHost) import TrellisUI

/// How the terminal draws a picker's control, in cells: a menu as `[Vanilla ▾]` (its list of
/// options below it while open, the chosen one ticked), segments as `[ S │ M │ L ]`, and
/// radio buttons as rows of `(•) Option` and `( ) Option`.
enum _TerminalPickerGlyphs {
  /// The marker after a menu's value: down while closed, up while its list is open.
  static func menuMarker(isOpen: Bool) -> String { isOpen ? " ▴]" : " ▾]" }
  /// Before each option of an open menu: a tick for the selected ones.
  static func menuRowPrefix(isSelected: Bool) -> String { isSelected ? " ✓ " : "   " }
  /// Before each radio button's text; a dash marks each of a mixed selection's values.
  static func radio(isSelected: Bool, isMixed: Bool) -> String {
    isSelected ? (isMixed ? "(-) " : "(•) ") : "( ) "
  }
  static let segmentSeparator = "│"

  /// The columns and rows the control takes.
  static func size(of picker: _MeasuredPicker) -> (columns: Int, rows: Int) {
    let widths = picker.options.map { _DisplayWidth.of($0) }
    let widest = widths.max() ?? 0
    switch picker.look {
    case .menu:
      let value = max(widest, _DisplayWidth.of(picker.currentValue))
      let columns = 1 + value + 3
      return (columns, 1 + (picker.isOpen ? picker.options.count : 0))
    case .segmented:
      // `[`, each option with a space either side, separators between them, `]`.
      let inner = widths.reduce(0) { $0 + $1 + 2 } + max(0, widths.count - 1)
      return (2 + inner, 1)
    case .inline:
      return (4 + widest, max(1, picker.options.count))
    }
  }

  /// The column ranges of a segmented picker's options, from its first column.
  static func segmentColumns(_ options: [String]) -> [Range<Int>] {
    var x = 1
    var ranges: [Range<Int>] = []
    for option in options {
      let width = _DisplayWidth.of(option) + 2
      ranges.append(x..<(x + width))
      x += width + 1
    }
    return ranges
  }
}
