/// How one cell of the screen is drawn, for hosts and tests that look past the plain text.
package struct HostCellStyle: Equatable {
  package var bold = false
  package var italic = false
  package var underline = false
  package var dim = false
  package var inverse = false
}

extension HostCore {
  /// The style of the cell at column `x`, row `y`; `nil` outside the screen.
  package func cellStyle(x: Int, y: Int) -> HostCellStyle? {
    update()
    guard let screen, x >= 0, y >= 0, x < screen.size.width, y < screen.size.height else {
      return nil
    }
    let style = screen[x, y].style
    return HostCellStyle(
      bold: style.bold, italic: style.italic, underline: style.underline, dim: style.dim,
      inverse: style.inverse)
  }
}
