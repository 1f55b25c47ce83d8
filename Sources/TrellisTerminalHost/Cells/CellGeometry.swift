@_spi(TrellisHost) import TrellisUI

/// Sizes and positions in terminal cells, where the cell canvas draws. Layout works in
/// points; the terminal renderer converts its frames with ``_PixelGrid/cells(_:)``.
struct _CellSize: Hashable, CustomStringConvertible {
  var width: Int
  var height: Int
  static let zero = _CellSize(width: 0, height: 0)
  var description: String { "\(width)x\(height)" }
}

struct _CellPoint: Hashable {
  var x: Int
  var y: Int
}

struct _CellRect: Hashable, CustomStringConvertible {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  static let zero = _CellRect(x: 0, y: 0, width: 0, height: 0)
  var size: _CellSize { _CellSize(width: width, height: height) }
  var maxX: Int { x + width }
  var maxY: Int { y + height }
  var description: String { "(\(x),\(y) \(width)x\(height))" }

  func contains(_ point: _CellPoint) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The rectangle's row `index` (0 is its top), one cell high.
  func row(_ index: Int) -> _CellRect { _CellRect(x: x, y: y + index, width: width, height: 1) }

  /// The smallest rectangle holding both.
  func union(_ other: _CellRect) -> _CellRect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return _CellRect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  func intersection(_ other: _CellRect) -> _CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return _CellRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }
}
