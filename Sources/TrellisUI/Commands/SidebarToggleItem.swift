/// The View menu's Toggle Sidebar item that `SidebarCommands` adds: it shows or hides the
/// sidebar of the window's first `NavigationSplitView` (through its `columnVisibility`
/// binding when it has one), and does nothing in a window without one.
struct _SidebarToggleItem: View {
  typealias Body = Never
}

extension _SidebarToggleItem: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let handle = context.node.handle
    let button = Button("Toggle Sidebar") { Self.toggle(from: handle.node) }
      .keyboardShortcut("s", modifiers: [.command, .control])
    return .list([_Child(id: .index(0), view: button)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }

  /// Finds the split view in the content of the commands' host around `node`, and shows its
  /// sidebar if hidden, or hides it.
  private static func toggle(from node: _ViewNode?) {
    var current = node
    while let found = current, !(found.view is any _CommandsHostMarker) { current = found.parent }
    guard let host = current, let content = host.children.first else { return }
    let split =
      content.view is any _NavigationSplitMarker
      ? content : content.firstDescendant(where: { $0.view is any _NavigationSplitMarker })
    guard let state = split?.navigationSplitState else { return }
    state.setVisibility(state.visibleLeadingColumns.contains(.sidebar) ? .detailOnly : .all)
  }
}
