/// The horizontal or vertical dimension of a layout, such as the direction a scroll view
/// scrolls in.
public enum Axis: Int8, CaseIterable, CustomStringConvertible, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  public var description: String {
    switch self {
    case .horizontal: return "horizontal"
    case .vertical: return "vertical"
    }
  }

  /// A set of axes, such as the axes a scroll view scrolls along: `[.horizontal, .vertical]`.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

extension Axis {
  /// The layout engine's axis.
  package var _axis: _Axis { self == .horizontal ? .horizontal : .vertical }
}

extension Axis.Set {
  /// Whether the set holds the layout engine's `axis`.
  func _contains(_ axis: _Axis) -> Bool {
    contains(axis == .horizontal ? .horizontal : .vertical)
  }
}
