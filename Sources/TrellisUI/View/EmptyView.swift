/// A view that shows nothing and takes no space.
public struct EmptyView {
  /// Drawn by Trellis: there is nothing to draw.
  public typealias Body = Never
  /// Creates an empty view.
  public init() {}
}

extension EmptyView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension EmptyView: View {}

extension EmptyView: _RowFlattening {
  /// One (empty) row in a `ForEach`.
  static var _flattensInForEach: Bool { false }

  func _appendRows(to list: inout _RowList, context: _RowContext) {}
}
