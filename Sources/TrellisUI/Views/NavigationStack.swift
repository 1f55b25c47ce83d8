/// A view that shows a root view with a title bar: the title set with `navigationTitle(_:)`
/// inside it is drawn bold on its first line, then the content below it.
///
/// ```swift
/// NavigationStack {
///   List(books) { book in Text(book.title) }
///     .navigationTitle("Library")
/// }
/// ```
///
/// When several views inside set a title, the innermost one (the deepest in the view tree)
/// is shown; titles inside a nested `NavigationStack` belong to that stack. Pushing views
/// onto the stack is not supported yet.
public struct NavigationStack<Data, Root: View> {
  /// Drawn by Trellis: a bold title line above the root view.
  public typealias Body = Never
  let root: Root
}

extension NavigationStack where Data == NavigationPath {
  /// A navigation stack that shows `root`.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

/// A list of the values pushed onto a navigation stack, of any `Hashable` types.
public struct NavigationPath: Equatable {
  private var elements: [AnyHashable]

  /// An empty path.
  public init() { elements = [] }

  /// A path holding `elements`, the first at the bottom of the stack.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops the last `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: root)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_NavigationStackLayout()) }
}

/// Marks a navigation stack, whose titles its enclosing stacks do not show.
@MainActor
protocol _NavigationStackMarker {}
extension NavigationStack: _NavigationStackMarker {}

/// A title line, then the content in the rest of the space, centred as a window centres it.
struct _NavigationStackLayout: _Layout {
  private var stack: _StackLayout { _StackLayout(axis: .vertical, alignment: 1, spacing: 0) }

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let title = context.node.navigationTitle.map { _DisplayWidth.of($0.content) }
    let bar = title == nil ? 0 : 1
    let content = stack.sizeThatFits(
      _ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) }),
      subviews: subviews, context: context)
    // The stack takes the space it is offered.
    return _Size(
      width: proposal.width ?? max(content.width, title ?? 0),
      height: proposal.height ?? content.height + bar)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let bar = context.node.navigationTitle == nil ? 0 : 1
    let area = _Rect(
      x: bounds.x, y: bounds.y + bar, width: bounds.width, height: max(0, bounds.height - bar))
    let content = stack.sizeThatFits(
      _ProposedSize(width: area.width, height: area.height), subviews: subviews, context: context)
    let width = min(content.width, area.width)
    let height = min(content.height, area.height)
    stack.placeSubviews(
      in: _Rect(
        x: area.x + _aligned(width, in: area.width, position: 1),
        y: area.y + _aligned(height, in: area.height, position: 1), width: width, height: height),
      subviews: subviews, context: context)
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    guard let title = context.node.navigationTitle, bounds.height > 0 else { return }
    var style = _Canvas.Style(bold: true)
    _TextStyling.apply(context.environment, to: &style)
    if let color = title.color { style.foreground = color }
    if title.isItalic { style.italic = true }
    let line = _TextWrapping.truncate(title.content, width: bounds.width)
    canvas.draw(line, x: bounds.x, y: bounds.y, maxWidth: bounds.width, style: style)
  }
}

extension _ViewNode {
  /// The title a navigation stack shows: that of the deepest `navigationTitle` modifier
  /// in this node's subtree (the first in reading order among equally deep ones), not
  /// looking inside nested navigation stacks.
  var navigationTitle: Text? {
    var best: (depth: Int, title: Text)?
    var pending: [_ViewNode] = Array((children + (lazyRows?.realizedInOrder ?? [])).reversed())
    while let node = pending.popLast() {
      if node.view is _NavigationStackMarker { continue }
      if let provider = node.view as? _NavigationTitleProviding,
        best.map({ node.depth > $0.depth }) ?? true
      {
        best = (node.depth, provider._navigationTitle)
      }
      pending.append(
        contentsOf: (node.children + (node.lazyRows?.realizedInOrder ?? [])).reversed())
    }
    return best?.title
  }
}

extension NavigationStack: View {}
