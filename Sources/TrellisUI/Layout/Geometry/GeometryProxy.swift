import Foundation

/// Where a view was laid out: its size, its frame in the window, and the frames of the
/// coordinate spaces around it, in points.
struct _Geometry: Equatable {
  /// The view's size.
  var size: CGSize
  /// The view's frame in the window.
  var globalFrame: CGRect
  /// The frames in the window of the named coordinate spaces around the view (the nearest of
  /// each name), the nearest scroll views' included.
  var spaces: [AnyHashable: CGRect] = [:]
}

/// What a ``GeometryReader``'s content knows of the space the reader was given: its size, its
/// safe area insets, and its frame in any coordinate space.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.size.width)) points wide")
/// }
/// ```
public struct GeometryProxy {
  let geometry: _Geometry
  /// Where the anchors this proxy resolves are recorded, for a reader's content.
  var anchorReads: _AnchorReads? = nil

  /// The size of the reader: all the space it was offered.
  public var size: CGSize { geometry.size }

  /// The insets of the safe area within the reader. The terminal and GTK windows have no
  /// safe area to keep clear, so they are zero.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame converted into `coordinateSpace`: in `.local` its origin is zero; in
  /// `.global` it is where the reader is in the window; in `.named(name)` it is relative to
  /// the nearest ancestor given that name (the window's, when no ancestor has it).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: geometry.size)
    case .global:
      return geometry.globalFrame
    case .named(let name):
      guard let space = geometry.spaces[name] else { return geometry.globalFrame }
      return geometry.globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
    }
  }

  /// The reader's frame converted into `coordinateSpace` (`.global`, `.local`,
  /// `.named(_:)`, `.scrollView`).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the named coordinate space `coordinateSpace` (an ancestor, or the nearest
  /// scroll view's visible area) in the reader's own coordinates; `nil` when no ancestor has
  /// that space.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = geometry.spaces[coordinateSpace.name] else { return nil }
    return space.offsetBy(dx: -geometry.globalFrame.minX, dy: -geometry.globalFrame.minY)
  }
}

extension _LayoutEngine {
  /// The geometry of `node`, placed in `frame`: the frames of the named coordinate spaces and
  /// scroll views around it come from its ancestors, which are placed before it.
  func geometry(of node: _ViewNode, in frame: CGRect) -> _Geometry {
    // What it reads depends on where its ancestors are, not only on its own subtree.
    markPlacementVolatile()
    var geometry = _Geometry(size: frame.size, globalFrame: frame)
    var ancestor = node.parent
    while let current = ancestor {
      defer { ancestor = current.parent }
      guard case .layout(let layout) = current.layout, let placed = self.frame(of: current)
      else { continue }
      if let space = layout as? _CoordinateSpaceLayout, geometry.spaces[space.name] == nil {
        geometry.spaces[space.name] = placed
      }
      if let scroll = layout as? any _ScrollableLayout {
        for axis in [nil, Axis.horizontal, .vertical] {
          let name = AnyHashable(_ScrollViewSpaceName(axis: axis))
          guard geometry.spaces[name] == nil else { continue }
          if let axis, !scroll.scrolls(along: axis._axis) { continue }
          geometry.spaces[name] = placed
        }
      }
    }
    return geometry
  }
}
