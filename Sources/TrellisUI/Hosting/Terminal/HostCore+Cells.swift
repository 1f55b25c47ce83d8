/// How one cell of the screen is drawn, for hosts and tests that look past the plain text.
@_spi(TrellisHost) public struct HostCellStyle: Equatable {
  @_spi(TrellisHost) public var bold = false
  @_spi(TrellisHost) public var italic = false
  @_spi(TrellisHost) public var underline = false
  @_spi(TrellisHost) public var dim = false
  @_spi(TrellisHost) public var inverse = false
}

extension HostCore {
  /// The style of the cell at column `x`, row `y`; `nil` outside the screen.
  @_spi(TrellisHost) public func cellStyle(x: Int, y: Int) -> HostCellStyle? {
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
