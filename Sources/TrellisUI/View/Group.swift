/// Groups views without affecting their layout: the children join their parent's layout, and
/// modifiers on the group apply to each of them.
public struct Group<Content: View> {
  /// Drawn by Trellis: the children join the parent's layout.
  public typealias Body = Never
  let content: Content

  /// Groups the views that `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension Group: View {}

extension Group: _RowFlattening {
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    list.append(content, context: context.child(.index(0)))
  }
}
