/// Where views line up across a vertical stack's width.
public struct HorizontalAlignment: Equatable, Sendable {
  let position: Int  // 0 leading, 1 centre, 2 trailing
  /// Lines views up along the leading edge.
  public static let leading = HorizontalAlignment(position: 0)
  /// Centres views horizontally.
  public static let center = HorizontalAlignment(position: 1)
  /// Lines views up along the trailing edge.
  public static let trailing = HorizontalAlignment(position: 2)
  /// Where a list row's separator starts; the leading edge in a cell host.
  public static let listRowSeparatorLeading = leading
  /// Where a list row's separator ends; the trailing edge in a cell host.
  public static let listRowSeparatorTrailing = trailing
}

/// Where views line up across a horizontal stack's height.
public struct VerticalAlignment: Equatable, Sendable {
  let position: Int  // 0 top, 1 centre, 2 bottom
  /// Lines views up along the top edge.
  public static let top = VerticalAlignment(position: 0)
  /// Centres views vertically.
  public static let center = VerticalAlignment(position: 1)
  /// Lines views up along the bottom edge.
  public static let bottom = VerticalAlignment(position: 2)
  /// Text baselines are a row's top line in a cell grid.
  public static let firstTextBaseline = top
  /// The last text baseline: a row's bottom line in a cell grid.
  public static let lastTextBaseline = bottom
}

/// An alignment in both directions.
public struct Alignment: Equatable, Sendable {
  /// The alignment across a vertical stack's width.
  public var horizontal: HorizontalAlignment
  /// The alignment across a horizontal stack's height.
  public var vertical: VerticalAlignment

  /// Combines a horizontal and a vertical alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred in both directions.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Along the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Along the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Along the top edge, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Along the bottom edge, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom trailing corner.
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
  /// One of the four edges: top, leading, bottom or trailing.
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The leading edge.
    public static let leading = Set(.leading)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// All four edges.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// The leading and trailing edges.
    public static let horizontal: Set = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets in points for each edge.
public struct EdgeInsets: Equatable, Sendable {
  /// The inset from the top edge, in points.
  public var top: Double
  /// The inset from the leading edge, in points.
  public var leading: Double
  /// The inset from the bottom edge, in points.
  public var bottom: Double
  /// The inset from the trailing edge, in points.
  public var trailing: Double

  /// Insets in points for each edge; those not given are zero.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
