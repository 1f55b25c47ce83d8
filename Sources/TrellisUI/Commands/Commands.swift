/// A set of menus and menu items that a scene adds to its app's menu bar.
///
/// Declare the app's commands with ``Scene/commands(content:)``; write a type of your own
/// that conforms to `Commands` to keep a set together, with dynamic properties (such as
/// ``FocusedValue`` or `@AppStorage`) that its body reads:
///
/// ```swift
/// struct NoteCommands: Commands {
///   @FocusedValue(\.selectedNote) var note
///
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Pin") { note?.isPinned.toggle() }
///         .disabled(note == nil)
///     }
///   }
/// }
/// ```
///
/// A command's content is made of ordinary views, which update as their state changes.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands the body produces.
  associatedtype Body: Commands
  /// The commands this set is made of.
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds a set of commands from a closure's statements: several commands, `if` and
/// `if`/`else`.
@resultBuilder @MainActor
public enum CommandsBuilder {
  /// Passes each command statement through unchanged.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// One set of commands, unchanged.
  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  /// Several sets of commands, in order.
  public static func buildBlock<each Content: Commands>(_ content: repeat each Content)
    -> _TupleCommands
  {
    var parts: [any Commands] = []
    for part in repeat each content { parts.append(part) }
    return _TupleCommands(parts: parts)
  }

  /// Commands shown only when an `if` without `else` holds.
  public static func buildIf<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> {
    _OptionalCommands(content: content)
  }

  /// The commands of an `if`/`else`'s first branch.
  public static func buildEither<First: Commands, Second: Commands>(first: First)
    -> _ConditionalCommands<First, Second>
  {
    _ConditionalCommands(storage: .first(first))
  }

  /// The commands of an `if`/`else`'s second branch.
  public static func buildEither<First: Commands, Second: Commands>(second: Second)
    -> _ConditionalCommands<First, Second>
  {
    _ConditionalCommands(storage: .second(second))
  }

  /// The commands of an `if #available` block.
  public static func buildLimitedAvailability<Content: Commands>(_ content: Content)
    -> _TupleCommands
  {
    _TupleCommands(parts: [content])
  }
}

/// The commands of an `if` without `else`, when it holds.
public struct _OptionalCommands<Content: Commands>: Commands {
  let content: Content?
  /// `_OptionalCommands` has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("_OptionalCommands has no body") }
}

/// No commands: what an empty ``CommandsBuilder`` block produces.
public struct EmptyCommands: Commands {
  /// No commands.
  public init() {}
  /// `EmptyCommands` has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Several sets of commands, in the order written (what a ``CommandsBuilder`` block with
/// more than one statement produces).
public struct _TupleCommands: Commands {
  let parts: [any Commands]
  /// `_TupleCommands` has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("_TupleCommands has no body") }
}

/// The commands of the branch of an `if`/`else` that holds.
public struct _ConditionalCommands<First: Commands, Second: Commands>: Commands {
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage
  /// `_ConditionalCommands` has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("_ConditionalCommands has no body") }
}

/// Commands that Trellis turns into views itself: menus, groups and the builder's
/// structures. Their views live in the graph, under the window's content, never placed.
@MainActor
protocol _PrimitiveCommands {
  var _commandsView: any View { get }
}

extension EmptyCommands: _PrimitiveCommands {
  var _commandsView: any View { EmptyView() }
}

extension _TupleCommands: _PrimitiveCommands {
  var _commandsView: any View {
    _CommandsListView(
      children: parts.enumerated().map { index, part in
        _Child(id: .index(index), view: _commandsAsView(part))
      })
  }
}

extension _ConditionalCommands: _PrimitiveCommands {
  var _commandsView: any View {
    switch storage {
    case .first(let first):
      return _CommandsListView(children: [_Child(id: .branch(true), view: _commandsAsView(first))])
    case .second(let second):
      return _CommandsListView(children: [
        _Child(id: .branch(false), view: _commandsAsView(second))
      ])
    }
  }
}

extension _OptionalCommands: _PrimitiveCommands {
  var _commandsView: any View {
    guard let content else { return EmptyView() }
    return _CommandsListView(children: [_Child(id: .branch(true), view: _commandsAsView(content))])
  }
}

/// The view that stands for `commands` in the graph: a primitive's own, or a view whose
/// body is the commands' body's, so that their dynamic properties live in its node.
@MainActor
func _commandsAsView(_ commands: any Commands) -> any View {
  if let primitive = commands as? any _PrimitiveCommands { return primitive._commandsView }
  func open<C: Commands>(_ commands: C) -> any View { _CommandsBodyView(commands: commands) }
  return open(commands)
}

/// A set of commands of the app's own, as a view: its dynamic properties are linked to this
/// view's node (see `_ViewTypeInfo`), and its body becomes the view's.
struct _CommandsBodyView<C: Commands>: View {
  var commands: C
  var body: AnyView { AnyView(_commandsAsView(commands.body)) }
}

/// Several commands' views side by side, each keeping its identity.
struct _CommandsListView: View {
  typealias Body = Never
  let children: [_Child]
}

extension _CommandsListView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list(children) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}
