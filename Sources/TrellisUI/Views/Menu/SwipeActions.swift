import Foundation

extension View {
  /// Adds actions that Apple's platforms reveal when a person swipes a list row from
  /// `edge`. No host here swipes, so they are offered the way a context menu is: with a
  /// right click on the row, or the Menu key or Shift-F10 while focus is in it (terminal), a
  /// right click, the Menu key or Shift-F10 (GTK, in a popover menu), and `contextMenuItems`
  /// and `openContextMenu()` in tests.
  ///
  /// ```swift
  /// ForEach(messages) { message in
  ///   Text(message.subject)
  ///     .swipeActions {
  ///       Button("Archive") { archive(message) }
  ///       Button("Delete", role: .destructive) { delete(message) }
  ///     }
  ///     .swipeActions(edge: .leading) {
  ///       Button("Unread") { message.isUnread = true }
  ///     }
  /// }
  /// ```
  ///
  /// Nothing is lost when a row has several: a row's context menu lists its own items first,
  /// then the leading actions, then the trailing ones, each group set apart. Apple's full
  /// swipe, which runs the first action, has no gesture here: choose it from the menu.
  ///
  /// - Parameters:
  ///   - edge: The edge the actions are revealed from on Apple's platforms.
  ///   - allowsFullSwipe: Whether a full swipe runs the first action there.
  ///   - content: The actions, usually buttons.
  /// - Returns: The view with its actions.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    _RowActionsView(adding: _RowActionsView.Group(edge: edge, items: AnyView(content())), to: self)
  }
}

/// A view whose context menu gathers groups of actions put on it by more than one modifier
/// (a context menu's items, swipe actions from either edge), so that none hides another.
struct _RowActionsView: View, _ContextMenuMarker {
  typealias Body = Never

  /// One modifier's items; `edge` is `nil` for a context menu's.
  struct Group {
    let edge: HorizontalEdge?
    let items: AnyView

    /// Where the group goes in the menu: the context menu's, then leading, then trailing.
    var order: Int { edge.map { $0 == .leading ? 1 : 2 } ?? 0 }
  }

  let content: AnyView
  let groups: [Group]

  /// `view` with `group` among its actions: joined to those it already has when it is a
  /// view with a context menu or actions, rather than wrapped around them.
  init(adding group: Group, to view: some View) {
    if let parts = view as? any _ContextMenuParts {
      content = parts.menuContent
      groups = parts.menuGroups + [group]
    } else {
      content = AnyView(view)
      groups = [group]
    }
  }
}

/// A view with a context menu that others can join their actions to.
@MainActor
protocol _ContextMenuParts {
  /// The view the menu is on.
  var menuContent: AnyView { get }
  /// The menu's groups of items.
  var menuGroups: [_RowActionsView.Group] { get }
}

extension _RowActionsView: _ContextMenuParts {
  var menuContent: AnyView { content }
  var menuGroups: [Group] { groups }
}

extension _ContextMenuView: _ContextMenuParts {
  /// The view the menu is on, inside any swipe actions this menu joins.
  var menuContent: AnyView { (content as? _RowActionsView)?.content ?? AnyView(content) }
  /// The menu's own items, then the groups of the swipe actions it joins.
  var menuGroups: [_RowActionsView.Group] {
    [.init(edge: nil, items: AnyView(menuItems))] + ((content as? _RowActionsView)?.groups ?? [])
  }
}

extension _RowActionsView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list(context.node.menuChildren(first: content, items: Self.items(of: groups)))
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_ContextMenuLayout()) }

  /// The menu's items: the context menu's, then the leading actions, then the trailing
  /// ones; with more than one group, each set apart as a section.
  static func items(of groups: [Group]) -> some View {
    let ordered = groups.enumerated()
      .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .map(\.element.items)
    return ForEach(ordered.indices, id: \.self) { index in
      if ordered.count == 1 { ordered[index] } else { Section { ordered[index] } }
    }
  }
}
