/// A menu of its own in the app's menu bar, after the standard menus' View menu and before
/// its Window and Help menus.
///
/// ```swift
/// .commands {
///   CommandMenu("Note") {
///     Button("New Note") { store.add() }
///       .keyboardShortcut("n")
///     Divider()
///     Toggle("Pinned", isOn: $store.showsPinned)
///   }
/// }
/// ```
///
/// Its content is made of the views a ``Menu`` takes: buttons (with their keyboard
/// shortcuts), toggles, pickers, nested menus, sections and dividers.
public struct CommandMenu<Content: View>: Commands {
  let title: Text
  let content: Content

  /// A menu titled with a localized key.
  /// - Parameters:
  ///   - nameKey: The menu's title.
  ///   - content: The menu's items.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    title = Text(nameKey)
    self.content = content()
  }

  /// A menu titled with a string, shown as it is.
  /// - Parameters:
  ///   - name: The menu's title.
  ///   - content: The menu's items.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    title = Text(name)
    self.content = content()
  }

  /// A menu titled with a text.
  /// - Parameters:
  ///   - name: The menu's title.
  ///   - content: The menu's items.
  public init(_ name: Text, @ViewBuilder content: () -> Content) {
    title = name
    self.content = content()
  }

  /// `CommandMenu` is shown by Trellis itself and has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("CommandMenu has no body") }
}

extension CommandMenu: _PrimitiveCommands {
  var _commandsView: any View { _CommandItemsView(slot: .menu, label: title, content: content) }
}

/// A group of items placed in one of the standard menus, before, after or instead of the
/// items a standard group holds.
///
/// ```swift
/// .commands {
///   CommandGroup(after: .newItem) {
///     Button("Duplicate") { store.duplicateSelection() }
///       .keyboardShortcut("d")
///   }
/// }
/// ```
///
/// `replacing:` puts its items instead of the standard group's (Quit, New Window, Close and
/// the others; see the article "Menus and commands"), and a group replaced with nothing
/// leaves nothing.
public struct CommandGroup<Content: View>: Commands {
  let slot: _CommandSlot
  let content: Content

  /// Items placed before the standard group at `group`.
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The items.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    slot = .group(group, .before)
    content = addition()
  }

  /// Items placed after the standard group at `group`.
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The items.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    slot = .group(group, .after)
    content = addition()
  }

  /// Items placed instead of the standard group at `group`.
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The items.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    slot = .group(group, .replacing)
    content = addition()
  }

  /// `CommandGroup` is shown by Trellis itself and has no body of its own.
  public typealias Body = Never
  /// Never called; calling it traps.
  public var body: Never { fatalError("CommandGroup has no body") }
}

extension CommandGroup: _PrimitiveCommands {
  var _commandsView: any View {
    _CommandItemsView(slot: slot, label: EmptyView(), content: content)
  }
}

/// Where a command's items go: a menu of its own, or a standard group's place.
enum _CommandSlot: Equatable {
  /// Where in a standard group's place: `standard` is the group's own items (Quit, New
  /// Window...), which a group `replacing` it takes the place of.
  enum Position: Int, Equatable {
    case before, standard, replacing, after
  }
  case menu
  case group(CommandGroupPlacement, Position)

  /// Whether the items are the app's own rather than a standard group's.
  var isAppsOwn: Bool {
    if case .group(_, .standard) = self { return false }
    return true
  }
}

/// The view of a `CommandMenu` or a `CommandGroup`: its label (a menu's title), then its
/// items, never placed; hosts read them as a menu's (see `_ViewNode.commandBar`).
struct _CommandItemsView<Label: View, Content: View>: View, _CommandItemsMarker {
  typealias Body = Never
  let slot: _CommandSlot
  let label: Label
  let content: Content
}

/// Marks the view of a `CommandMenu` or `CommandGroup`.
@MainActor
protocol _CommandItemsMarker {
  var slot: _CommandSlot { get }
}

extension _CommandItemsView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: label), _Child(id: .index(1), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}
