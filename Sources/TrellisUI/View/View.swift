/// A piece of user interface, described as a value.
///
/// A view's ``body`` composes other views. The graph calls `body` whenever the view's inputs
/// or the data it depends on change, and keeps the view's state (`@State`, `@StateObject`,
/// focus) for as long as the view keeps its identity.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View
  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` is the body type of views that have no body.
  public typealias Body = Never
  /// Never called; traps.
  public var body: Never { fatalError("Never has no body") }
}

/// Views that Trellis draws itself have no body: their `Body` is `Never`.
extension View where Body == Never {
  /// Never called: views whose `Body` is `Never` are drawn by Trellis itself, and calling this
  /// traps.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body is never called")
  }
}

/// What the graph knows how to do with a view that has no body of its own: the children it
/// contains and how it lays them out and draws. Internal: users compose views, they do not
/// write primitives.
@MainActor
protocol _PrimitiveView {
  /// Describes the child views, each with the identity it keeps across updates.
  func _children(in context: _ChildContext) -> _Children
  /// How this view is laid out and drawn.
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior
  /// What a person can do with this view, for controls.
  func _control(node: _ViewNode) -> _Control?
}

extension _PrimitiveView {
  func _control(node: _ViewNode) -> _Control? { nil }
}

/// A primitive view that acts once its children are up to date, in the same update (a tab
/// view reads its tabs' titles, tags and badges from their views, and shows or hides them).
@MainActor
protocol _ReconcileObserving {
  func _didReconcileChildren(of node: _ViewNode)
}
