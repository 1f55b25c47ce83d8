/// A view that hides the type of the view it wraps. When the wrapped type changes, the old
/// view and its state are replaced.
public struct AnyView {
  /// Drawn by Trellis: the wrapped view stands in its place.
  public typealias Body = Never
  let wrapped: any View

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    wrapped = (view as? AnyView)?.wrapped ?? view
  }

  /// Wraps `view` if it is a view at all.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    wrapped = view
  }
}

extension AnyView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension AnyView: View {}

extension AnyView: _RowFlattening {
  /// One row in a `ForEach`: what it wraps is known only once the element's content is built.
  static var _flattensInForEach: Bool { false }

  func _appendRows(to list: inout _RowList, context: _RowContext) {
    list.append(wrapped, context: context.child(.type(ObjectIdentifier(type(of: wrapped)))))
  }
}
