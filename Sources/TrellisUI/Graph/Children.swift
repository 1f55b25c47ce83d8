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

/// The children a primitive view describes: all of them, or a lazy source that realises
/// only the rows a viewport shows.
enum _Children {
  case list([_Child])
  case lazy(any _LazyChildren)
}

/// A collection of rows that is realised on demand (`ForEach` inside `List`, `LazyVStack`).
@MainActor
protocol _LazyChildren {
  var count: Int { get }
  /// The identity of the row at `index`, without building its view.
  func id(at index: Int) -> _ChildID
  /// The row at `index`.
  func child(at index: Int) -> _Child
}

/// What a primitive view may consult when describing its children.
@MainActor
struct _ChildContext {
  let node: _ViewNode
  var environment: EnvironmentValues { node.environment }
}
