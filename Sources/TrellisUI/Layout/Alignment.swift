import Foundation

/// A type that names an alignment guide and gives its default value: where the guide is in
/// a view that does not set it with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// private enum FieldEdge: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
/// }
/// extension HorizontalAlignment {
///   static let fieldEdge = HorizontalAlignment(FieldEdge.self)
/// }
/// ```
public protocol AlignmentID {
  /// The guide's value in a view of `context`'s size that does not set it explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide, horizontal or vertical, as layout looks it up.
struct _AlignmentKey: Hashable, @unchecked Sendable {
  let id: ObjectIdentifier
  let axis: _Axis
  let type: any AlignmentID.Type
  /// Where the guide sits as a fraction of the view's length, for the built-in guides
  /// (leading 0, centre 0.5, trailing 1); `nil` for a custom one.
  let fraction: CGFloat?

  init(_ type: any AlignmentID.Type, axis: _Axis, fraction: CGFloat? = nil) {
    id = ObjectIdentifier(type)
    self.axis = axis
    self.type = type
    self.fraction = fraction
  }

  static func == (lhs: _AlignmentKey, rhs: _AlignmentKey) -> Bool {
    lhs.id == rhs.id && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(axis)
  }

  func defaultValue(in dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }
}

private enum _LeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum _HorizontalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
private enum _TrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
private enum _TopGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum _VerticalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
private enum _BottomGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// Where views line up across a vertical stack's width: a guide named by an ``AlignmentID``.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: _AlignmentKey

  /// The alignment named by `id`, whose default value `id` gives.
  public init(_ id: any AlignmentID.Type) { key = _AlignmentKey(id, axis: .horizontal) }

  init(key: _AlignmentKey) { self.key = key }

  private init(builtIn id: any AlignmentID.Type, fraction: CGFloat) {
    key = _AlignmentKey(id, axis: .horizontal, fraction: fraction)
  }

  /// Lines views up along the leading edge.
  public static let leading = HorizontalAlignment(builtIn: _LeadingGuide.self, fraction: 0)
  /// Centres views horizontally.
  public static let center = HorizontalAlignment(
    builtIn: _HorizontalCenterGuide.self, fraction: 0.5)
  /// Lines views up along the trailing edge.
  public static let trailing = HorizontalAlignment(builtIn: _TrailingGuide.self, fraction: 1)
  /// Where a list row's separator starts; the leading edge in a cell host.
  public static let listRowSeparatorLeading = leading
  /// Where a list row's separator ends; the trailing edge in a cell host.
  public static let listRowSeparatorTrailing = trailing
}

/// Where views line up across a horizontal stack's height: a guide named by an
/// ``AlignmentID``.
public struct VerticalAlignment: Equatable, Sendable {
  let key: _AlignmentKey

  /// The alignment named by `id`, whose default value `id` gives.
  public init(_ id: any AlignmentID.Type) { key = _AlignmentKey(id, axis: .vertical) }

  init(key: _AlignmentKey) { self.key = key }

  private init(builtIn id: any AlignmentID.Type, fraction: CGFloat) {
    key = _AlignmentKey(id, axis: .vertical, fraction: fraction)
  }

  /// Lines views up along the top edge.
  public static let top = VerticalAlignment(builtIn: _TopGuide.self, fraction: 0)
  /// Centres views vertically.
  public static let center = VerticalAlignment(builtIn: _VerticalCenterGuide.self, fraction: 0.5)
  /// Lines views up along the bottom edge.
  public static let bottom = VerticalAlignment(builtIn: _BottomGuide.self, fraction: 1)
  /// Text baselines are a row's top line in a cell grid.
  public static let firstTextBaseline = top
  /// The last text baseline: a row's bottom line in a cell grid.
  public static let lastTextBaseline = bottom
}

/// A view's size and its alignment guides, as a layout or `alignmentGuide(_:computeValue:)`
/// sees it.
public struct ViewDimensions: Equatable {
  /// The view's width, in points.
  public var width: CGFloat { size.width }
  /// The view's height, in points.
  public var height: CGFloat { size.height }
  let size: CGSize
  let explicitValue: (_AlignmentKey) -> CGFloat?

  init(size: CGSize, explicit: @escaping (_AlignmentKey) -> CGFloat? = { _ in nil }) {
    self.size = size
    explicitValue = explicit
  }

  /// Where `guide` is: its explicit value, or its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.key) }
  /// Where `guide` is: its explicit value, or its default.
  public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.key) }
  /// Where the view sets `guide` explicitly; `nil` when it does not.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
  /// Where the view sets `guide` explicitly; `nil` when it does not.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

  func value(of key: _AlignmentKey) -> CGFloat {
    explicitValue(key) ?? key.defaultValue(in: self)
  }

  /// Two views' dimensions are equal when their sizes are (their guides are functions).
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size
  }
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

/// Offsets a child of `length` inside `space` by `fraction` of the room left (0 leading, 0.5
/// centred, 1 trailing), rounded down to the host's pixel; never before the leading edge.
@MainActor
func _aligned(
  _ length: CGFloat, in space: CGFloat, fraction: CGFloat, along axis: _Axis,
  context: _LayoutContext
) -> CGFloat {
  guard fraction > 0 else { return 0 }
  return max(0, context.grid.floor((space - length) * fraction, along: axis))
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
  public var top: CGFloat
  /// The inset from the leading edge, in points.
  public var leading: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the trailing edge, in points.
  public var trailing: CGFloat

  /// Insets in points for each edge; those not given are zero.
  public init(
    top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
  ) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
