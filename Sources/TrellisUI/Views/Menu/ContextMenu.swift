import Foundation

extension View {
  /// Adds a menu of actions that opens on this view: with a right click, with the Menu key
  /// or Shift-F10 while focus is in it (in the terminal), or a long press on Apple's touch
  /// platforms.
  ///
  /// ```swift
  /// Text(note.title)
  ///   .contextMenu {
  ///     Button("Pin") { note.isPinned.toggle() }
  ///     Button("Delete", role: .destructive) { delete(note) }
  ///   }
  /// ```
  ///
  /// Its items are those a ``Menu`` takes. A view whose items are empty opens no menu.
  ///
  /// - Parameter menuItems: The menu's items.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    _ContextMenuView(content: self, menuItems: menuItems())
  }

  /// Adds a context menu with a preview of the view it acts on. Apple shows the preview
  /// above the menu on touch platforms; here the menu opens as it does without one, and the
  /// preview is not shown.
  ///
  /// - Parameters:
  ///   - menuItems: The menu's items.
  ///   - preview: What Apple's touch platforms show above the menu.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }
}

/// Marks a view with a context menu, which hosts look for around the view a right click or
/// the Menu key is on.
@MainActor
protocol _ContextMenuMarker {}

/// A view with a context menu: its content, then the menu's items (never placed), then the
/// open list while a host that draws it itself has it open.
struct _ContextMenuView<Content: View, MenuItems: View>: View, _ContextMenuMarker {
  typealias Body = Never
  let content: Content
  let menuItems: MenuItems
}

extension _ContextMenuView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // On a view with swipe actions, the menu joins them (see `swipeActions`).
    if content is _RowActionsView {
      return .list(
        context.node.menuChildren(
          first: menuContent, items: _RowActionsView.items(of: menuGroups)))
    }
    return .list(context.node.menuChildren(first: content, items: menuItems))
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_ContextMenuLayout()) }
}

/// Lays out the content alone, as if it had no menu; the open list is presented where the
/// menu was asked for, or below the content.
struct _ContextMenuLayout: _Layout, Equatable {
  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.soleSubview(of: node.children.prefix(1))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _MenuHolderContent.size(proposal, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    _MenuHolderContent.place(in: bounds, proposal: proposal, context: context)
    if let popup = context.node.menuPopup {
      let anchor = context.node.menuOpening.get()?.anchor
      context.engine.presentOverlay(
        popup, at: anchor ?? CGPoint(x: bounds.minX, y: bounds.maxY))
    }
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] { [] }
}

/// The content of a view that holds a menu (a context menu's, the commands' host): its first
/// child's views, measured and placed alone, as if there were no menu; the menu's list is
/// presented over them.
@MainActor
enum _MenuHolderContent {
  static func size(_ proposal: ProposedViewSize, context: _LayoutContext) -> CGSize {
    let content = views(context.node)
    if content.count == 1 { return content[0].sizeThatFits(proposal, context: context) }
    return _StackLayout.column.sizeThatFits(proposal, subviews: content, context: context)
  }

  static func place(in bounds: CGRect, proposal: ProposedViewSize, context: _LayoutContext) {
    let content = views(context.node)
    if content.count == 1 {
      content[0].place(in: bounds, proposal: proposal, context: context)
    } else {
      _StackLayout.column.placeSubviews(
        in: bounds, proposal: proposal, subviews: content, context: context)
    }
  }

  private static func views(_ node: _ViewNode) -> _Subviews {
    var nodes: [_ViewNode] = []
    if let content = node.children.first { _Subviews.collect(content, into: &nodes) }
    return _Subviews(nodes: nodes)
  }
}
