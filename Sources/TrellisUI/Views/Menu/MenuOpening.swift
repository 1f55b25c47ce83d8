import Foundation

/// Where a menu drawn by its host (the terminal, the headless host) is open: the item the
/// keyboard is on at each open level (`[2]` the third item; `[2, 0]` the third item's
/// submenu open, on its first item), and for a context menu, where it was asked for.
struct _MenuOpening: Equatable {
  var path: [Int]
  /// The point a context menu opens at (a right click); `nil` below the view.
  var anchor: CGPoint?
}

extension _ViewNode {
  /// The menu's opening, kept in the node of a `Menu` or a `contextMenu`; a change updates
  /// the node, which then presents (or stops presenting) its list. It does not keep a lazy
  /// row out of view, and a menu taken out of view (its row scrolled away) closes, as
  /// Apple's does.
  var menuOpening: _StateBox<_MenuOpening?> {
    let (box, isNew) = modifierState { _StateBox<_MenuOpening?>(nil, keepsRow: false) }
    if isNew {
      visibilityHandlers.append { [weak box] shown in
        if !shown, let box, box.get() != nil { box.set(nil) }
      }
    }
    return box
  }

  /// Whether this node is a `Menu`'s or a `contextMenu`'s, with items in its second child.
  var holdsMenu: Bool {
    if case .menu = control { return true }
    return view is any _ContextMenuMarker || view is any _CommandsHostMarker
  }

  /// The children a menu's node has: its label or content, its items, and while it is open,
  /// the list a host that draws menus itself shows over everything else.
  func menuChildren(first: any View, items: any View) -> [_Child] {
    var children = [_Child(id: .index(0), view: first), _Child(id: .index(1), view: items)]
    if let opening = menuOpening.get() {
      children.append(_Child(id: .index(2), view: _MenuPopup(path: opening.path)))
    }
    return children
  }

  /// The list a menu presents while open, if it is.
  var menuPopup: _ViewNode? {
    children.count > 2 && children[2].view is _MenuPopup ? children[2] : nil
  }
}

/// The open list of a menu a host draws itself: presented over everything else, below the
/// menu's button (or where a context menu was asked for).
struct _MenuPopup: View, Equatable {
  typealias Body = Never
  let path: [Int]
}

extension _MenuPopup: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_MenuPopupLayout(path: path)) }
}

/// The open list's size and drawing: its items (and each open submenu's) as the host
/// measures them.
struct _MenuPopupLayout: _Layout, Equatable {
  let path: [Int]

  @MainActor private func item(_ node: _ViewNode) -> _MenuListItem {
    _MenuListItem(entries: node.parent?.menuEntries.map(\.shown) ?? [], path: path)
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

/// A menu's open list as its host draws it: the items, and where the keyboard is.
@_spi(TrellisHost) public struct _MenuListItem: Hashable, Sendable {
  /// The menu's items.
  @_spi(TrellisHost) public var entries: [_MenuEntry]
  /// The item the keyboard is on at each open level (see the levels).
  @_spi(TrellisHost) public var path: [Int]

  /// The list of `entries`, open down `path`.
  @_spi(TrellisHost) public init(entries: [_MenuEntry], path: [Int]) {
    self.entries = entries
    self.path = path
  }

  /// Each open level: its items, the one the keyboard is on (or the open submenu's item),
  /// and the index of the item in the level before that opened it (0 for the first level).
  @_spi(TrellisHost) public var levels: [(entries: [_MenuEntry], highlighted: Int, openedAt: Int)] {
    var levels: [(entries: [_MenuEntry], highlighted: Int, openedAt: Int)] = []
    var entries = self.entries
    var openedAt = 0
    for index in path {
      levels.append((entries, index, openedAt))
      guard entries.indices.contains(index) else { break }
      openedAt = index
      entries = entries[index].children
    }
    return levels
  }
}

extension _MenuEntry: Hashable {
  @_spi(TrellisHost) public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(isEnabled)
    hasher.combine(children.count)
  }
}
