import Foundation

extension View {
  /// Binds `id` to the identity of the scroll target at the top (the leading edge, for a
  /// horizontal scroll view) of the scroll view in this view, both ways.
  ///
  /// As a person scrolls, `id` becomes the identity of the first view of the scroll target
  /// layout (``View/scrollTargetLayout(isEnabled:)``) at least partly in view, or, with an
  /// `anchor`, of the one at that point of the viewport (`.center`: the one in the middle).
  /// Only identities of `id`'s type count. Setting `id` scrolls to the view with that
  /// identity, built or not yet built in a lazy stack, `anchor` of it at the same point of
  /// the viewport; a value there when the scroll view first shows scrolls it there. Code's
  /// own scrolling (`scrollTo`, a focused field brought into view) does not write `id`.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack { ForEach(chapters) { ChapterRow(chapter: $0) } }
  ///     .scrollTargetLayout()
  /// }
  /// .scrollPosition(id: $chapterShown)
  /// ```
  ///
  /// Like Apple's, the binding is not written as the scroll view first shows, only when it
  /// scrolls. It works with `ScrollView`; a `List` is not followed.
  /// - Parameters:
  ///   - id: The identity of the scroll target at the top, or `nil` for none yet.
  ///   - anchor: The point of the viewport whose target is reported and scrolled to.
  /// - Returns: A view whose scroll view follows and updates `id`.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    _ScrollPositionView(
      content: self, anchor: anchor,
      read: {
        let value = id.wrappedValue
        return (AnyHashable(value), value.map { .view(AnyHashable($0), anchor: anchor) })
      },
      accepts: { $0.base is ID },
      report: { scrolled in
        guard let scrolled = scrolled?.base as? ID else { return }
        id.wrappedValue = scrolled
      })
  }

  /// Binds `position` to where the scroll view in this view is scrolled, both ways: see
  /// ``ScrollPosition``.
  ///
  /// ```swift
  /// ScrollView { Transcript(lines: lines) }
  ///   .scrollPosition($position)
  /// Button("Latest") { position.scrollTo(edge: .bottom) }
  /// ```
  /// - Parameters:
  ///   - position: Where the scroll view is, or is to go.
  ///   - anchor: The point of the viewport whose scroll target is reported.
  /// - Returns: A view whose scroll view follows and updates `position`.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    _ScrollPositionView(
      content: self, anchor: anchor,
      read: {
        let value = position.wrappedValue
        return (AnyHashable(_PositionToken(value)), value.requestedTarget)
      },
      accepts: { position.wrappedValue.accepts($0) },
      report: { position.wrappedValue.scrolledByUser(to: $0) })
  }
}

/// A scroll position's value, compared as a whole.
private struct _PositionToken: Hashable {
  let position: ScrollPosition
  init(_ position: ScrollPosition) { self.position = position }
  func hash(into hasher: inout Hasher) { hasher.combine(position.generation) }
}

/// The content, and the binding its scroll view's position follows and updates.
struct _ScrollPositionView<Content: View>: View {
  typealias Body = Never
  let content: Content
  let anchor: UnitPoint?
  /// The binding's value (to tell a change) and where it asks to scroll, if anywhere.
  let read: () -> (token: AnyHashable, target: _ScrollRequest.Target?)
  /// Whether a scroll target's identity is of the type the binding holds.
  let accepts: (AnyHashable) -> Bool
  /// Writes what a person scrolled to: the identity of the target shown, if any.
  let report: (AnyHashable?) -> Void
}

extension _ScrollPositionView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let state = node.modifierState { _ScrollPositionState() }.state
    state.anchor = anchor
    state.accepts = accepts
    state.report = { [read, unowned state] id in
      report(id)
      // The binding now holds what was reported: not a request to scroll.
      state.token = read().token
    }
    // Read here, while the view is described, so that a change to the binding is tracked.
    let (token, target) = read()
    if token != state.token {
      state.token = token
      // Code set it: the next target a person scrolls to is reported, whatever it is.
      state.hasReported = false
      if let target {
        node.graph.requestScroll(_ScrollRequest(reader: node.handle, target: target))
      }
    }
    return .list([_Child(id: .index(0), view: content)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

/// What a scroll position keeps between updates and layouts.
final class _ScrollPositionState {
  /// The binding's value as last seen or written.
  var token: AnyHashable?
  var anchor: UnitPoint?
  var accepts: (AnyHashable) -> Bool = { _ in false }
  var report: (AnyHashable?) -> Void = { _ in }
  /// The scroll view followed: the first one under the modifier to be laid out.
  weak var scroller: _ViewNode?
  /// The scroll view's offset when it was last seen at rest or reported; `nil` before the
  /// first layout.
  var offset: CGPoint?
  /// The target last reported, so that each is reported once.
  var reported: AnyHashable?
  /// Whether a person's scrolling was reported since the scroll view showed or code last
  /// set the binding: the first is reported whatever the target.
  var hasReported = false
}

extension _ScrollLayout {
  /// After a layout of the scroll view `node`: when its offset moved since the last one and
  /// code is not scrolling (`scrollTo`, a scroll position, a field brought into view), a
  /// person scrolled it, so the scroll position around it (if any) is told which target is
  /// now at its anchor, once layout is over.
  func reportPosition(of node: _ViewNode, viewport: CGRect, engine: _LayoutEngine) {
    guard let state = node.scrollPositionState else { return }
    // One scroll view is followed: others under the same modifier are left alone.
    if let followed = state.scroller, followed !== node, followed.isAlive { return }
    state.scroller = node
    let offset = node.scrollOffset
    guard let previous = state.offset, previous != offset, !node.graph.isScrollingByCode else {
      state.offset = offset
      return
    }
    let axis: _Axis = axes._contains(.vertical) ? .vertical : .horizontal
    let target = engine.scrollTarget(
      of: node, viewport: viewport, along: axis, anchor: state.anchor, accepts: state.accepts)
    guard target != state.reported || !state.hasReported else {
      state.offset = offset
      return
    }
    // The offset is taken as seen only when the report is made: a layout thrown away (a
    // lazy stack's estimates corrected) leaves it to the next one to report.
    engine.geometryUpdates.append { [weak node] in
      guard let node, node.isAlive, state.offset != offset else { return }
      state.offset = offset
      state.reported = target
      state.hasReported = true
      node.graph.enqueue(.afterUpdate, depth: node.depth) { state.report(target) }
    }
  }
}

extension _ViewNode {
  /// The scroll position this scroll view follows: the nearest `scrollPosition` around it
  /// with no other scroll view between.
  fileprivate var scrollPositionState: _ScrollPositionState? {
    ancestorsOutToScrollContainer.lazy.compactMap {
      $0.existingModifierState(_ScrollPositionState.self)
    }.first
  }
}
