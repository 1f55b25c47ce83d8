import Foundation

/// Marks the view that hosts a scene's commands around its window's content.
@MainActor
protocol _CommandsHostMarker {}

/// A window's content with its scene's commands: the content, then the commands' views
/// (never placed; hosts read them as the menu bar), then the open menu bar's list while a
/// host that draws it itself has it open, then the list of every command while it is shown.
struct _CommandsHost: View, _CommandsHostMarker {
  typealias Body = Never
  let content: any View
  let commands: [any Commands]
}

extension _CommandsHost: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let tree = _CommandsListView(
      children: commands.enumerated().map { index, commands in
        _Child(id: .index(index), view: _commandsAsView(commands))
      })
    var children = context.node.menuChildren(first: content, items: tree)
    if context.node.commandsHelp.get() {
      children.append(_Child(id: .index(3), view: _CommandsHelpList()))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_CommandsHostLayout()) }
}

/// Lays out the content alone; the open menu bar's list and the list of commands are
/// presented over it at the window's top leading corner.
struct _CommandsHostLayout: _Layout, Equatable {
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
    let corner = CGPoint(x: bounds.minX, y: bounds.minY)
    if let popup = context.node.menuPopup {
      context.engine.presentOverlay(popup, at: corner)
    }
    if let help = context.node.children.last, help.view is _CommandsHelpList {
      context.engine.presentOverlay(help, at: corner)
    }
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] { [] }
}

extension _ViewNode {
  private static var commandsHelpSlot: Int { Int.min + 1 }

  /// Whether the list of every command is shown, kept in the node of the commands' host; a
  /// change updates the node, which then presents (or stops presenting) the list.
  var commandsHelp: _StateBox<Bool> {
    if let box = propertyStorage[Self.commandsHelpSlot] as? _StateBox<Bool> { return box }
    let box = _StateBox(false, keepsRow: false)
    propertyStorage[Self.commandsHelpSlot] = box
    return box
  }
}

/// The list of every menu and command with its shortcut, drawn as a menu's list that
/// nothing is highlighted in (the terminal's help key shows it).
struct _CommandsHelpList: View, Equatable {
  typealias Body = Never
}

extension _CommandsHelpList: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_CommandsHelpLayout()) }
}

/// The size and drawing of the list of commands: each menu's title as a header, then its
/// items, as the host measures a menu's list.
struct _CommandsHelpLayout: _Layout, Equatable {
  @MainActor private func item(_ node: _ViewNode) -> _MenuListItem {
    _MenuListItem(entries: node.parent?.commandsHelpEntries ?? [], path: [-1])
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    context.measurer.size(of: .menuList(item(context.node)), proposal: .unspecified)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {}

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let shown = _ControlItem(
      kind: .menuList(item(context.node)), isEnabled: true, isFocused: false,
      tint: context.environment.tint)
    return [(frame, .control(shown))]
  }
}
