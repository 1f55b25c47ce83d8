/// Gives its content a ``ScrollViewProxy`` that scrolls the scroll views and lists inside it
/// to a view with a given identity.
///
/// ```swift
/// ScrollViewReader { proxy in
///   VStack {
///     Button("Last") { proxy.scrollTo(999, anchor: .bottom) }
///     List(0..<1_000, id: \.self) { Text("Row \($0)") }
///   }
/// }
/// ```
///
/// The target may be a row of a lazy container not built yet: the container scrolls there
/// and builds it.
public struct ScrollViewReader<Content: View> {
  /// Drawn by Trellis: the content stands in its place.
  public typealias Body = Never
  /// Builds the content, given the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader whose `content` scrolls through the proxy it is given.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }
}

extension ScrollViewReader: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content(ScrollViewProxy(reader: context.node.handle)))])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension ScrollViewReader: View {}

/// Scrolls the scroll views and lists inside a ``ScrollViewReader``; the reader gives it to
/// its content. Use it in actions (a button, `onAppear`, `onChange`), not while `body` runs.
public struct ScrollViewProxy {
  let reader: _WeakNode

  /// Scrolls the innermost scroll view or list holding the view whose explicit identity
  /// (an `.id(_:)` or a `ForEach` element's id) is `id`, and those around it, until the
  /// view is in view: by as little as needed when `anchor` is `nil`, else so that `anchor`
  /// of the view lies at the same point of the viewport (`.top`, `.center`, `.bottom`).
  /// The scrolling happens after the current update, when the view has been laid out.
  ///
  /// - Parameters:
  ///   - id: The identity of the view to show.
  ///   - anchor: Where the view goes in the viewport, or `nil` for the least scrolling.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node = reader.node else { return }
    node.graph.requestScroll(
      _ScrollRequest(reader: reader, target: .view(AnyHashable(id), anchor: anchor)))
  }
}

/// A scroll asked for by code (`scrollTo(_:anchor:)`, a scroll position's binding) waiting
/// for the next layout.
struct _ScrollRequest {
  /// Where to scroll.
  enum Target: Equatable {
    /// To the view with this explicit identity, its `anchor` at the same point of the
    /// viewport (`nil`: by as little as shows it).
    case view(AnyHashable, anchor: UnitPoint?)
    /// The first scroll view's content to this edge.
    case edge(Edge)
    /// The first scroll view's content to this offset, in points; a `nil` coordinate stays.
    case offset(x: CGFloat?, y: CGFloat?)
  }

  /// The view the scroll views and lists to move are in; those around it stay.
  let reader: _WeakNode
  let target: Target
}
