import Foundation
@_spi(TrellisHost) import TrellisUI

extension _PixelGrid {
  /// The terminal's pixel: a cell, 8 points wide and 16 high.
  static let terminal = _PixelGrid(pixel: CGSize(width: 8, height: 16))

  /// A rectangle in whole pixels: for the terminal, its cells.
  func cells(_ rect: CGRect) -> _CellRect {
    _CellRect(
      x: count(rect.minX, along: .horizontal), y: count(rect.minY, along: .vertical),
      width: count(rect.width, along: .horizontal), height: count(rect.height, along: .vertical))
  }

  func points(_ rect: _CellRect) -> CGRect {
    CGRect(
      x: length(rect.x, along: .horizontal), y: length(rect.y, along: .vertical),
      width: length(rect.width, along: .horizontal), height: length(rect.height, along: .vertical))
  }
}
