import Foundation

/// A container view that takes all the space it is offered and builds its content from that
/// space's geometry.
///
/// The reader is as large as its proposal (10 points along an axis left unspecified, as in a
/// scroll view), whatever its content; the content is placed at its top leading corner. The
/// content closure runs again whenever the reader's size or position changes:
///
/// ```swift
/// GeometryReader { proxy in
///   Text(proxy.size.width > 320 ? "Wide" : "Narrow")
/// }
/// ```
///
/// Layout never runs the closure itself. It records where it placed the reader; when that
/// changed, the graph builds the content again with the new geometry and layout runs once
/// more, before the frame is shown. The first layout therefore finds the reader empty (its
/// size never depends on its content), and the content's `onAppear` already sees the
/// reader's real size. Content that moves its own reader each time it runs (through state
/// written from the geometry) is settled for a few rounds per frame, never endlessly.
public struct GeometryReader<Content: View> {
  /// Drawn by Trellis: the content, built from the reader's geometry.
  public typealias Body = Never
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose `content` is built from its geometry.
  ///
  /// - Parameter content: Builds the views to show from the reader's ``GeometryProxy``.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

extension GeometryReader: View {}

/// The geometry a reader's content was last built from; `nil` until it is first laid out.
final class _GeometryReaderState {
  var geometry: _Geometry?
  /// The anchors the content resolved, with their views' frames then.
  let anchorReads = _AnchorReads()
}

extension GeometryReader: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let state = context.node.modifierState(_GeometryReaderState.init).state
    // Before the first layout the space is not known: the content waits for it.
    guard let geometry = state.geometry else { return .list([]) }
    state.anchorReads.frames.removeAll()
    let proxy = GeometryProxy(geometry: geometry, anchorReads: state.anchorReads)
    return .list([_Child(id: .index(0), view: content(proxy))])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_GeometryReaderLayout()) }
}

/// Takes the whole proposal and places its content at the top leading corner; records the
/// geometry it was placed with, so that the content is built again when it changed.
struct _GeometryReaderLayout: _Layout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    Self.wholeProposal(proposal, context: context)
  }

  /// All of `proposal` (a default for what it leaves unspecified), on the pixel grid: the
  /// size of a view that takes whatever it is offered (a geometry reader, a canvas).
  static func wholeProposal(_ proposal: ProposedViewSize, context: _LayoutContext) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    return CGSize(
      width: context.grid.rounded(size.width, along: .horizontal),
      height: context.grid.rounded(size.height, along: .vertical))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let node = context.node
    let state = node.modifierState(_GeometryReaderState.init).state
    let geometry = context.engine.geometry(of: node, in: bounds)
    if state.geometry != geometry {
      context.engine.geometryUpdates.append { [weak node] in
        guard let node, node.isAlive else { return }
        state.geometry = geometry
        node.invalidate(because: "geometry")
      }
    }
    if !state.anchorReads.frames.isEmpty {
      context.engine.checkAnchors(state.anchorReads, readBy: node)
    }
    // A geometry reader offers its content its own size, as SwiftUI's does.
    _OverlayLayout(alignment: .topLeading)
      .placeSubviews(
        in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, context: context)
  }
}
