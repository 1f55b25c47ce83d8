/// A reusable change to a view: its `body(content:)` wraps the view it is applied to.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The view the modifier produces.
  associatedtype Body: View
  /// Stands for the view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>
  /// Wraps `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Never called: a modifier with no body is one Trellis applies itself, and calling this
  /// traps.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier; its body is never called")
  }
}

/// The view a modifier is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  /// The content has no body; the graph shows the modified view in its place.
  public typealias Body = Never
  let content: any View
}

extension _ViewModifier_Content: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A modified view has no body: the graph applies the modifier to the content itself.
  public typealias Body = Never
}

extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
  func _children(in context: _ChildContext) -> _Children {
    if let primitive = modifier as? any _PrimitiveModifier {
      return .list([
        _Child(id: .index(0), view: content, environment: primitive._environmentTransform())
      ])
    }
    return .list([_Child(id: .index(0), view: _ModifierBody(modifier: modifier, content: content))])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    guard let primitive = modifier as? any _PrimitiveModifier else { return .transparent }
    primitive._attach(to: node)
    return primitive._layout(node: node)
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Runs a user modifier's `body(content:)` as a view of its own, so the modifier's
/// `@State` and other dynamic properties live in a node like any view's.
struct _ModifierBody<Modifier: ViewModifier, Content: View>: View {
  var modifier: Modifier
  let content: Content

  var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: content))
  }
}

/// A modifier that Trellis implements itself.
@MainActor
protocol _PrimitiveModifier {
  /// How the modifier changes its content's environment, if it does.
  func _environmentTransform() -> ((inout EnvironmentValues) -> Void)?
  /// The layout the modified view gets.
  func _layout(node: _ViewNode) -> _LayoutBehavior
  /// Called on each update of the modified view (lifecycle and presentation modifiers).
  func _attach(to node: _ViewNode)
}

extension _PrimitiveModifier {
  func _environmentTransform() -> ((inout EnvironmentValues) -> Void)? { nil }
  func _layout(node: _ViewNode) -> _LayoutBehavior { .transparent }
  func _attach(to node: _ViewNode) {}
}

/// A primitive modifier that only changes the environment.
struct _EnvironmentModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let transform: (inout EnvironmentValues) -> Void
  func _environmentTransform() -> ((inout EnvironmentValues) -> Void)? { transform }
}

extension _ViewModifier_Content: View {}

extension ModifiedContent: _RowFlattening where Content: View, Modifier: ViewModifier {
  static var _flattensInForEach: Bool {
    (Content.self as? any _RowFlattening.Type)?._flattensInForEach ?? false
  }

  /// A modifier on several rows (a `ForEach`, a section) applies to each of them; on one
  /// view, the modified view is one row.
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    guard let rows = content as? any _RowFlattening else {
      list.appendRow(self, context: context)
      return
    }
    let modifier = self.modifier
    func wrap<Row: View>(_ row: Row) -> any View {
      ModifiedContent<Row, Modifier>(content: row, modifier: modifier)
    }
    rows._appendRows(to: &list, context: context.wrapping { wrap($0) })
  }
}
