/// A type that provides the items of a toolbar: a ``ToolbarItem``, a ``ToolbarItemGroup``,
/// several of them built by ``ToolbarContentBuilder``, or a type of your own whose
/// ``body`` is made of them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   let save: () -> Void
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///     ToolbarItem(placement: .status) { Text("Edited") }
///   }
/// }
/// ```
///
/// Toolbar content holds no state of its own: it is built again each time the view that
/// applies `toolbar(content:)` is evaluated, and its items' views keep their state by their
/// position (or their `id`).
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The type of toolbar content this content is made of.
  associatedtype Body: ToolbarContent
  /// The items this content is made of.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Toolbar content whose items a person could rearrange on a platform that lets them (a
/// ``ToolbarItem`` with an `id`); here the items stay where the code puts them.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content that Trellis builds itself has no body of its own.
extension ToolbarContent where Body == Never {
  /// Never called: toolbar content whose `Body` is `Never` is built by Trellis, and calling
  /// this traps.
  public var body: Never {
    fatalError("\(Self.self) is primitive toolbar content; its body is never called")
  }
}

/// One item of a toolbar, flattened out of its content: where it goes, what it shows, and
/// its identity among the items of its `toolbar` modifier.
struct _ToolbarEntry {
  var id: [AnyHashable]
  let placement: ToolbarItemPlacement
  let view: any View
}

/// Toolbar content that Trellis flattens into items itself.
@MainActor
protocol _ToolbarItemsProviding {
  /// Adds the items, each identified under `path`.
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable])
}

/// The items of `content`, in reading order.
@MainActor
func _toolbarItems(of content: any ToolbarContent, path: [AnyHashable] = []) -> [_ToolbarEntry] {
  var items: [_ToolbarEntry] = []
  _appendToolbarItems(of: content, to: &items, path: path)
  return items
}

@MainActor
func _appendToolbarItems(
  of content: any ToolbarContent, to items: inout [_ToolbarEntry], path: [AnyHashable]
) {
  if let primitive = content as? any _ToolbarItemsProviding {
    primitive._appendItems(to: &items, path: path)
    return
  }
  func body<Content: ToolbarContent>(of content: Content) -> any ToolbarContent { content.body }
  _appendToolbarItems(of: body(of: content), to: &items, path: path + ["body"])
}

/// Several pieces of toolbar content in a row, as a ``ToolbarContentBuilder`` block builds
/// them; each keeps its position as its identity.
public struct _TupleToolbarContent: ToolbarContent, CustomizableToolbarContent {
  /// Built by Trellis.
  public typealias Body = Never
  let children: [any ToolbarContent]
}

extension _TupleToolbarContent: _ToolbarItemsProviding {
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable]) {
    for (index, child) in children.enumerated() {
      _appendToolbarItems(of: child, to: &items, path: path + [index])
    }
  }
}

/// One of two toolbar contents, as `if`/`else` builds them; the branches are different
/// identities.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
  ToolbarContent, CustomizableToolbarContent
{
  /// Built by Trellis.
  public typealias Body = Never
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalToolbarContent: _ToolbarItemsProviding {
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable]) {
    switch storage {
    case .trueContent(let content):
      _appendToolbarItems(of: content, to: &items, path: path + [true])
    case .falseContent(let content):
      _appendToolbarItems(of: content, to: &items, path: path + [false])
    }
  }
}

/// Toolbar content that may be absent, as `if` without `else` builds it.
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent,
  CustomizableToolbarContent
{
  /// Built by Trellis.
  public typealias Body = Never
  let wrapped: Wrapped?
}

extension _OptionalToolbarContent: _ToolbarItemsProviding {
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable]) {
    if let wrapped { _appendToolbarItems(of: wrapped, to: &items, path: path + [true]) }
  }
}

/// Plain views given to `toolbar(content:)`: one item at the ``ToolbarItemPlacement/automatic``
/// placement.
struct _ViewToolbarContent<Content: View>: ToolbarContent {
  typealias Body = Never
  let content: Content
}

extension _ViewToolbarContent: _ToolbarItemsProviding {
  func _appendItems(to items: inout [_ToolbarEntry], path: [AnyHashable]) {
    items.append(_ToolbarEntry(id: path, placement: .automatic, view: content))
  }
}

/// Builds toolbar content from the items listed in a closure, with `if`, `if`/`else` and
/// `#available` among them.
@resultBuilder @MainActor
public enum ToolbarContentBuilder {
  /// Toolbar content as it is.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// One piece of content as it is.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Several pieces of content, in order.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> _TupleToolbarContent
  {
    var children: [any ToolbarContent] = []
    for piece in repeat each content { children.append(piece) }
    return _TupleToolbarContent(children: children)
  }

  /// Content shown when an `if` holds.
  public static func buildIf<Content: ToolbarContent>(_ content: Content?)
    -> _OptionalToolbarContent<Content>
  {
    _OptionalToolbarContent(wrapped: content)
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T)
    -> _ConditionalToolbarContent<T, F>
  {
    _ConditionalToolbarContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F)
    -> _ConditionalToolbarContent<T, F>
  {
    _ConditionalToolbarContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
    -> Content
  {
    content
  }
}
