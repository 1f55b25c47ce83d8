import Foundation

extension _PixelGrid {
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

extension _LayoutEngine {
  /// The frame of `node` in whole host pixels (for the terminal, its cells).
  func cellFrame(of node: _ViewNode) -> _CellRect? { frame(of: node).map(grid.cells) }
}
