/// The top or bottom edge of a view: where `safeAreaInset(edge:)` puts its view.
public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding one edge.
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}
