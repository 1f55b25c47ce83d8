/// Sizes and positions in the host's units (terminal cells for the terminal and headless
/// hosts). SwiftUI code speaks in points; ``_Points`` converts.
struct _Size: Hashable, CustomStringConvertible {
  var width: Int
  var height: Int
  static let zero = _Size(width: 0, height: 0)
  var description: String { "\(width)x\(height)" }
}

/// What a parent offers a child: a width and a height, each possibly unspecified (`nil`),
/// meaning "your ideal size".
struct _ProposedSize: Hashable {
  var width: Int?
  var height: Int?
  static let unspecified = _ProposedSize(width: nil, height: nil)
  static let zero = _ProposedSize(width: 0, height: 0)
  /// A proposal larger than any screen, to learn how far a view can grow.
  static let infinity = _ProposedSize(width: _ProposedSize.huge, height: _ProposedSize.huge)
  static let huge = 1 << 24

  subscript(axis: _Axis) -> Int? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

struct _Point: Hashable {
  var x: Int
  var y: Int
}

struct _Rect: Hashable, CustomStringConvertible {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  static let zero = _Rect(x: 0, y: 0, width: 0, height: 0)
  var size: _Size { _Size(width: width, height: height) }
  var maxX: Int { x + width }
  var maxY: Int { y + height }
  var description: String { "(\(x),\(y) \(width)x\(height))" }

  func contains(_ point: _Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// The smallest rectangle holding both.
  func union(_ other: _Rect) -> _Rect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return _Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  func intersection(_ other: _Rect) -> _Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return _Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }
}

enum _Axis: Hashable {
  case horizontal
  case vertical
  var other: _Axis { self == .horizontal ? .vertical : .horizontal }
}

extension _Size {
  subscript(axis: _Axis) -> Int {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

/// Converts SwiftUI's points into cells: a column is about 8 points wide and a row about 16
/// points tall, so `.padding()` (16 pt) is 2 columns and 1 row, and a 540 x 300 pt minimum
/// frame is about 68 x 19 cells.
enum _Points {
  static let perColumn = 8.0
  static let perRow = 16.0

  static func columns(_ points: Double) -> Int {
    guard points.isFinite else { return points > 0 ? _ProposedSize.huge : 0 }
    return Int((points / perColumn).rounded())
  }

  static func rows(_ points: Double) -> Int {
    guard points.isFinite else { return points > 0 ? _ProposedSize.huge : 0 }
    return Int((points / perRow).rounded())
  }

  static func cells(_ points: Double, along axis: _Axis) -> Int {
    axis == .horizontal ? columns(points) : rows(points)
  }
}
