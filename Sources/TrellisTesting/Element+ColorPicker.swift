import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The colour a colour picker shows (its binding's), as red, green, blue and opacity
  /// from 0 to 1; `nil` for other views.
  public var shownColor: (red: Double, green: Double, blue: Double, opacity: Double)? {
    base.colorPickerSelection.map { ($0.red, $0.green, $0.blue, $0.opacity) }
  }

  /// Chooses `color` in a colour picker, as a person does in its popover: the binding is
  /// written, made opaque when the picker does not support opacity.
  public func pickColor(_ color: Color) throws { try run { try base.pickColor(color) } }
}

extension ViewHost {
  /// The swatch of the colour picker titled `title` (the string or key it was made with);
  /// throws if there is none, or several.
  public func colorPicker(_ title: String) throws -> Element {
    let found = elements.filter { $0.base.isColorPickerSwatch && $0.base.colorPickerTitle == title }
    guard found.count == 1 else {
      if found.isEmpty { throw ViewHostError.notFound("a colour picker titled \"\(title)\"") }
      throw ViewHostError.ambiguous("a colour picker titled \"\(title)\"", count: found.count)
    }
    return found[0]
  }

  /// The swatch of the colour picker at `index` in reading order (any label).
  public func colorPicker(at index: Int) throws -> Element {
    let found = elements.filter { $0.base.isColorPickerSwatch }
    guard found.indices.contains(index) else {
      throw ViewHostError.notFound("a colour picker at \(index)")
    }
    return found[index]
  }
}
