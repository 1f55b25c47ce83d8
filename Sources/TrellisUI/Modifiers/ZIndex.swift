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
