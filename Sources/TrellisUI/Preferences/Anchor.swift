import Foundation

/// Where something is in a view (its bounds, a point in it), kept opaque until a
/// ``GeometryProxy`` resolves it into its own coordinates with `proxy[anchor]`.
///
/// Anchors are made by ``View/anchorPreference(key:value:transform:)`` from an
/// ``Anchor/Source`` and travel up the tree as preference values; they resolve to where the
/// view was laid out, so content that reads them is laid out with the view's frame.
public struct Anchor<Value>: @unchecked Sendable {
  /// The view the anchor is in.
  let node: _WeakNode
  let nodeID: ObjectIdentifier
  let source: Source

  /// What an anchor stands for in its view: a rectangle, a point, several, or none.
  public struct Source: @unchecked Sendable {
    /// What the source is, for comparing anchors.
    let identity: AnyHashable
    /// The value in the coordinates of a reader whose origin is at `origin` in the window,
    /// for a view laid out at `frame` in the window.
    let resolve: @Sendable (_ frame: CGRect, _ origin: CGPoint) -> Value
  }

  /// The value in the coordinates of a reader whose origin is at `origin` in the window.
  @MainActor func resolved(from origin: CGPoint) -> (value: Value, frame: CGRect) {
    let frame = node.node?.placedFrame ?? .zero
    return (source.resolve(frame, origin), frame)
  }
}

extension Anchor: Equatable where Value: Equatable {
  /// Whether two anchors stand for the same thing in the same view.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.nodeID == rhs.nodeID && lhs.source.identity == rhs.source.identity
  }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes the view and what the anchor stands for in it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(nodeID)
    hasher.combine(source.identity)
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { rect(.zero, isBounds: true) }

  /// The rectangle `r` in the view's own coordinates.
  ///
  /// - Parameter r: A rectangle whose origin is relative to the view's top leading corner.
  /// - Returns: The source of an anchor on that rectangle.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(r, isBounds: false) }

  private static func rect(_ r: CGRect, isBounds: Bool) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(
      identity: isBounds
        ? AnyHashable("bounds") : AnyHashable([r.minX, r.minY, r.width, r.height])
    ) { frame, origin in
      let rect = isBounds ? CGRect(origin: .zero, size: frame.size) : r
      return rect.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// The point `p` in the view's own coordinates.
  ///
  /// - Parameter p: A point relative to the view's top leading corner.
  /// - Returns: The source of an anchor on that point.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(identity: AnyHashable(["point", "\(p.x)", "\(p.y)"])) { frame, origin in
      CGPoint(x: frame.minX + p.x - origin.x, y: frame.minY + p.y - origin.y)
    }
  }

  /// The point at `p` of the view's size from its top leading corner (`UnitPoint.center` is
  /// its middle).
  ///
  /// - Parameter p: A point in units of the view's size.
  /// - Returns: The source of an anchor on that point.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source(identity: AnyHashable(["unit", "\(p.x)", "\(p.y)"])) { frame, origin in
      CGPoint(
        x: frame.minX + p.x * frame.width - origin.x,
        y: frame.minY + p.y * frame.height - origin.y)
    }
  }

  /// The view's top leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The view's top trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The view's centre.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's bottom leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The view's bottom trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
  /// A source of several values in one view, resolved together, in order.
  ///
  /// - Parameter array: The sources, each in the same view.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    self.init(identity: AnyHashable(array.map(\.identity))) { frame, origin in
      array.map { $0.resolve(frame, origin) }
    }
  }

  /// A source that resolves to `anchor`'s value, or to `nil` when there is none.
  ///
  /// - Parameter anchor: The source, or `nil`.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    self.init(identity: AnyHashable(anchor.map { [$0.identity] } ?? [])) { frame, origin in
      anchor?.resolve(frame, origin)
    }
  }
}

/// The anchors a geometry reader's content resolved, and the frames of their views then:
/// when one of those views is laid out elsewhere, the content is built again.
@MainActor
final class _AnchorReads {
  var frames: [ObjectIdentifier: (node: _WeakNode, frame: CGRect)] = [:]
}

extension GeometryProxy {
  /// The value of `anchor` in this reader's coordinates: a rectangle or point of another
  /// view, where that view was laid out, relative to this reader's top leading corner.
  ///
  /// Content built from anchors is built again when their views move, before the frame is
  /// shown.
  ///
  /// - Parameter anchor: An anchor, from a preference value.
  @MainActor public subscript<T>(anchor: Anchor<T>) -> T {
    let resolved = anchor.resolved(from: geometry.globalFrame.origin)
    anchorReads?.frames[anchor.nodeID] = (anchor.node, resolved.frame)
    return resolved.value
  }
}

extension _LayoutEngine {
  /// Notes that `reader`'s content resolved the anchors `reads`: once everything is placed,
  /// the content is built again if one of their views was placed elsewhere
  /// (`checkAnchorReads()`).
  func checkAnchors(_ reads: _AnchorReads, readBy reader: _ViewNode) {
    // Where the content goes depends on views elsewhere in the window.
    markPlacementVolatile()
    readsAnchors = true
    anchorChecks.append(
      (
        reader,
        {
          reads.frames.values.contains { read in
            guard let node = read.node.node, node.isAlive else { return false }
            return (self.frame(of: node) ?? node.placedFrame) != read.frame
          }
        }
      ))
  }

  /// After everything is placed: the readers whose anchors' views moved are built again, and
  /// layout runs once more, as for a reader placed with a new geometry.
  func checkAnchorReads() {
    let checks = anchorChecks
    anchorChecks.removeAll()
    for (reader, moved) in checks where reader.isAlive && moved() {
      geometryUpdates.append { [weak reader] in
        guard let reader, reader.isAlive else { return }
        reader.invalidate(because: "anchor")
      }
    }
  }
}
