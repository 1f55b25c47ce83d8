/// One of two views, as `if`/`else` and `switch` build it. The branches have different
/// identities: switching branch replaces the view and its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  /// Drawn by Trellis: the branch taken stands in its place.
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    switch storage {
    case .trueContent(let view): return .list([_Child(id: .branch(true), view: view)])
    case .falseContent(let view): return .list([_Child(id: .branch(false), view: view)])
    }
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension Optional: View where Wrapped: View {
  /// Drawn by Trellis: the wrapped view when there is one, nothing otherwise. Going from `nil`
  /// to a view creates it with fresh state.
  public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
  func _children(in context: _ChildContext) -> _Children {
    switch self {
    case .some(let view): return .list([_Child(id: .branch(true), view: view)])
    case .none: return .list([])
    }
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension _ConditionalContent: View {}

extension _ConditionalContent: _RowFlattening {
  /// One row in a `ForEach`: the branch is known only once the element's content is built.
  static var _flattensInForEach: Bool { false }

  func _appendRows(to list: inout _RowList, context: _RowContext) {
    switch storage {
    case .trueContent(let view): list.append(view, context: context.child(.branch(true)))
    case .falseContent(let view): list.append(view, context: context.child(.branch(false)))
    }
  }
}

extension Optional: _RowFlattening where Wrapped: View {
  /// One row in a `ForEach`, empty when there is no view.
  static var _flattensInForEach: Bool { false }

  func _appendRows(to list: inout _RowList, context: _RowContext) {
    if case .some(let view) = self { list.append(view, context: context.child(.branch(true))) }
  }
}
