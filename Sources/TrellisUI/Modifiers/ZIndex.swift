import Foundation

extension View {
  /// Sets the order in which this view is drawn among the overlapping views of its
  /// container: a higher value is drawn in front of a lower one (0 by default), and the view
  /// in front takes the click. Views of equal value are drawn in the order they are listed.
  public func zIndex(_ value: Double) -> some View {
    modifier(_ZIndexModifier(value: value))
  }
}

struct _ZIndexModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let value: Double

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PassThroughLayout(zIndex: value))
  }

  func _attach(to node: _ViewNode) { node.graph.drawsOverlapping = true }
}

extension _Subview {
  /// Where the subview is drawn among its siblings (`zIndex(_:)`): its outermost modifiers'
  /// value, seen through the modifiers that only move or decorate it.
  @MainActor var zIndex: Double {
    var node = self.node
    while case .layout(let layout) = node.layout {
      if let passThrough = layout as? _PassThroughLayout, passThrough.zIndex != 0 {
        return passThrough.zIndex
      }
      guard
        layout is _PassThroughLayout || layout is _OffsetLayout || layout is _PaddingLayout
          || layout is _FrameLayout || layout is _HiddenLayout,
        let only = _Subviews(of: node).nodes.first, _Subviews(of: node).count == 1
      else { return 0 }
      node = only
    }
    return 0
  }
}
