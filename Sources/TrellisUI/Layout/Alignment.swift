/// Where views line up across a vertical stack's width.
public struct HorizontalAlignment: Equatable, Sendable {
  let position: Int  // 0 leading, 1 centre, 2 trailing
  public static let leading = HorizontalAlignment(position: 0)
  public static let center = HorizontalAlignment(position: 1)
  public static let trailing = HorizontalAlignment(position: 2)
  public static let listRowSeparatorLeading = leading
  public static let listRowSeparatorTrailing = trailing
}

/// Where views line up across a horizontal stack's height.
public struct VerticalAlignment: Equatable, Sendable {
  let position: Int  // 0 top, 1 centre, 2 bottom
  public static let top = VerticalAlignment(position: 0)
  public static let center = VerticalAlignment(position: 1)
  public static let bottom = VerticalAlignment(position: 2)
  /// Text baselines are a row's top line in a cell grid.
  public static let firstTextBaseline = top
  public static let lastTextBaseline = bottom
}

/// An alignment in both directions.
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Offsets a child of `length` inside `space` by an alignment position (0, 1 or 2).
func _aligned(_ length: Int, in space: Int, position: Int) -> Int {
  switch position {
  case 0: return 0
  case 2: return max(0, space - length)
  default: return max(0, (space - length) / 2)
  }
}

/// The edges of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets in points for each edge.
public struct EdgeInsets: Equatable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
