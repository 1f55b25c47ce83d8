extension View {
  /// Gives this view an explicit identity. While `id` stays equal the view keeps its node and
  /// state; when it changes, the view is a new view: the old one is removed with its state
  /// (`@State`, `@StateObject`, focus) and a fresh one takes its place.
  ///
  /// `.id(UUID())` therefore resets the view's state each time the enclosing body runs.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    _IDView(content: self, id: id)
  }
}

/// A view whose only child has the explicit identity `id`.
struct _IDView<Content: View, ID: Hashable> {
  typealias Body = Never
  let content: Content
  let id: ID
}

extension _IDView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .explicit(AnyHashable(id)), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension _IDView: View {}

extension _IDView: _RowFlattening {
  static var _flattensInForEach: Bool {
    (Content.self as? any _RowFlattening.Type)?._flattensInForEach ?? false
  }

  func _appendRows(to list: inout _RowList, context: _RowContext) {
    list.append(content, context: context.child(.explicit(AnyHashable(id))))
  }
}

extension _IDView: _ExplicitlyIdentified {
  var _explicitID: AnyHashable? { AnyHashable(id) }
}

extension ModifiedContent: _ExplicitlyIdentified where Content: _ExplicitlyIdentified {
  var _explicitID: AnyHashable? { content._explicitID }
}
