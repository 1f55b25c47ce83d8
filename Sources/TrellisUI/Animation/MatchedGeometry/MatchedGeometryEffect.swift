import Foundation

extension View {
  /// Matches this view's geometry with that of the other views given the same `id` in
  /// `namespace`: the one view of the group that is a source gives its frame, and each view
  /// that is not (`isSource: false`) is laid out at that frame.
  ///
  /// A follower takes the source's size as its own, its content offered that size, when
  /// `properties` has ``MatchedGeometryProperties/size``; it is drawn moved so that its
  /// `anchor` point is at the source's `anchor` point when `properties` has
  /// ``MatchedGeometryProperties/position`` (moving it, like `offset`, leaves its place in
  /// its parent's layout where it was). A follower whose group has no source inserted is laid
  /// out as without the modifier, and so is every source.
  ///
  /// Trellis animates nothing: a view moving from one place to another, or one view of the
  /// group replacing another across an `if`/`else`, shows at once at its new frame. Two
  /// sources inserted in one group at the same time are a mistake, reported once on standard
  /// error; which one the followers follow is then undefined.
  ///
  /// ```swift
  /// @Namespace private var tabs
  ///
  /// HStack {
  ///   ForEach(names, id: \.self) { name in
  ///     Text(name).matchedGeometryEffect(id: name, in: tabs)
  ///   }
  /// }
  /// .background {
  ///   Capsule().fill(.blue.opacity(0.3))
  ///     .matchedGeometryEffect(id: selection, in: tabs, isSource: false)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: What groups this view with others in `namespace`.
  ///   - namespace: The namespace of `id`, from a ``Namespace`` property.
  ///   - properties: What a follower takes of the source's frame: its position, its size,
  ///     or both (the default).
  ///   - anchor: The point, in units of a view's size, that a follower's position is matched
  ///     by: the follower's `anchor` point goes where the source's is.
  ///   - isSource: Whether this view gives its frame to the group (the default) or follows
  ///     the source's.
  /// - Returns: A view whose geometry is matched with the group's source.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      _MatchedGeometryModifier(
        key: _MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
        properties: properties, anchor: anchor, isSource: isSource))
  }
}

/// What `matchedGeometryEffect` matches of a view's geometry.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Makes the set from its raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position: a follower's anchor point is placed at the source's.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size: a follower is offered, and takes, the source's size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size: a follower is laid out at the source's frame.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A group of matched views: an id in a namespace.
struct _MatchedGeometryKey: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}

struct _MatchedGeometryModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let key: _MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    guard !isSource else { return .layout(_MatchedSourceLayout()) }
    return .layout(
      _MatchedFollowerLayout(key: key, properties: properties, anchor: anchor))
  }

  func _attach(to node: _ViewNode) {
    node.graph.matchedGeometry.join(node, to: key, isSource: isSource, anchor: anchor)
    // A follower is drawn away from its place.
    if !isSource { node.graph.drawsOverlapping = true }
  }
}
