/// The leading or trailing edge of a view: where a row's swipe actions are revealed.
public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  /// The leading edge (the left in a left-to-right script).
  case leading
  /// The trailing edge (the right in a left-to-right script).
  case trailing

  /// A set of horizontal edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }

    /// The leading edge.
    public static let leading = Set(.leading)
    /// The trailing edge.
    public static let trailing = Set(.trailing)
    /// Both edges.
    public static let all: Set = [.leading, .trailing]
  }
}
