/// The identity a child keeps among its siblings. Together with the child's view type it
/// decides whether an update reuses the child's node (and so its state) or replaces it.
enum _ChildID: Hashable {
  /// Position in a `TupleView` (structural identity).
  case index(Int)
  /// The branch of an `if`/`else` or the presence of an optional.
  case branch(Bool)
  /// The wrapped type of an `AnyView`.
  case type(ObjectIdentifier)
  /// An explicit identity: a `ForEach` element's id, or `.id(_:)`.
  case explicit(AnyHashable)
  /// The view a composite view's `body` returned.
  case body
}

/// One child view as its parent describes it.
struct _Child {
  var id: _ChildID
  var view: any View
  /// Changes this child's environment relative to the parent's (environment modifiers).
  var environment: ((inout EnvironmentValues) -> Void)? = nil
}

/// The children a primitive view describes: all of them, or the rows of a lazy container,
/// which the graph realises only as its layout asks for them.
enum _Children {
  case list([_Child])
  case lazy(_RowList)
}

/// What a primitive view may consult when describing its children.
@MainActor
struct _ChildContext {
  let node: _ViewNode
  var environment: EnvironmentValues { node.environment }
}
