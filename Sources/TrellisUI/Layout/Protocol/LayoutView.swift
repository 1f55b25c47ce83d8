import Foundation

/// The container view a ``Layout`` makes with `callAsFunction(_:)`: its content's views,
/// arranged by the layout. The children keep their identity when the layout value changes
/// (as with ``AnyLayout`` switching layouts), so their state survives.
struct _LayoutView<L: Layout, Content: View>: View {
  typealias Body = Never
  let layout: L
  let content: Content
}

extension _LayoutView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_AdaptedLayout(layout: layout)) }
}

/// A ``Layout`` as the layout engine runs it: subviews handed over as ``LayoutSubviews``,
/// its cache kept in the node from pass to pass.
struct _AdaptedLayout<L: Layout>: _Layout {
  let layout: L

  var stackOrientation: _Axis? {
    let properties = (layout as? any _InstanceLayoutProperties)?.instanceLayoutProperties
    return (properties ?? L.layoutProperties).stackOrientation?._axis
  }

  /// Runs `body` with the node's cache, made or brought up to date for this pass.
  private func withCache<T>(
    _ subviews: LayoutSubviews, context: _LayoutContext, _ body: (inout L.Cache) -> T
  ) -> T {
    let node = context.node
    var cache: L.Cache
    if let stored = node.layoutCache, var kept = stored.value as? L.Cache {
      if stored.pass != context.engine.pass { layout.updateCache(&kept, subviews: subviews) }
      cache = kept
    } else {
      cache = layout.makeCache(subviews: subviews)
    }
    let result = body(&cache)
    node.layoutCache = (context.engine.pass, cache)
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let subviews = LayoutSubviews(subviews, context: context)
    return withCache(subviews, context: context) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let subviews = LayoutSubviews(subviews, context: context)
    let tracker = _PlacementTracker()
    context.engine.placementTrackers.append(tracker)
    withCache(subviews, context: context) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
    context.engine.placementTrackers.removeLast()
    // A subview the layout did not place goes in the middle at its ideal size, as Apple's.
    for subview in subviews where !tracker.placed.contains(ObjectIdentifier(subview.node.node)) {
      subview.place(
        at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    let subviews = LayoutSubviews(subviews, context: context)
    return withCache(subviews, context: context) { cache in
      guide.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
    }
  }
}

/// Which subviews a layout placed in its `placeSubviews` call.
@MainActor
final class _PlacementTracker {
  var placed: Set<ObjectIdentifier> = []
}

/// A layout whose properties depend on its value, not only its type (``AnyLayout``).
protocol _InstanceLayoutProperties {
  var instanceLayoutProperties: LayoutProperties { get }
}
